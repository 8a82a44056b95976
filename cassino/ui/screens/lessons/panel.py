"""The lesson's panel beside the table: which lesson, what to do, and what the last try
was told (why it was refused, or that it was right). It only draws what it is given."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from cassino.ui import theme
from cassino.ui.screens.lessons.layout import LessonLayout
from cassino.ui.text import render_text
from cassino.ui.widgets import Widget
from cassino.ui.widgets.drawing import draw_panel, line_pitch, wrap_text

Colour = tuple[int, int, int]
PANEL_FILL: Colour = (12, 44, 28)  # the table's panels' dark felt, without the see-through


@dataclass(frozen=True)
class Note:
    """A boxed line under the instruction: its label ("Not quite", "Lesson complete") and text."""

    label: str
    text: str
    colour: Colour


@dataclass(frozen=True)
class PanelWords:
    heading: str  # "Lesson 3 of 10 · step 1 of 2"
    title: str
    instruction: str
    note: Note | None


def draw_lesson_panel(
    surface: pygame.Surface,
    layout: LessonLayout,
    words: PanelWords,
    buttons: Sequence[Widget],
) -> None:
    # Opaque: it covers the table's score and log, which go on beneath it.
    radius = max(4, round(layout.size[1] * theme.PANEL_RADIUS))
    pygame.draw.rect(surface, PANEL_FILL, layout.panel, border_radius=radius)
    draw_panel(surface, layout.panel, (0, 0, 0, 0), theme.PANEL_BORDER, radius=radius)
    box = layout.text
    y = box.top
    y = _lines(surface, words.heading, layout.heading_size, box, y, theme.TEXT_DIM)
    y = _lines(surface, words.title, layout.title_size, box, y, theme.HIGHLIGHT)
    y += line_pitch(layout.body_size) // 2
    y = _lines(surface, words.instruction, layout.body_size, box, y, theme.TEXT)
    note = words.note
    if note is not None:
        y += line_pitch(layout.body_size) // 2
        pad = max(6, layout.body_size // 3)
        inner = box.inflate(-2 * pad, 0)
        label_lines = wrap_text(note.label, layout.body_size, inner.width)
        text_lines = wrap_text(note.text, layout.body_size, inner.width)
        pitch = line_pitch(layout.body_size)
        height = pitch * (len(label_lines) + len(text_lines)) + 2 * pad
        frame = pygame.Rect(box.left, y, box.width, min(height, box.bottom - y))
        draw_panel(surface, frame, (0, 0, 0, 90), (*note.colour, 160), border_width=2)
        top = _lines(surface, note.label, layout.body_size, inner, y + pad, note.colour)
        _lines(surface, note.text, layout.body_size, inner, top, theme.TEXT)
    for button in buttons:
        button.draw(surface)


def needed_height(layout: LessonLayout, words: PanelWords) -> int:
    """The height ``draw_lesson_panel`` takes for ``words`` (a test checks it fits)."""
    width = layout.text.width

    def height(text: str, size: int) -> int:
        return line_pitch(size) * len(wrap_text(text, size, width))

    body = layout.body_size
    total = height(words.heading, layout.heading_size) + height(words.title, layout.title_size)
    total += line_pitch(body) // 2 + height(words.instruction, body)
    if words.note is not None:
        pad = max(6, body // 3)
        inner = width - 2 * pad
        lines = len(wrap_text(words.note.label, body, inner))
        lines += len(wrap_text(words.note.text, body, inner))
        total += line_pitch(body) // 2 + line_pitch(body) * lines + 2 * pad
    return total


def _lines(
    surface: pygame.Surface, text: str, size: int, box: pygame.Rect, y: int, colour: Colour
) -> int:
    """``text`` wrapped to ``box``'s width from ``y`` down (never below its bottom); the
    next line's top."""
    pitch = line_pitch(size)
    for line in wrap_text(text, size, box.width):
        if y + pitch > box.bottom + pitch // 3:
            break
        surface.blit(render_text(line, size, colour), (box.left, y))
        y += pitch
    return y
