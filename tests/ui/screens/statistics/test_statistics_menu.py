"""The statistics screen: a page against the computer (a row per rules and opponent, all
games together) and a hot-seat page (a row per player), win rate and streaks in words,
an empty state, scrolling, a reset that asks first, both languages."""

from __future__ import annotations

import pygame
import pytest
from scene_events import click, click_centre, press, shown

from cassino import i18n
from cassino.ui.screens.statistics.rows import headers, table_rows, total_row
from cassino.ui.screens.statistics.scene import StatisticsScene
from cassino.userdata.statistics import (
    HOT_SEAT,
    GamePlayed,
    Statistics,
    load_statistics,
    record_game,
)

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def played() -> Statistics:
    """Games as the table records them, through the statistics file."""
    statistics = Statistics()
    for rules, opponent, player, game in [
        ("royal", "easy", "", GamePlayed(True, 22, sweeps=1)),
        ("classic", "hard", "", GamePlayed(False, 12)),
        ("classic", "easy", "", GamePlayed(True, 21, big_cassinos=1)),
        ("classic", "easy", "", GamePlayed(False, 14, sweeps=2)),
        ("classic", "easy", "", GamePlayed(True, 19)),
        ("family", HOT_SEAT, "Bruno", GamePlayed(True, 11, big_cassinos=1)),
        ("classic", HOT_SEAT, "ana", GamePlayed(False, 8)),
        ("classic", "easy+hard", "", GamePlayed(True, 25)),
    ]:
        statistics, notice = record_game(rules, opponent, game, player)
        assert notice is None
    return statistics


def test_one_row_per_rules_and_opponent_in_a_sensible_order() -> None:
    rows = [row.cells() for row in table_rows(played())]
    assert rows == [
        ("Classic", "Easy", "3", "2", "67%", "1", "1", "21", "18.0", "2", "1"),
        ("Classic", "Easy + Hard", "1", "1", "100%", "1", "1", "25", "25.0", "0", "0"),
        ("Classic", "Hard", "1", "0", "0%", "0", "0", "12", "12.0", "0", "0"),
        ("Royal", "Easy", "1", "1", "100%", "1", "1", "22", "22.0", "1", "0"),
    ]


def test_hot_seat_lists_the_players_by_name() -> None:
    rows = [row.cells() for row in table_rows(played(), "hot-seat")]
    assert rows == [
        ("ana", "Classic", "1", "0", "0%", "0", "0", "8", "8.0", "0", "0"),
        ("Bruno", "family", "1", "1", "100%", "1", "1", "11", "11.0", "0", "1"),
    ]
    assert total_row(played(), "hot-seat") is None  # each game is in two records


def test_all_games_together_and_in_spanish() -> None:
    statistics = played()
    total = total_row(statistics, "computer")
    assert total is not None
    assert total.cells() == ("All games", "", "6", "4", "67%", "", "1", "25", "18.8", "3", "1")
    i18n.set_language("es")
    rows = [row.cells() for row in table_rows(statistics)]
    assert rows[0][:4] == ("Clásico", "Fácil", "3", "2") and rows[0][8] == "18,0"
    assert headers("computer")[1] == "Rival" and headers("hot-seat")[0] == "Jugador"
    scene = shown(StatisticsScene(statistics, lambda: None))
    scene.draw(pygame.Surface((1280, 800)))


def test_a_format_1_hot_seat_record_shows_without_a_name() -> None:
    statistics = Statistics().with_game(("classic", HOT_SEAT, ""), GamePlayed(True, 21))
    statistics = statistics.with_game(("classic", HOT_SEAT, "Zoë"), GamePlayed(True, 21))
    assert [row.first for row in table_rows(statistics, "hot-seat")] == ["Zoë", "Unnamed"]


def test_the_hot_seat_tab_opens_its_page() -> None:
    scene = shown(StatisticsScene(played(), lambda: None))
    assert scene.page == "computer" and len(scene.rows) == 4 and scene.total is not None
    second = scene.tabs.tab_rects()[1]
    click(scene, second.center)
    assert scene.page == "hot-seat" and [row.first for row in scene.rows] == ["ana", "Bruno"]
    assert scene.total is None and scene.layout is not None and scene.layout.total.height == 0
    scene.draw(pygame.Surface((1280, 800)))


def test_only_hot_seat_games_open_on_their_page() -> None:
    statistics = Statistics().with_game(("classic", HOT_SEAT, "Ana"), GamePlayed(True, 21))
    assert shown(StatisticsScene(statistics, lambda: None)).page == "hot-seat"


