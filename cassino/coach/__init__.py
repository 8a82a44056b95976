"""Learning inside the game (issue 18), as pure logic the window draws: the counting aid
(``counting``), the sweep warning (``sweeps``), why a table item cannot join the
selection (``why_not``) and the review of a finished game by the Expert (``review``,
``habits``; ``review_job`` rates it off the caller's thread). No pygame here: the coach
depends on the engine, the computer players and the game only."""
