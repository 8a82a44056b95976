"""Which parts of the game may be imported without the window: each test names modules
that must load with pygame unavailable (and, where asked, without any of cassino.ui)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence


def assert_imports_without_pygame(modules: Sequence[str], *, nothing_of_the_ui: bool) -> None:
    """Import ``modules`` in a fresh interpreter where any import of pygame fails; with
    ``nothing_of_the_ui`` no module of ``cassino.ui`` may have been loaded either."""
    check = (
        "'ui' if any(name.startswith('cassino.ui') for name in sys.modules) else 'clean'"
        if nothing_of_the_ui
        else "'clean'"
    )
    script = (
        "import sys\n"
        "sys.modules['pygame'] = None  # any import of pygame now fails\n"
        f"import {', '.join(modules)}\n"
        f"print({check})\n"
    )
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert completed.stdout.strip() == "clean", completed.stderr or completed.stdout