def test_no_games_yet_is_said_not_shown_as_an_empty_table() -> None:
    scene = shown(StatisticsScene(Statistics(), lambda: None))
    assert scene.rows == [] and not scene.reset_button.enabled
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)
    assert scene.layout is not None
    inside = surface.subsurface(scene.layout.panel.inflate(-40, -40))
    assert pygame.transform.average_color(inside) != surface.get_at(scene.layout.panel.center)


def test_many_rows_scroll_and_back_leaves() -> None:
    statistics = Statistics()
    for number in range(30):
        game = GamePlayed(number % 2 == 0, number)
        statistics = statistics.with_game((f"set{number:02}", "easy", ""), game)
    backs: list[str] = []
    scene = shown(StatisticsScene(statistics, lambda: backs.append("back")), (1024, 640))
    assert scene.fits < 30 and scene.shown_rows()[0].first == "set00"
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert scene.first == 3
    press(scene, pygame.K_PAGEDOWN)
    press(scene, pygame.K_DOWN)
    assert scene.first == 9
    for _ in range(10):
        press(scene, pygame.K_PAGEDOWN)
    assert scene.first == 30 - scene.fits and scene.shown_rows()[-1].first == "set29"
    scene.draw(pygame.Surface((1024, 640)))
    press(scene, pygame.K_ESCAPE)
    click_centre(scene, scene.back_button)
    assert backs == ["back", "back"]


def test_opponents_are_listed_weakest_first_as_the_seat_menus_list_them() -> None:
    for opponent in ["expert", "medium+hard", "hard", "easy", "medium"]:
        assert record_game("classic", opponent, GamePlayed(True, 21))[1] is None
    statistics, _ = record_game("classic", "medium", GamePlayed(False, 9))
    opponents = [row.second for row in table_rows(statistics)]
    assert opponents == ["Easy", "Medium", "Medium + Hard", "Hard", "Expert"]


# Reset ------------------------------------------------------------------------------------


def test_reset_asks_first_and_cancel_keeps_everything() -> None:
    statistics = played()
    scene = shown(StatisticsScene(statistics, lambda: None))
    click_centre(scene, scene.reset_button)
    dialog = scene.dialog
    assert dialog is not None and dialog.title == "Reset the statistics?"
    press(scene, pygame.K_RETURN)  # Enter presses the focused Cancel, not Reset
    assert scene.dialog is None
    click_centre(scene, scene.reset_button)
    press(scene, pygame.K_ESCAPE)
    assert scene.dialog is None
    click_centre(scene, scene.reset_button)
    assert scene.dialog is not None
    click_centre(scene, scene.dialog.buttons[0])  # Cancel
    assert scene.dialog is None and len(scene.rows) == 4
    assert load_statistics() == (statistics, None)


def test_reset_confirmed_clears_the_file_and_the_screen() -> None:
    scene = shown(StatisticsScene(played(), lambda: None))
    click_centre(scene, scene.reset_button)
    assert scene.dialog is not None
    scene.draw(pygame.Surface((1280, 800)))
    click_centre(scene, scene.dialog.buttons[-1])  # Reset
    assert scene.dialog is None and scene.rows == [] and scene.statistics == Statistics()
    assert not scene.reset_button.enabled
    assert load_statistics() == (Statistics(), None)
    scene.draw(pygame.Surface((1280, 800)))


def test_a_reset_that_fails_says_why_and_keeps_the_records() -> None:
    from cassino.userdata.storage import Notice

    failed = Notice.of("Could not save {file}: {reason}", file="statistics.json", reason="full")
    statistics = played()
    scene = shown(StatisticsScene(statistics, lambda: None, reset=lambda: failed))
    click_centre(scene, scene.reset_button)
    assert scene.dialog is not None
    click_centre(scene, scene.dialog.buttons[-1])
    assert scene.dialog is not None and scene.dialog.error == str(failed)
    assert scene.statistics == statistics and len(scene.rows) == 4


def test_the_largest_counts_a_file_may_hold_are_shown() -> None:
    # Issue 56: a count no game could make crashed this screen (OverflowError); the file's
    # bounds refuse those now, and the largest the bounds allow still draw.
    from cassino.userdata.statistics import MAX_GAMES, MAX_POINTS, Record

    record = Record(MAX_GAMES, MAX_GAMES, MAX_POINTS, MAX_GAMES, MAX_GAMES, 99, MAX_GAMES, 1)
    statistics = Statistics({("classic", "easy", ""): record})
    shown(StatisticsScene(statistics, lambda: None))  # laid out and drawn
    assert table_rows(statistics)[0].cells()[2:5] == ("10000000", "10000000", "100%")
