"""The statistics screen: one row per rules and opponent with games, wins, losses and
average points, all games together, an empty state, scrolling, both languages."""

from __future__ import annotations

import pygame
import pytest
from test_menus import click_centre, press, shown

from cassino import i18n
from cassino.statistics import HOT_SEAT, Statistics, record_game
from cassino.ui.menus import StatisticsScene
from cassino.ui.menus.statistics_menu import table_rows

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def played() -> Statistics:
    """Games as the table records them, through the statistics file."""
    statistics = Statistics()
    for rules, opponent, won, points in [
        ("royal", "easy", True, 22),
        ("classic", "hard", False, 12),
        ("classic", "easy", True, 21),
        ("classic", "easy", False, 14),
        ("family", HOT_SEAT, True, 11),
        ("classic", "easy+hard", True, 25),
    ]:
        statistics, notice = record_game(rules, opponent, won, points)
        assert notice is None
    return statistics


def test_one_row_per_rules_and_opponent_in_a_sensible_order() -> None:
    rows = [row.cells() for row in table_rows(played())]
    assert rows == [
        ("Classic", "Easy", "2", "1", "1", "17.5"),
        ("Classic", "Easy + Hard", "1", "1", "0", "25.0"),
        ("Classic", "Hard", "1", "0", "1", "12.0"),
        ("Royal", "Easy", "1", "1", "0", "22.0"),
        ("family", "Hot-seat", "1", "1", "0", "11.0"),  # the player's own set, by its name
    ]


def test_all_games_together_and_in_spanish() -> None:
    statistics = played()
    scene = shown(StatisticsScene(statistics, lambda: None))
    assert (scene.total.games, scene.total.wins, scene.total.losses) == (6, 4, 2)
    assert scene.total.average_points == pytest.approx(105 / 6)
    i18n.set_language("es")
    rows = [row.cells() for row in table_rows(statistics)]
    assert rows[0] == ("Clásico", "Fácil", "2", "1", "1", "17,5")
    assert rows[-1][1] == "Entre personas"
    assert scene.headers()[1:] == (
        "Rival",
        "Partidas",
        "Victorias",
        "Derrotas",
        "Puntos de media",
    )
    scene.draw(pygame.Surface((1280, 800)))


def test_no_games_yet_is_said_not_shown_as_an_empty_table() -> None:
    scene = shown(StatisticsScene(Statistics(), lambda: None))
    assert scene.rows == [] and scene.total.games == 0
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)
    inside = surface.subsurface(scene.panel.inflate(-40, -40))
    assert pygame.transform.average_color(inside) != surface.get_at(scene.panel.center)


def test_many_rows_scroll_and_back_leaves() -> None:
    statistics = Statistics()
    for number in range(30):
        statistics = statistics.with_game(f"set{number:02}", "easy", number % 2 == 0, number)
    backs: list[str] = []
    scene = shown(StatisticsScene(statistics, lambda: backs.append("back")), (1024, 640))
    assert scene.fits < 30 and scene.shown_rows()[0].rules == "set00"
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert scene.first == 3
    press(scene, pygame.K_PAGEDOWN)
    press(scene, pygame.K_DOWN)
    assert scene.first == 9
    for _ in range(10):
        press(scene, pygame.K_PAGEDOWN)
    assert scene.first == 30 - scene.fits and scene.shown_rows()[-1].rules == "set29"
    scene.draw(pygame.Surface((1024, 640)))
    press(scene, pygame.K_ESCAPE)
    click_centre(scene, scene.back_button)
    assert backs == ["back", "back"]


@pytest.mark.parametrize("size", SIZES)
def test_the_table_fits_the_window(size: tuple[int, int]) -> None:
    scene = shown(StatisticsScene(played(), lambda: None), size)
    window = pygame.Rect(0, 0, *size)
    assert window.contains(scene.panel) and window.contains(scene.back_button.rect)
    assert not scene.panel.colliderect(scene.back_button.rect)
    assert scene.columns[-1].right <= scene.panel.right
    body = scene.places["body"]
    assert body.top + scene.fits * scene.row_height <= scene.places["total"].top
    scene.draw(pygame.Surface(size))


def test_opponents_are_listed_weakest_first_as_the_seat_menus_list_them() -> None:
    for opponent in ["hot-seat", "expert", "medium+hard", "hard", "easy", "medium"]:
        assert record_game("classic", opponent, True, 21)[1] is None
    statistics, _ = record_game("classic", "medium", False, 9)
    opponents = [row.cells()[1] for row in table_rows(statistics)]
    assert opponents == ["Easy", "Medium", "Medium + Hard", "Hard", "Expert", "Hot-seat"]
