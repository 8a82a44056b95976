"""The replay of a finished round on the table itself: the scene, its controls and move
list, and the note a replay opened from the review shows."""
