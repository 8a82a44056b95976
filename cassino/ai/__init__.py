"""Computer players. Each receives a ``PlayerView`` (never the full state) and a seeded
random generator, and returns one of the view's legal moves."""
