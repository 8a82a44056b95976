"""The menu screens, driven through their own widgets with synthetic events: what a
player chooses is what the game gets, and every screen fits every window."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from scene_events import WINDOW_SIZES, assert_laid_out, click_centre, press, shown

from cassino import i18n
from cassino.engine.scoring import CATEGORIES
from cassino.game.seats import Seat
from cassino.game.session import GameConfig, GameSession
from cassino.ui.assets import CardImages
from cassino.ui.screens.game_over.scene import GameOverScene
from cassino.ui.screens.game_over.scores import round_rows
from cassino.ui.screens.round_summary.scene import RoundSummaryScene
from cassino.ui.screens.title.scene import TitleScene
from cassino.ui.widgets import text_width
from cassino.userdata import presets

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def finished_round(preset: str, names: list[str], seed: int = 3, **options: Any) -> GameSession:
    """A session whose first round is played out, every seat taking its first legal move."""
    rules = presets.load(preset)
    if options:
        rules = rules.with_options(**options)
    session = GameSession(rules, [Seat(name) for name in names], seed)
    while session.awaiting not in ("round_end", "game_over"):
        session.play(session.state.legal_moves()[0])
    return session


def finished_game(preset: str, names: list[str], seed: int = 5, **options: Any) -> GameSession:
    session = finished_round(preset, names, seed, **options)
    while session.outcome is None:
        session.next_round()
        while session.awaiting == "human":
            session.play(session.state.legal_moves()[0])
    return session


# --- title ------------------------------------------------------------------------------


def test_title_new_game_by_click_or_enter_and_quit_by_keyboard(images: CardImages) -> None:
    calls: list[str] = []
    title = shown(
        TitleScene(lambda: calls.append("new"), lambda: calls.append("quit"), images=images)
    )
    click_centre(title, title.new_game_button)
    press(title, pygame.K_RETURN)
    press(title, pygame.K_TAB)
    press(title, pygame.K_RETURN)
    assert calls == ["new", "new", "quit"]


def test_title_offers_resume_first_and_the_other_screens_when_given(
    images: CardImages,
) -> None:
    calls: list[str] = []
    title = shown(
        TitleScene(
            lambda: calls.append("new"),
            lambda: calls.append("quit"),
            images=images,
            on_resume=lambda: calls.append("resume"),
            on_settings=lambda: calls.append("settings"),
            on_preferences=lambda: calls.append("preferences"),
            on_statistics=lambda: calls.append("statistics"),
        )
    )
    assert [button.text for button in title.buttons] == [
        "Resume the game in progress",
        "New game",
        "House rules",
        "Preferences",
        "Statistics",
        "Quit",
    ]
    assert title.buttons[0].primary and not title.new_game_button.primary
    press(title, pygame.K_RETURN)  # Enter: the first button, resume
    for button in title.buttons[1:]:
        click_centre(title, button)
    assert calls == ["resume", "new", "settings", "preferences", "statistics", "quit"]


def test_title_speaks_the_language_it_is_shown_in(images: CardImages) -> None:
    title = shown(TitleScene(lambda: None, lambda: None, images=images, on_settings=lambda: None))
    i18n.set_language("es")
    title.on_resume()  # back on top after the preferences changed the language
    assert [button.text for button in title.buttons] == [
        "Nueva partida",
        "Reglas de la casa",
        "Salir",
    ]


# --- round summary ----------------------------------------------------------------------


def test_round_summary_shows_the_rounds_numbers(images: CardImages) -> None:
    session = finished_round("classic", ["Ana", "Bo", "Cy", "Di"], players=4)
    result = session.round_result
    assert result is not None
    calls: list[str] = []
    scene = shown(RoundSummaryScene(session, lambda: calls.append("go")))
    assert scene.transparent and scene.modal
    assert scene.names == ["Ana & Cy", "Bo & Di"]
    rows = {row.label: row.values for row in scene.rows}
    sides = result.score.sides
    assert rows["Cards taken"] == tuple(side.cards for side in sides)
    assert rows["Spades taken"] == tuple(side.spades for side in sides)
    assert sum(rows["Cards taken"]) == 52
    assert rows["Most cards"] == tuple(side.of("cards") for side in sides)
    assert rows["Big Cassino 10♦"] == tuple(side.of("big_cassino") for side in sides)
    assert rows["Aces"] == tuple(side.of("aces") for side in sides) and sum(rows["Aces"]) == 4
    assert rows["This round"] == result.score.totals()
    assert rows["Game total"] == result.side_totals
    for label in ("Each spade", "Sette bello 7♦", "All-eleven bonus", "Penalties"):
        assert label not in rows  # classic does not score them
    assert press(scene, pygame.K_a)  # nothing reaches the table beneath
    press(scene, pygame.K_RETURN)
    click_centre(scene, scene.continue_button)
    assert calls == ["go", "go"]


def test_round_summary_lists_the_presets_categories() -> None:
    def labels(preset: str) -> list[str]:
        session = finished_round(preset, ["Ana", "Bo"])
        assert session.round_result is not None
        return [row.label for row in round_rows(session.rules, session.round_result)]

    spade = labels("spade")
    assert "Each spade" in spade and "Sette bello 7♦" not in spade
    assert "Sweeps" in spade and "Sweeps" not in labels("royal")  # royal has no sweeps
    italian = labels("italian")
    assert "Sette bello 7♦" in italian and "Big Cassino 10♦" not in italian  # no tens
    assert "Penalties" in labels("michigan")
    tablanette = labels("tablanette")  # its point cards: no spades, no 2♠, the 2♣
    assert "Tens and court cards" in tablanette and "Two of clubs 2♣" in tablanette
    assert "Most spades" not in tablanette and "Little Cassino 2♠" not in tablanette
    assert "Spades taken" not in tablanette and "Spades taken" in labels("classic")
    assert len(labels("classic")) == 2 + 6 + 2 < 2 + len(CATEGORIES) + 2


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_round_summary_fits_six_players(size: tuple[int, int]) -> None:
    names = ["Alexandra", "Bartholomew", "Computer 2", "Dee", "Emmanuelle", "Fi"]
    session = finished_round(
        "michigan", names, players_allowed=[2, 3, 4, 6], players=6, partnerships=False
    )
    scene = shown(RoundSummaryScene(session, lambda: None), size)
    window = pygame.Rect(0, 0, *size)
    assert window.contains(scene.panel)
    assert scene.panel.contains(scene.continue_button.rect)
    assert all(scene.panel.contains(place) for place in scene.row_places)
    assert scene.row_places[-1].bottom <= scene.continue_button.rect.top
    scene.draw(pygame.Surface(size))


# --- game over --------------------------------------------------------------------------


def test_game_over_names_the_winner_and_plays_again(images: CardImages) -> None:
    session = finished_game("classic", ["You", "Robot"])
    assert session.outcome is not None and session.round_result is not None
    configs: list[GameConfig] = []
    calls: list[str] = []
    scene = shown(
        GameOverScene(
            session, configs.append, lambda: calls.append("title"), images=images, seed=77
        )
    )
    winner = session.name(session.outcome.winner)
    assert scene.headline == ("You win!" if winner == "You" else f"{winner} wins!")
    totals = session.round_result.side_totals
    assert [total for _, total, _ in scene.standings] == sorted(totals, reverse=True)
    assert scene.reason[0].isupper() and scene.reason.endswith(".")
    press(scene, pygame.K_RETURN)
    click_centre(scene, scene.play_again_button)
    assert [config.seed for config in configs] == [77, 77]
    assert configs[0].rules == session.rules and configs[0].seats == tuple(session.seats)
    click_centre(scene, scene.title_button)
    press(scene, pygame.K_ESCAPE)
    assert calls == ["title", "title"]


def test_the_cards_tumble_in_and_come_to_rest(images: CardImages) -> None:
    session = finished_game("classic", ["Ana", "Bo"])
    scene = shown(GameOverScene(session, lambda _: None, lambda: None, images=images), (1280, 800))
    assert all(card.down < 0 for card in scene.cards)  # above the window at first
    for _ in range(120):
        scene.update(1 / 30)
    assert scene.tweens.done
    window = pygame.Rect(0, 0, 1280, 800)
    for card in scene.cards:
        x, y = scene._card_centre(card)
        assert window.collidepoint(x, y) and not scene.column.collidepoint(x, y)
    scene.draw(pygame.Surface((1280, 800)))


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_game_over_and_title_fit_every_window(images: CardImages, size: tuple[int, int]) -> None:
    session = finished_game("classic", ["Alexandra", "Bo", "Bartholomew", "Di"], players=4)
    over = shown(GameOverScene(session, lambda _: None, lambda: None, images=images), size)
    assert_laid_out(over.focus.widgets, size)
    assert over.score_panel.bottom < over.play_again_button.rect.top
    over.draw(pygame.Surface(size))
    title = shown(TitleScene(lambda: None, lambda: None, images=images), size)
    assert_laid_out(title.focus.widgets, size)
    title.draw(pygame.Surface(size))
    i18n.set_language("es")  # the longest words, the most buttons
    every = shown(
        TitleScene(
            lambda: None,
            lambda: None,
            images=images,
            on_resume=lambda: None,
            on_settings=lambda: None,
            on_preferences=lambda: None,
            on_statistics=lambda: None,
        ),
        size,
    )
    assert_laid_out(every.focus.widgets, size)
    size_of = round(every.buttons[0].rect.height * 0.56)
    assert text_width(every.buttons[0].text, size_of) < every.buttons[0].rect.width
    assert every.fan[0][1][1] - every.card_width * 0.7 > 0  # the fan is not cut at the top
    every.draw(pygame.Surface(size))
