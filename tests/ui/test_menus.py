"""The menu screens, driven through their own widgets with synthetic events: what a
player chooses is what the game gets, and every screen fits every window."""

from __future__ import annotations

import itertools
from typing import Any, TypeVar

import pygame
import pytest

from cassino import i18n, presets
from cassino.ai.levels import LEVEL_NAMES
from cassino.engine.errors import RulesError
from cassino.engine.scoring import CATEGORIES
from cassino.game.seats import Seat
from cassino.game.session import GameConfig, GameSession
from cassino.preferences import Preferences
from cassino.ui.assets import CardImages
from cassino.ui.menus import GameOverScene, NewGameScene, RoundSummaryScene, TitleScene
from cassino.ui.menus.scores import round_rows
from cassino.ui.menus.seats import PERSON
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.scene import Scene, SceneStack
from cassino.ui.widgets import Choice, Widget, text_width

S = TypeVar("S", bound=Scene)
T = TypeVar("T")
SIZES = [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440)]


@pytest.fixture(scope="module")
def images() -> CardImages:
    return CardImages()


pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def click(scene: Scene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(scene: Scene, key: int, mod: int = 0, unicode: str = "") -> bool:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode)
    return scene.handle_event(event)


def typed(scene: Scene, text: str) -> bool:
    return scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def shown(scene: S, size: tuple[int, int] = (1280, 800)) -> S:
    """``scene`` on a stack of its own, as the app would show it."""
    SceneStack(size).push(scene)
    return scene


def click_centre(scene: Scene, widget: Widget) -> None:
    assert widget.visible and widget.enabled, f"{widget} cannot be clicked"
    click(scene, widget.rect.center)


def choose(scene: Scene, choice: Choice[T], value: T) -> None:
    """Click ``choice``'s right arrow until it shows ``value``."""
    for _ in range(len(choice.options)):
        if choice.value == value:
            return
        click(scene, (choice.rect.right - 5, choice.rect.centery))
    assert choice.value == value


def set_name(scene: Scene, field: Widget, name: str) -> None:
    click_centre(scene, field)
    press(scene, pygame.K_BACKSPACE, mod=pygame.KMOD_LCTRL)
    typed(scene, name)


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


def visible_rects(widgets: list[Widget]) -> list[pygame.Rect]:
    return [widget.rect for widget in widgets if widget.visible]


def assert_laid_out(widgets: list[Widget], size: tuple[int, int]) -> None:
    window = pygame.Rect(0, 0, *size)
    rects = visible_rects(widgets)
    for rect in rects:
        assert window.contains(rect), f"{rect} leaves the {size} window"
        assert rect.height >= 30, f"{rect} is too small to click at {size}"
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), f"{a} overlaps {b} at {size}"


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


# --- new game ---------------------------------------------------------------------------


def test_the_preferences_give_the_rules_names_and_seats(images: CardImages) -> None:
    presets.save_rule_set("family", "classic", {"target": 11, "players": 3})
    preferences = Preferences(
        player_names=("Ana", " ", "Bea"),
        seats=("human", LEVEL_NAMES[-1], "human"),
        rules="family",
    )
    configs: list[GameConfig] = []
    scene = shown(
        NewGameScene(images, configs.append, lambda: None, preferences=PreferenceStore(preferences))
    )
    assert scene.preset_choice.options[-1] == "family"
    assert scene.preset_choice.value == "family"
    assert scene.description.text == "Your own rule set, on the preset Classic."
    assert scene.players == 3 and scene.target_stepper.value == 11
    scene.start()
    (config,) = configs
    assert config.seats == (
        Seat("Ana"),
        Seat("Computer 1", "computer", LEVEL_NAMES[-1]),
        Seat("Bea"),
    )
    assert config.rules.preset == "family" and config.rules.target == 11


def test_a_rule_set_that_is_gone_falls_back_to_classic(images: CardImages) -> None:
    scene = shown(
        NewGameScene(
            images,
            lambda _: None,
            lambda: None,
            preferences=PreferenceStore(Preferences(rules="gone")),
        )
    )
    assert scene.preset_choice.value == "classic" and scene.error is None


def test_the_new_game_form_in_spanish(images: CardImages) -> None:
    i18n.set_language("es")
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    assert scene.rows[0].name == "Tú" and scene.rows[1].name == "Máquina 1"
    assert scene.players_choice.label() == "2 jugadores"
    assert scene.rules_title("five_players") == "Cinco jugadores"
    assert scene.description.text.startswith("El juego clásico")
    set_name(scene, scene.rows[1].name_field, "")
    scene.start()
    assert scene.error == "El asiento 2 necesita un nombre."
    scene.draw(pygame.Surface((1024, 640)))


def test_royal_for_four_in_partnerships_with_one_computer(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None, seed=1234))
    choose(scene, scene.preset_choice, "royal")
    assert "Royal Cassino" in scene.description.text
    assert not scene.partnerships_toggle.visible  # 2 players: no partners
    choose(scene, scene.players_choice, 4)
    assert scene.partnerships_toggle.visible and scene.partnerships_toggle.value
    set_name(scene, scene.rows[0].name_field, "Ana")
    for row in scene.rows[1:3]:
        choose(scene, row.kind_choice, PERSON)
    assert [row.name for row in scene.rows[:4]] == ["Ana", "Player 2", "Player 3", "Computer 3"]
    set_name(scene, scene.rows[2].name_field, "Bea")
    choose(scene, scene.rows[3].kind_choice, LEVEL_NAMES[-1])
    assert [text for _, text in scene.team_lines] == ["Ana & Bea", "Player 2 & Computer 3"]
    click_centre(scene, scene.start_button)

    (config,) = configs
    assert config.seed == 1234
    assert config.rules.preset == "royal" and config.rules.court_values
    assert config.rules.players == 4 and config.rules.partnerships
    assert config.rules.side_of == (0, 1, 0, 1)
    assert config.seats == (
        Seat("Ana"),
        Seat("Player 2"),
        Seat("Bea"),
        Seat("Computer 3", "computer", LEVEL_NAMES[-1]),
    )
    config.session().close()  # the engine accepts it


