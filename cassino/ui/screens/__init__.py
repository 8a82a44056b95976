"""The window's screens, a folder each: the scene (``scene``), its layout (pure geometry) and
its words beside it. Each is handed callbacks, or a ``Navigator`` and an ``AppContext``
(``ui.navigator``), and never moves between screens itself; ``ui.flow`` says which
follows which."""
