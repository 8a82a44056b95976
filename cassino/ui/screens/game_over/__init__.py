"""The end of a game: the winner, the scores (``scores``, shared with the round summary),
play again, replay, review."""
