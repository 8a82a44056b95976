"""The "Learn to play" screens: the list of lessons and a lesson on the real table."""
