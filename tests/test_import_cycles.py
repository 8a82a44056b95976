"""No import cycles between the modules of ``cassino``.

Every module of the package is parsed with ``ast`` (nothing is imported), and each
``import cassino...`` / ``from cassino... import ...`` becomes an edge of a graph of the
package's modules. What counts:

- imports at module level, and imports inside functions and methods too: an import
  deferred into a function hides a cycle from the interpreter at start-up, but the two
  modules still need each other, so the cycle is there all the same;
- not imports under ``if TYPE_CHECKING:`` (its ``else`` branch does count): they exist
  only for the type checker and never run;
- ``from package import name`` is an edge to the submodule ``package.name`` when there
  is one, otherwise to ``package`` itself (its ``__init__``);
- not the parent packages Python imports on the way to a submodule: every package whose
  ``__init__`` re-exports its modules would otherwise be a "cycle".

A cycle found in the graph fails the test and is named module by module, unless it is in
``KNOWN_CYCLES``: cycles left for their modules' owners, each named exactly, to be
removed by whoever breaks it (the test then says the entry is stale).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import cassino

PACKAGE = Path(cassino.__file__).parent
Graph = dict[str, set[str]]
Cycle = tuple[str, ...]  # each module imports the next, the last imports the first

KNOWN_CYCLES: set[Cycle] = set()  # none: a cycle found is a failure


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def package_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement that can run, at any depth, skipping TYPE_CHECKING blocks."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and is_type_checking(node):
            for other in node.orelse:
                yield from imports(ast.Module(body=[other], type_ignores=[]))
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        else:
            yield from imports(node)


def imported_modules(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules that module ``name`` (at ``path``) imports."""

    def known(module: str) -> str:
        while module not in modules and "." in module:
            module = module.rpartition(".")[0]
        return module

    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found |= {known(alias.name) for alias in node.names}
            continue
        base = node.module or ""
        if node.level:  # a relative import, from the module's own package upwards
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            found.add(submodule if submodule in modules else known(base))
    return {module for module in found if module in modules and module != name}


def import_graph() -> Graph:
    modules = package_modules()
    return {name: imported_modules(name, path, modules) for name, path in modules.items()}


def strongly_connected(graph: Graph) -> list[set[str]]:
    """Tarjan's components, iteratively (no recursion limit to meet)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[set[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            step = next(successors, None)
            if step is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    components.append(component)
            elif step not in index:
                index[step] = low[step] = len(index)
                stack.append(step)
                on_stack.add(step)
                work.append((step, iter(sorted(graph[step]))))
            elif step in on_stack:
                low[node] = min(low[node], index[step])
    return components


def canonical(cycle: Cycle) -> Cycle:
    """The cycle started at its first module in sorting order, so each has one spelling."""
    start = cycle.index(min(cycle))
    return cycle[start:] + cycle[:start]


def elementary_cycles(graph: Graph, component: set[str], limit: int = 200) -> set[Cycle]:
    """The cycles inside one component, each through distinct modules (up to ``limit``)."""
    found: set[Cycle] = set()
    for start in sorted(component):
        # Cycles whose smallest module is ``start``: search only among larger ones.
        allowed = {module for module in component if module >= start}
        paths: list[tuple[str, ...]] = [(start,)]
        while paths and len(found) < limit:
            path = paths.pop()
            for step in sorted(graph[path[-1]] & allowed):
                if step == start:
                    found.add(canonical(path))
                elif step not in path:
                    paths.append((*path, step))
    return found


def import_cycles(graph: Graph) -> set[Cycle]:
    cycles: set[Cycle] = set()
    for component in strongly_connected(graph):
        if len(component) > 1:
            cycles |= elementary_cycles(graph, component)
    return cycles


def spelled(cycle: Cycle) -> str:
    return " -> ".join([*cycle, cycle[0]])


def test_the_package_has_no_import_cycles() -> None:
    unexpected = import_cycles(import_graph()) - {canonical(cycle) for cycle in KNOWN_CYCLES}
    assert not unexpected, "import cycles:\n" + "\n".join(map(spelled, sorted(unexpected)))


def test_every_known_cycle_is_still_there() -> None:
    found = import_cycles(import_graph())
    stale = {canonical(cycle) for cycle in KNOWN_CYCLES} - found
    assert not stale, "no longer cycles; remove them from KNOWN_CYCLES:\n" + "\n".join(
        map(spelled, sorted(stale))
    )


# --- the finder itself, on small graphs --------------------------------------------------


def test_a_cycle_is_found_and_named_from_its_first_module() -> None:
    graph: Graph = {"c": {"a"}, "a": {"b"}, "b": {"c"}, "d": {"a"}}
    assert import_cycles(graph) == {("a", "b", "c")}
    assert spelled(("a", "b", "c")) == "a -> b -> c -> a"


def test_a_graph_without_cycles_has_none() -> None:
    assert import_cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == set()


def test_two_cycles_through_one_module_are_both_named() -> None:
    graph: Graph = {"a": {"b", "c"}, "b": {"a"}, "c": {"a"}}
    assert import_cycles(graph) == {("a", "b"), ("a", "c")}


def test_imports_in_functions_count_and_type_checking_ones_do_not(tmp_path: Path) -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "import cassino.engine.cards\n"
        "if TYPE_CHECKING:\n"
        "    from cassino.engine.rules import Rules\n"
        "def later():\n"
        "    from cassino.engine import moves\n"
        "    from . import deal\n"
    )
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    modules = package_modules()
    assert imported_modules("cassino.engine.probe", path, modules) == {
        "cassino.engine.cards",
        "cassino.engine.moves",
        "cassino.engine.deal",
    }
