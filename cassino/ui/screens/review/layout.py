"""Where the review screen goes for a window size, and what each of its texts' lines are.

While the Expert rates: a heading, what it does, the round it is on, a bar, Cancel.
Then: the heading, the headline (up to three lines), the honest word when there is one,
how to open an example, two panels side by side — the habits to work on, then the
strengths — each finding's title, how often it came up and its examples as buttons of up
to three lines, and Back.

When everything does not fit the window, each finding shows fewer examples (one at
least), and their lines fewer, before anything is cut. Pure geometry of the size and the
words (measured in the theme's font), so the scene's clicks and drawing share it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygame import Rect

from cassino.ui import theme
from cassino.ui.scene import Size
from cassino.ui.screens.common.backdrop import page_measures
from cassino.ui.widgets import line_pitch, lines_height, text_width, wrap_text

# The fits tried in turn, the first that fits the window is used: (examples shown of each
# finding, lines an example may take).
FITS = ((2, 3), (2, 2), (1, 3), (1, 2), (1, 1))


@dataclass(frozen=True)
class FindingText:
    title: str
    detail: str
    examples: tuple[str, ...]


@dataclass(frozen=True)
class ColumnText:
    heading: str
    findings: tuple[FindingText, ...]
    empty: str  # what the column says when it has no finding


@dataclass(frozen=True)
class ReviewText:
    heading: str
    headline: str
    verdict: str | None
    hint: str | None  # how to open an example, when there is one
    columns: tuple[ColumnText, ColumnText]  # the habits, then the strengths
    back: str


@dataclass(frozen=True)
class Lines:
    """A text wrapped into ``rect``: its lines, from the top, at ``size``."""

    rect: Rect
    lines: tuple[str, ...]
    size: int


@dataclass(frozen=True)
class PlacedFinding:
    title: Lines
    detail: Lines
    buttons: tuple[Rect, ...]  # one per example shown
    examples: tuple[Lines, ...]  # each example's words, inside its button


@dataclass(frozen=True)
class PlacedColumn:
    panel: Rect
    heading: Lines
    findings: tuple[PlacedFinding, ...]
    empty: Lines | None


@dataclass(frozen=True)
class ReviewLayout:
    heading: Lines
    headline: Lines
    verdict: Lines | None
    hint: Lines | None
    columns: tuple[PlacedColumn, PlacedColumn]
    back: Rect
    back_size: int
    radius: int
    examples_shown: int  # of each finding


@dataclass(frozen=True)
class ProgressLayout:
    heading: Lines
    explained: Rect  # what the Expert does, and how long it takes
    message: Rect
    message_size: int
    bar: Rect
    cancel: Rect
    cancel_size: int


@dataclass(frozen=True)
class _Sizes:
    heading: int
    body: int
    title: int
    small: int


def _sizes(size: Size) -> _Sizes:
    u = page_measures(size).unit

    def readable(share: float) -> int:
        return max(theme.READABLE_SIZE, round(u * share))

    return _Sizes(
        heading=readable(0.062), body=readable(0.036), title=readable(0.04), small=readable(0.031)
    )


def _lines(text: str, size: int, left: int, top: int, width: int, most: int) -> Lines:
    lines = tuple(wrap_text(text, size, width, most))
    return Lines(Rect(left, top, width, lines_height(size, len(lines))), lines, size)


def place_progress(size: Size, heading: str, cancel: str) -> ProgressLayout:
    page = page_measures(size)
    sizes = _sizes(size)
    width = min(page.content, round(page.unit * 1.0))
    left = (size[0] - width) // 2
    heading_lines = _lines(heading, sizes.heading, left, 0, width, 2)
    message_height = theme.font(sizes.body).get_height()
    bar_height = max(8, round(page.unit * 0.018))
    control = page.control
    total = heading_lines.rect.height + 2 * message_height + bar_height + control + 4 * page.gap
    top = max(page.margin, (size[1] - total) // 2)
    heading_lines = _lines(heading, sizes.heading, left, top, width, 2)
    explained = Rect(left, heading_lines.rect.bottom + page.gap, width, message_height)
    message = Rect(left, explained.bottom + page.gap, width, message_height)
    bar = Rect(left, message.bottom + page.gap, width, bar_height)
    cancel_size = round(control * 0.56)
    cancel_width = max(round(control * 3.6), text_width(cancel, cancel_size) + control)
    button = Rect(0, bar.bottom + page.gap, cancel_width, control)
    button.centerx = bar.centerx
    return ProgressLayout(heading_lines, explained, message, sizes.body, bar, button, cancel_size)


def place_review(size: Size, text: ReviewText) -> ReviewLayout:
    page = page_measures(size)
    sizes = _sizes(size)
    left, content, gap, pad = page.left, page.content, page.gap, page.pad
    heading = _lines(text.heading, sizes.heading, left, page.margin, content, 1)
    headline = _lines(text.headline, sizes.body, left, heading.rect.bottom + gap, content, 3)
    top = headline.rect.bottom + gap
    verdict = hint = None
    if text.verdict:
        verdict = _lines(text.verdict, sizes.small, left, top, content, 2)
        top = verdict.rect.bottom + gap
    if text.hint:
        hint = _lines(text.hint, sizes.small, left, top, content, 1)
        top = hint.rect.bottom + gap
    back_size = round(page.control * 0.56)
    back_width = max(round(page.control * 3.6), text_width(text.back, back_size) + page.control)
    back = Rect(left, size[1] - page.margin - page.control, back_width, page.control)
    area = Rect(left, top, content, back.top - gap - top)
    width = (content - gap) // 2
    panels = (
        Rect(left, top, width, area.height),
        Rect(area.right - width, top, width, area.height),
    )
    columns: tuple[PlacedColumn, PlacedColumn] | None = None
    shown, reach = 1, top
    for shown, most_lines in FITS:
        placed = tuple(
            _column(column, panel, sizes, pad, shown, most_lines)
            for column, panel in zip(text.columns, panels, strict=True)
        )
        columns = (placed[0][0], placed[1][0])
        reach = max(bottom for _, bottom in placed)
        if reach <= area.bottom - pad:
            break
    if columns is None:
        raise ValueError("FITS is empty")
    # The panels end below the longer column's contents, not at Back.
    height = min(area.height, reach + pad - top)
    columns = (
        replace(columns[0], panel=Rect(panels[0].left, top, width, height)),
        replace(columns[1], panel=Rect(panels[1].left, top, width, height)),
    )
    return ReviewLayout(
        heading=heading,
        headline=headline,
        verdict=verdict,
        hint=hint,
        columns=columns,
        back=back,
        back_size=back_size,
        radius=round(page.unit * 0.02),
        examples_shown=shown,
    )


def _column(
    text: ColumnText, panel: Rect, sizes: _Sizes, pad: int, shown: int, most_lines: int
) -> tuple[PlacedColumn, int]:
    """The column in ``panel`` and the bottom its contents reach."""
    inner = panel.inflate(-2 * pad, -2 * pad)
    small_gap = max(6, pad // 2)
    heading = _lines(text.heading, sizes.title, inner.left, inner.top, inner.width, 1)
    y = heading.rect.bottom + pad // 2
    if not text.findings:
        empty = _lines(text.empty, sizes.small, inner.left, y, inner.width, 3)
        return PlacedColumn(panel, heading, (), empty), empty.rect.bottom
    findings: list[PlacedFinding] = []
    button_pad = max(6, line_pitch(sizes.small) // 3)
    for finding in text.findings:
        title = _lines(finding.title, sizes.body, inner.left, y, inner.width, 2)
        below = title.rect.bottom + 2
        detail = _lines(finding.detail, sizes.small, inner.left, below, inner.width, 1)
        y = detail.rect.bottom + small_gap
        buttons: list[Rect] = []
        examples: list[Lines] = []
        for words in finding.examples[:shown]:
            room, inside = inner.width - 2 * button_pad, inner.left + button_pad
            lines = _lines(words, sizes.small, inside, y + button_pad, room, most_lines)
            button = Rect(inner.left, y, inner.width, lines.rect.height + 2 * button_pad)
            buttons.append(button)
            examples.append(lines)
            y = button.bottom + small_gap
        findings.append(PlacedFinding(title, detail, tuple(buttons), tuple(examples)))
        y += pad // 2
    return PlacedColumn(panel, heading, tuple(findings), None), y - pad // 2 - small_gap
