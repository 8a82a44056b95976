"""Where the in-game menu's parts go for a window size: a panel in the middle, its title,
and one row per button in two columns (what to do now, on the left; the settings of the
table, on the right). Pure geometry, so the scene's clicks and drawing share it."""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from cassino.ui.screens.common.backdrop import unit

Size = tuple[int, int]
ROW = 0.07  # a button's height, in menu units
GAP = 0.016


@dataclass(frozen=True)
class GameMenuLayout:
    panel: Rect
    title_centre: tuple[int, int]
    title_size: int
    left: tuple[Rect, ...]
    right: tuple[Rect, ...]


def place_game_menu(size: Size, left_rows: int, right_rows: int) -> GameMenuLayout:
    u = unit(size)
    row, gap = round(u * ROW), round(u * GAP)
    rows = max(left_rows, right_rows)
    title = round(u * 0.12)
    width = min(size[0] - 2 * gap, round(u * 1.05))
    height = title + rows * (row + gap) + gap * 2
    panel = Rect(0, 0, width, height)
    panel.center = (size[0] // 2, size[1] // 2)
    column = (width - 3 * gap) // 2
    top = panel.top + title

    def stack(left: int, count: int) -> tuple[Rect, ...]:
        return tuple(Rect(left, top + n * (row + gap), column, row) for n in range(count))

    return GameMenuLayout(
        panel=panel,
        title_centre=(panel.centerx, panel.top + title // 2),
        title_size=round(u * 0.05),
        left=stack(panel.left + gap, left_rows),
        right=stack(panel.left + 2 * gap + column, right_rows),
    )
