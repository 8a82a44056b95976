"""The looks a player can choose: the table's colours (green baize, blue, burgundy, a dark
table for a dim room) and the signal colours (the usual ones, or a palette that a player
with red-green colour blindness tells apart: Okabe and Ito's).

``use`` puts a choice in force by setting ``theme``'s colours, which every screen reads
when it draws; the surfaces made from them (the felt, panels) are cached by colour, so a
new choice shows at the next frame. The text stays light on every table, so a screen's
words read the same in every theme.
"""

from __future__ import annotations

from dataclasses import dataclass

from cassino.ui import theme
from cassino.ui.theme import Colour, ColourA
from cassino.userdata.preferences import TABLE_THEMES
from cassino.userdata.preferences import TableTheme as TableThemeName


@dataclass(frozen=True)
class TableTheme:
    """The cloth and what lies on it: the lit centre and the edges of the felt, the
    translucent panels behind text and the opaque sheets of dialogs."""

    felt_centre: Colour
    felt_edge: Colour
    panel: ColourA
    sheet: ColourA


@dataclass(frozen=True)
class Signals:
    """What the table tells by colour (and always by a shape too: see ``paint.outline``)."""

    highlight: Colour  # whose turn, what can be taken
    drop_ok: Colour  # what is chosen, where a card may go
    drop_bad: Colour  # a play that is not allowed
    warning: Colour  # a play that leaves the table to be swept


THEMES: dict[TableThemeName, TableTheme] = {
    # The baize that ``theme`` starts with.
    "green": TableTheme(theme.FELT_CENTRE, theme.FELT_EDGE, theme.PANEL, theme.SHEET),
    "blue": TableTheme((40, 92, 140), (12, 36, 70), (6, 20, 40, 150), (8, 22, 44, 255)),
    "burgundy": TableTheme((128, 40, 52), (56, 14, 22), (34, 8, 14, 150), (36, 10, 16, 255)),
    # Dim and low in glare: charcoal, with the panels a shade darker than the cloth.
    "dark": TableTheme((48, 52, 58), (14, 15, 18), (4, 5, 7, 170), (10, 11, 14, 255)),
}

STANDARD = Signals(theme.HIGHLIGHT, theme.DROP_OK, theme.DROP_BAD, theme.WARNING)
# Okabe and Ito's colours: yellow, sky blue, vermillion and reddish purple differ in
# lightness and in blue-yellow, so no two of them rest on red against green alone.
COLOUR_BLIND = Signals(
    highlight=(240, 228, 66), drop_ok=(86, 180, 233), drop_bad=(213, 94, 0), warning=(204, 121, 167)
)


def use(table: str = "green", colour_blind: bool = False) -> None:
    """Put a table theme and a signal palette in force; ValueError names the choices."""
    if table not in THEMES:
        raise ValueError(f"unknown table theme {table!r}; choose {', '.join(TABLE_THEMES)}")
    looks = THEMES[table]
    signals = COLOUR_BLIND if colour_blind else STANDARD
    theme.FELT_CENTRE, theme.FELT_EDGE = looks.felt_centre, looks.felt_edge
    theme.PANEL, theme.SHEET = looks.panel, looks.sheet
    theme.HIGHLIGHT, theme.DROP_OK = signals.highlight, signals.drop_ok
    theme.DROP_BAD, theme.WARNING = signals.drop_bad, signals.warning


def in_force() -> tuple[TableTheme, Signals]:
    """The theme and the signals being drawn with now."""
    table = TableTheme(theme.FELT_CENTRE, theme.FELT_EDGE, theme.PANEL, theme.SHEET)
    signals = Signals(theme.HIGHLIGHT, theme.DROP_OK, theme.DROP_BAD, theme.WARNING)
    return table, signals
