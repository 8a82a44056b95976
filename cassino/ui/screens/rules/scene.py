"""The rules of the game being played: a page of prose for its rule set (``rules_prose``:
taking, building, the owner's duty, sweeps, scoring, the game's end) with small drawn
examples, then every option in force said in words: its name, its value and what it
means. Opened from the title and the in-game menu; Esc, Enter or a click on Back closes
it; the wheel or the arrow keys scroll it. Opened from the title it browses every rule set
(◀ ▶ at its top, or Left / Right)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from cassino.engine.errors import CassinoError
from cassino.engine.options import OPTIONS, OptionSpec
from cassino.engine.rules import Rules
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.assets import CardImages
from cassino.ui.menu_input import MenuKey, MenuStep, menu_key, menu_step, scroll_lines
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.common.backdrop import draw_sheet, felt, unit
from cassino.ui.screens.common.words import (
    VALUE_LABELS,
    option_explanation,
    option_title,
    rule_set_title,
    value_label,
)
from cassino.ui.screens.rules.examples import draw_example, place_example
from cassino.ui.screens.rules.prose import rules_prose
from cassino.ui.screens.rules.rows import EXAMPLE_ROWS, OptionLine, SheetRow, sheet_rows
from cassino.ui.widgets import Button, Choice, FocusGroup, draw_panel, text_image
from cassino.userdata.presets import load

RuleLine = OptionLine


def rule_lines(rules: Rules) -> list[RuleLine]:
    """Every option of ``rules`` with its value in words, in the order they are declared."""
    return [
        OptionLine(
            option_title(spec),
            value_words(spec, getattr(rules, spec.key)),
            option_explanation(spec),
        )
        for spec in OPTIONS
        if hasattr(rules, spec.key)
    ]


def value_words(spec: OptionSpec, value: object) -> str:
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, tuple | list):
        return ", ".join(str(part) for part in value)
    if spec.kind == "choice" or (spec.key, value) in VALUE_LABELS:
        return value_label(spec, value)  # type: ignore[arg-type]
    return str(value)


def row_colour(kind: str) -> tuple[int, int, int]:
    """A row's colour, from the theme in force (the signal colours can change)."""
    if kind in ("heading", "option"):
        return theme.HIGHLIGHT
    return theme.TEXT_DIM if kind == "explanation" else theme.TEXT


@dataclass(frozen=True)
class RulesSheetLayout:
    panel: pygame.Rect
    title_centre: tuple[int, int]
    title_size: int
    text: pygame.Rect  # where the lines scroll
    text_size: int
    back: pygame.Rect
    choice: pygame.Rect | None = None  # which rule set, when the sheet browses them


