"""The dialogs every screen shares: the chooser, the question with a name to type
(``question``), the notice and the boards that hold notices until they can be shown, and
the privacy screen of a hot-seat game."""