def test_defaults_start_a_two_player_game_against_the_computer(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None))
    press(scene, pygame.K_RETURN)  # Enter starts
    (config,) = configs
    assert config.rules.preset == "classic" and config.rules.players == 2
    assert config.seats == (Seat("You"), Seat("Computer 1", "computer", LEVEL_NAMES[0]))
    assert 0 <= config.seed < 2**31


def test_the_seat_choice_offers_exactly_the_computer_levels(images: CardImages) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    kind = scene.rows[1].kind_choice
    assert kind.options == [PERSON, *LEVEL_NAMES]
    assert [kind.format(option) for option in kind.options][:2] == [
        "Person",
        f"Computer — {LEVEL_NAMES[0].capitalize()}",
    ]


@pytest.mark.parametrize("preset", ["classic", "portuguese", "five_players", "california"])
def test_only_the_counts_the_preset_allows(images: CardImages, preset: str) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    choose(scene, scene.preset_choice, preset)
    rules = presets.load(preset)
    assert scene.players_choice.options == list(rules.players_allowed)
    assert scene.players_choice.value == rules.players
    assert sum(row.visible for row in scene.rows) == rules.players


def test_target_follows_the_stepper_and_hides_for_two_deals_each(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None, seed=1))
    stepper = scene.target_stepper
    assert stepper.value == 21
    for _ in range(4):
        click(scene, (stepper.rect.right - 5, stepper.rect.centery))
    scene.start()
    assert configs[-1].rules.target == 25
    choose(scene, scene.preset_choice, "california")
    assert not stepper.visible and scene.target_note.visible
    scene.start()
    assert configs[-1].rules.match == "two_deals_each"


def test_partners_only_when_asked(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None, seed=1))
    choose(scene, scene.players_choice, 4)
    click_centre(scene, scene.partnerships_toggle)
    assert scene.team_lines == [(None, "Everyone plays for themselves.")]
    scene.start()
    assert configs[-1].rules.side_of == (0, 1, 2, 3)
    choose(scene, scene.players_choice, 3)
    assert not scene.partnerships_toggle.visible and scene.team_lines == []


def test_names_must_be_given_and_differ(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None))
    set_name(scene, scene.rows[1].name_field, "  ")
    click_centre(scene, scene.start_button)
    assert scene.error == "Seat 2 needs a name."
    set_name(scene, scene.rows[1].name_field, "you")
    click_centre(scene, scene.start_button)
    assert scene.error is not None and "both called 'you'" in scene.error
    set_name(scene, scene.rows[1].name_field, "Robot")
    click_centre(scene, scene.start_button)
    assert scene.error is None and configs[0].seats[1].name == "Robot"


def test_a_rules_error_is_a_line_on_the_screen_not_a_crash(
    images: CardImages, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_load = presets.load

    def load(name: str) -> object:
        if name == "draw":
            raise RulesError("draw.yaml: option 'hand_size' cannot be 0")
        return real_load(name)

    monkeypatch.setattr(presets, "load", load)
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None))
    choose(scene, scene.preset_choice, "draw")
    assert scene.error == "draw.yaml: option 'hand_size' cannot be 0"
    assert not scene.start_button.enabled
    press(scene, pygame.K_RETURN)
    scene.draw(pygame.Surface((1280, 800)))
    assert configs == []
    choose(scene, scene.preset_choice, "five_players")  # a good preset clears it
    assert scene.error is None and scene.start_button.enabled


def test_tab_order_follows_the_form(images: CardImages) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    choose(scene, scene.players_choice, 4)
    scene.focus.focus(None)
    seats: list[Widget] = []
    for row in scene.rows[:4]:
        seats += [row.name_field, row.kind_choice]
    expected = [
        scene.preset_choice,
        scene.players_choice,
        scene.target_stepper,
        scene.partnerships_toggle,
        *seats,
        scene.back_button,
        scene.start_button,
    ]
    order = []
    for _ in expected:
        press(scene, pygame.K_TAB)
        order.append(scene.focus.focused)
    assert order == expected
    press(scene, pygame.K_TAB)
    assert scene.focus.focused is scene.preset_choice  # round again


def test_escape_goes_back_and_typing_in_a_name_is_not_a_shortcut(images: CardImages) -> None:
    calls: list[str] = []
    scene = shown(
        NewGameScene(images, lambda _: calls.append("start"), lambda: calls.append("back"))
    )
    click_centre(scene, scene.rows[0].name_field)
    press(scene, pygame.K_SPACE, unicode=" ")
    typed(scene, " Ana")
    assert scene.rows[0].name_field.text == "You Ana"
    press(scene, pygame.K_RETURN)  # in a text field: on to the next control
    assert calls == [] and scene.focus.focused is scene.rows[0].kind_choice
    press(scene, pygame.K_ESCAPE)
    assert calls == ["back"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_form_fits_every_window(
    images: CardImages, size: tuple[int, int], players: int
) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None), size)
    choose(scene, scene.preset_choice, "california")
    choose(scene, scene.players_choice, players)
    assert_laid_out(scene.focus.widgets, size)
    assert pygame.Rect(0, 0, *size).contains(scene.panel)
    for row in scene.rows[:players]:
        assert scene.panel.contains(row.kind_choice.rect)
    scene.draw(pygame.Surface(size))


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


@pytest.mark.parametrize("size", SIZES)
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


@pytest.mark.parametrize("size", SIZES)
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
