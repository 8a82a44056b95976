"""The title: new game, resume, lessons, rules, preferences, statistics, quit."""
