"""The statistics: games, wins, streaks and points by rules and opponent, and by player in
hot-seat games."""
