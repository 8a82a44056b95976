"""No module but the door opens, reads, writes, renames or removes a file itself (issue 56):
every user file goes through ``cassino.userdata.door``. The few modules that open files
that are never a user's (the game's bundled data, a bench's own temporary folder) are
named here with the reason."""

from __future__ import annotations

import ast
from pathlib import Path

import cassino

PACKAGE = Path(cassino.__file__).parent
DOOR = PACKAGE / "userdata" / "door.py"
# Calls that open or change a file by name.
FILE_CALLS = {
    "open",
    "io.open",
    "os.open",
    "os.fdopen",
    "os.replace",
    "os.rename",
    "os.remove",
    "os.unlink",
    "os.truncate",
    "tempfile.mkstemp",
    "tempfile.NamedTemporaryFile",
    "shutil.copy",
    "shutil.copyfile",
    "shutil.move",
}
# Path methods that do the same (``replace`` and ``rename`` are left out: str and
# dataclasses have methods of those names).
PATH_METHODS = {"read_bytes", "read_text", "write_bytes", "write_text", "unlink", "touch"}
# Modules that open files that are never a user's, and why.
NOT_USER_FILES = {
    "i18n.py": "the bundled message catalogues (config/i18n)",
    "native.py": "the package's own build stamps, to tell a compiled engine's source",
    "ui/bench/start.py": "the broken folders it measures, made in a temporary folder",
    "cli/bench_net_load.py": "the relay process's CPU and memory, read from /proc",
}


def file_calls(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id in FILE_CALLS:
            if func.id == "open" and _opens_a_descriptor(node):
                continue  # a descriptor the door opened, wrapped as a stream; or nowhere
            found.append((node.lineno, func.id))
        elif isinstance(func, ast.Attribute):
            owner = func.value.id if isinstance(func.value, ast.Name) else None
            if owner is not None and f"{owner}.{func.attr}" in FILE_CALLS:
                found.append((node.lineno, f"{owner}.{func.attr}"))
            elif func.attr in PATH_METHODS and owner != "door":
                found.append((node.lineno, f".{func.attr}"))
    return found


def _opens_a_descriptor(node: ast.Call) -> bool:
    """``open(descriptor, ...)`` (one the door opened) or ``open(os.devnull, ...)``."""
    first = node.args[0] if node.args else None
    if isinstance(first, ast.Attribute):
        return (
            isinstance(first.value, ast.Name) and f"{first.value.id}.{first.attr}" == "os.devnull"
        )
    return isinstance(first, ast.Name) and first.id == "descriptor"


def test_only_the_door_opens_files() -> None:
    offenders: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == DOOR or path.relative_to(PACKAGE).as_posix() in NOT_USER_FILES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        offenders += [
            f"{path.relative_to(PACKAGE)}:{line} {call}" for line, call in file_calls(tree)
        ]
    assert offenders == [], "open user files through cassino.userdata.door"


def test_the_scan_finds_what_it_looks_for() -> None:
    source = """
open("x")
path.read_bytes()
os.replace(a, b)
door.read_bytes(path, 10)
open(descriptor, "a")
text.replace("a", "b")
"""
    assert file_calls(ast.parse(source)) == [(2, "open"), (3, ".read_bytes"), (4, "os.replace")]
