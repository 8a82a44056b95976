"""The in-game menu over the table (``scene``, ``layout``) and what each of its buttons
does there (``actions``)."""
