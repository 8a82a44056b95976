"""The Expert's review of a finished game (``scene``, ``layout``, ``words``) and the reviews
of a game's people, opened from the game's end (``reviews``)."""
