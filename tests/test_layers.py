"""The package's layers (STYLE.md, "Our shape"): dependencies point down only.

    engine ← (i18n, version, native, userdata.locations) ← ai ← game ← userdata
        ← crash, coach, lessons ← net ← ui ← cli ← launch, __main__

A module may import its own layer and the layers below it, never one above: the engine
knows nothing of the rest, nothing below the window imports ``ui``, and only the command
line and the entry points stand above the window. The imports counted are the ones
``test_import_cycles`` counts (in functions too; not under ``TYPE_CHECKING``)."""

from __future__ import annotations

from test_import_cycles import import_graph

# The layer of a module: the longest of these prefixes it starts with.
LAYERS: dict[str, int] = {
    "cassino.engine": 0,
    "cassino.i18n": 1,  # the base every layer may use: words, version, paths, the build
    "cassino.version": 1,
    "cassino.native": 1,
    "cassino.userdata.locations": 1,
    "cassino.ai": 2,
    "cassino.game": 3,
    "cassino.userdata": 4,
    "cassino.crash": 5,
    "cassino.coach": 5,
    "cassino.lessons": 5,
    "cassino.net": 6,
    "cassino.ui": 7,
    "cassino.cli": 8,
    "cassino.launch": 9,
    "cassino.__main__": 9,
}


def layer(module: str) -> int:
    found = [prefix for prefix in LAYERS if module == prefix or module.startswith(prefix + ".")]
    if not found:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS")
    return LAYERS[max(found, key=len)]


def test_every_import_points_down() -> None:
    upward = [
        f"{module} imports {imported}"
        for module, imports in sorted(import_graph().items())
        if module != "cassino"
        for imported in sorted(imports)
        if imported != "cassino" and layer(imported) > layer(module)
    ]
    assert upward == []


def test_the_layers_read_as_the_style_says() -> None:
    assert layer("cassino.engine.state") < layer("cassino.ai.hard") < layer("cassino.game.session")
    assert layer("cassino.userdata.saves") < layer("cassino.ui.app") < layer("cassino.cli.dispatch")
    assert layer("cassino.userdata.locations") < layer("cassino.ai.hard")
