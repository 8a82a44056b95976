"""The statistics screen at the sizes players use: everything inside the window, no
columns or texts overlapping, headers whole (never cut), no text under 13 px at
1024×640, in every language, on both pages."""

from __future__ import annotations

import pygame
import pytest

from cassino import i18n
from cassino.ui.screens.statistics.layout import CELL_PAD, place_statistics
from cassino.ui.screens.statistics.rows import PAGES, Page, headers
from cassino.ui.screens.statistics.scene import StatisticsScene, header_lines
from cassino.ui.widgets import text_width
from cassino.userdata.statistics import HOT_SEAT, GamePlayed, Statistics

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (800, 600)]
LANGUAGES = ["en", "es", "pt", "it"]
MIN_READABLE = 13


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> str:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("total", [True, False])
@pytest.mark.parametrize("size", SIZES)
def test_everything_fits_and_nothing_overlaps(size: tuple[int, int], total: bool) -> None:
    layout = place_statistics(size, ("Back", "Reset…"), total)
    window = pygame.Rect(0, 0, *size)
    back, reset = layout.buttons
    for place in (layout.heading, layout.tabs, layout.panel, back, reset):
        assert window.contains(place)
    assert not back.colliderect(reset) and not layout.panel.colliderect(back)
    assert not layout.heading.colliderect(layout.tabs)
    assert not layout.tabs.colliderect(layout.panel)
    inner = layout.panel.inflate(-2, -2)
    for one, other in zip(layout.columns, layout.columns[1:], strict=False):
        assert one.right <= other.left and one.width > 2 * CELL_PAD
    assert layout.columns[0].left >= inner.left and layout.columns[-1].right <= inner.right
    assert layout.header.bottom <= layout.body.top
    assert layout.body.bottom <= layout.more.top or layout.fits == 1
    assert layout.more.bottom <= (layout.total.top if total else inner.bottom)
    assert layout.total.bottom <= inner.bottom
    assert layout.fits >= 5  # a page shows a useful number of rows
    assert layout.row(layout.fits - 1).bottom == layout.body.bottom


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_text_is_readable_at_the_usual_sizes(size: tuple[int, int]) -> None:
    layout = place_statistics(size, ("Back", "Reset…"), True)
    for text_size in (layout.text_size, layout.small_size, layout.tabs_size):
        assert text_size >= MIN_READABLE
    assert layout.row_height >= layout.text_size


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.usefixtures("language")
def test_every_header_is_whole_in_its_column(size: tuple[int, int], page: Page) -> None:
    layout = place_statistics(size, ("Back", "Reset…"), True)
    for index, text in enumerate(headers(page)):
        place = layout.cell(layout.header, index)
        lines = header_lines(text, layout.small_size, place.width)
        assert " ".join(lines) == text, f"{text!r} is cut in a column of {place.width} px"
        assert all(text_width(line, layout.small_size) <= place.width for line in lines)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.usefixtures("language", "user_dirs")
def test_big_numbers_fit_their_cells(size: tuple[int, int]) -> None:
    """A thousand games, streaks into the hundreds, a negative best: every number whole."""
    statistics = Statistics()
    for number in range(1200):
        game = GamePlayed(number % 7 != 0 or number > 900, 121 - number % 200, 3, 1)
        statistics = statistics.with_game(
            ("a very long rule set name indeed", "easy+hard", ""), game
        )
    statistics = statistics.with_game(("classic", HOT_SEAT, "Maximiliano Alejandro"), game)
    scene = StatisticsScene(statistics, lambda: None)
    scene.on_resize(size)
    layout = scene.layout
    assert layout is not None
    for page in PAGES:
        scene.tabs.value = page
        scene.open_page(page)
        rows = [*scene.rows, *([scene.total] if scene.total else [])]
        for row in rows:
            for index, text in enumerate(row.cells()[2:], start=2):
                width = layout.cell(layout.body, index).width
                assert text_width(text, layout.text_size) <= width, (page, text)
        scene.draw(pygame.Surface(size))