def place_rules_sheet(size: Size, browsing: bool = False) -> RulesSheetLayout:
    u = unit(size)
    gap = round(u * 0.03)
    panel = pygame.Rect(0, 0, min(size[0] - 2 * gap, round(u * 1.3)), size[1] - 2 * gap)
    panel.center = (size[0] // 2, size[1] // 2)
    title = round(u * 0.1)
    back = pygame.Rect(0, 0, round(u * 0.3), round(u * 0.065))
    back.midbottom = (panel.centerx, panel.bottom - gap)
    top = panel.top + title
    choice = None
    if browsing:
        choice = pygame.Rect(0, top, round(u * 0.5), round(u * 0.065))
        choice.centerx = panel.centerx
        top = choice.bottom + gap // 2
    text = pygame.Rect(panel.left + gap, top, panel.width - 2 * gap, 0)
    text.height = back.top - gap - text.top
    size_text = max(theme.READABLE_SIZE, round(u * 0.03))  # never below 13 px
    return RulesSheetLayout(
        panel,
        (panel.centerx, panel.top + title // 2),
        round(u * 0.045),
        text,
        size_text,
        back,
        choice,
    )


class RulesSheetScene(Scene):
    modal = True  # opaque: on its own felt, over the menu it was opened from

    def __init__(
        self,
        rules: Rules,
        on_back: Callable[[], None],
        *,
        images: CardImages | None = None,
        title: str | None = None,
        browse: Sequence[tuple[str, bool]] = (),
    ) -> None:
        """``browse``: the rule sets (name, is a preset) a chooser at the top goes through,
        from the one ``rules`` are (``title`` or their preset; from the title); none: only
        ``rules``."""
        super().__init__()
        self.rules = rules
        self.lines = rule_lines(rules)
        self.images = images or CardImages()
        self.title = title  # the rule set's name, when it is not the preset's
        self.on_back = on_back
        self.back_button = Button(tr("Back"), on_back, primary=True)
        self.presets = {name: preset for name, preset in browse}
        self.choice: Choice[str] | None = (
            Choice(
                [name for name, _ in browse],
                _shown(title or rules.preset, self.presets),
                on_change=self._browse,
                label=lambda name: rule_set_title(name, preset=self.presets[name]),
            )
            if browse
            else None
        )
        self.focus = FocusGroup([self.back_button] + ([self.choice] if self.choice else []))
        self.layout: RulesSheetLayout | None = None
        self.rows: list[SheetRow] = []
        self.scroll = 0

    def on_resize(self, size: Size) -> None:
        layout = self.layout = place_rules_sheet(size, browsing=self.choice is not None)
        self.back_button.rect = layout.back.copy()
        if self.choice is not None and layout.choice is not None:
            self.choice.rect = layout.choice.copy()
        self.retranslate()

    def _browse(self, name: str) -> None:
        """Another rule set chosen at the top: its rules, from their start."""
        try:
            self.rules = load(name)
        except CassinoError:
            return  # a rule set that cannot be read now: the sheet keeps the one shown
        self.title = None if self.presets[name] else name
        self.scroll = 0
        self.retranslate()

    def retranslate(self) -> None:
        """The sheet's words in the language of the moment, laid out again."""
        layout = self.layout
        self.back_button.text = tr("Back")
        self.lines = rule_lines(self.rules)
        if layout is None:
            return
        based_on = rule_set_title(self.rules.preset) if self.title else None
        self.rows = sheet_rows(
            rules_prose(self.rules, based_on),
            self.lines,
            tr("Every option of this rule set"),
            layout.text_size,
            layout.text.width - layout.text_size,  # room for the scroll bar
        )
        self.scroll = min(self.scroll, self._most_scroll())

    def _pitch(self) -> int:
        return round((self.layout.text_size if self.layout else 14) * 1.45)

    def _most_scroll(self) -> int:
        if self.layout is None:
            return 0
        visible = self.layout.text.height // self._pitch()
        return max(0, len(self.rows) - visible)

    def handle_event(self, event: pygame.event.Event) -> bool:
        step, lines = menu_step(event), scroll_lines(event)
        if menu_key(event) in (MenuKey.BACK, MenuKey.CONFIRM):  # the one main button: Back
            self.on_back()
        elif step in (MenuStep.DOWN, MenuStep.PAGE_DOWN):
            rows = 1 if step is MenuStep.DOWN else 10
            self.scroll = min(self._most_scroll(), self.scroll + rows)
        elif step in (MenuStep.UP, MenuStep.PAGE_UP):
            rows = 1 if step is MenuStep.UP else 10
            self.scroll = max(0, self.scroll - rows)
        elif step in (MenuStep.LEFT, MenuStep.RIGHT) and self.choice is not None:
            self.choice.step(1 if step is MenuStep.RIGHT else -1)  # another rule set
        elif lines:
            self.scroll = min(self._most_scroll(), max(0, self.scroll + 3 * lines))
        else:
            self.focus.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        surface.blit(felt(surface.get_size()), (0, 0))
        name = self.title or rule_set_title(self.rules.preset)
        heading = tr("Rules") if self.choice else tr("Rules of this game: {name}", name=name)
        draw_sheet(surface, layout.panel, heading, layout.title_size, layout.title_centre)
        pitch = self._pitch()
        visible = layout.text.height // pitch
        clip = surface.get_clip()
        surface.set_clip(layout.text)  # an example scrolled half out is cut at the edge
        # From a few rows above the first shown, so an example begun there is drawn too.
        first = max(0, self.scroll - EXAMPLE_ROWS)
        for index in range(first, min(len(self.rows), self.scroll + visible)):
            row = self.rows[index]
            top = layout.text.top + (index - self.scroll) * pitch
            if row.example is not None:
                left = layout.text.left + layout.text_size
                places = place_example(row.example, left, top, pitch)
                draw_example(surface, self.images, places, layout.text_size)
            elif index >= self.scroll and row.kind != "space":
                colour = row_colour(row.kind)
                indent = layout.text_size if row.kind in ("explanation", "caption") else 0
                image = text_image(row.text, layout.text_size, colour)
                surface.blit(image, (layout.text.left + indent, top))
        surface.set_clip(clip)
        if len(self.rows) > visible:
            self._draw_scroll_bar(surface, layout, visible)
        self.focus.draw(surface)

    def _draw_scroll_bar(
        self, surface: pygame.Surface, layout: RulesSheetLayout, visible: int
    ) -> None:
        """Where the lines shown are in the sheet, at its right edge, and how to move."""
        track = pygame.Rect(layout.text.right - 6, layout.text.top, 6, layout.text.height)
        draw_panel(surface, track, (255, 255, 255, 30), None, 0, 3)
        share = visible / len(self.rows)
        thumb = track.copy()
        thumb.height = max(12, round(track.height * share))
        thumb.top = track.top + round(
            (track.height - thumb.height) * self.scroll / max(1, self._most_scroll())
        )
        draw_panel(surface, thumb, (*theme.HIGHLIGHT, 200), None, 0, 3)
        hint = text_image(
            tr("Arrow keys or the wheel: more rules"), layout.text_size, theme.TEXT_DIM
        )
        surface.blit(
            hint, hint.get_rect(midright=(layout.back.left - layout.text_size, layout.back.centery))
        )


def _shown(name: str, among: dict[str, bool]) -> str | None:
    return name if name in among else None
