"""New game: the rules, the players and the seats (``seats``), teams in partnerships
(``teams``), laid out and drawn beside the scene."""
