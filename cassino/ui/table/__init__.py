"""The table, in small parts with one job each: its own state (``model``), raw input
turned into intents (``intents``), intents turned into engine moves (``controller``), what
a move did turned into tweens (``animator``), where every card and button goes
(``cassino.ui.layout.table`` and ``buttons``), and a view that only draws (``view``). The
scene that wires them is ``cassino.ui.table_scene``."""
