"""The table scene driven headless with synthetic mouse and key events."""

from __future__ import annotations

import pygame
import pytest

from cassino.engine.cards import Card
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.dialogs.privacy import PrivacyScene
from cassino.ui.scene import SceneStack
from cassino.ui.table.describe import log_lines
from cassino.ui.table_scene import TableScene
from cassino.userdata.presets import load, position_from_json

SIZE = (1280, 800)


def lines(table: Table) -> list[str]:
    return log_lines(table.session.log)


POSITION = {
    "to_move": 0,
    "hands": [["8s", "2h", "9c", "5h"], ["6h", "Kc", "Kd", "Ks"]],
    "table": ["3c", "5d", "7d", {"cards": ["4s", "2c"], "value": 6, "owner": 1}],
    "stock": ["4h", "6d", "6s", "6c", "Ah", "Ad", "Ac", "As"],
}


class Table:
    """A table scene on a stack, with helpers to act like a player."""

    def __init__(self, seats: list[Seat], position: dict[str, object] | None = None) -> None:
        pygame.display.init()
        pygame.display.set_mode(SIZE)
        tween.set_speed_setting("instant")
        self.session = GameSession(load("classic"), seats, seed=3)
        if position is not None:
            self.session.start_from(position_from_json(position))
        self.rounds: list[str] = []
        self.scene = TableScene(
            self.session,
            CardImages(),
            Sounds(muted=True),
            on_round_end=lambda table: self.rounds.append("round"),
            on_game_over=lambda table: self.rounds.append("over"),
        )
        self.stack = SceneStack(SIZE)
        self.stack.push(self.scene)
        self.settle()

    def settle(self, frames: int = 30) -> None:
        for _ in range(frames):
            self.stack.update(1 / 60)

    def centre_of_card(self, code: str) -> tuple[int, int]:
        return self.scene.animator.sprites[Card(code)].rect.center

    def centre_of_item(self, code: str) -> tuple[int, int]:
        layout = self.scene.stage.layout
        assert layout is not None
        for index, item in enumerate(self.session.state.table):
            cards = item.cards if hasattr(item, "cards") else (item,)
            if Card(code) in cards:
                return layout.items[index].center
        raise AssertionError(f"{code} is not on the table")

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        post = self.stack.handle_event
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        for step in range(1, 6):
            x = start[0] + (end[0] - start[0]) * step // 5
            y = start[1] + (end[1] - start[1]) * step // 5
            post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.settle()

    def key(self, key: int) -> None:
        self.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        self.settle()


@pytest.fixture
def against_computer() -> Table:
    return Table([Seat("You"), Seat("Robot", "computer", "greedy")], POSITION)


def test_a_drag_onto_a_card_is_the_capture_it_means(against_computer: Table) -> None:
    table = against_computer
    table.drag(table.centre_of_card("8s"), table.centre_of_item("5d"))
    assert lines(table)[0] == "You took 3♣ 5♦ with 8♠"
    assert set(table.session.state.captured[0]) == {Card("8s"), Card("3c"), Card("5d")}


def test_a_drop_on_the_felt_trails(against_computer: Table) -> None:
    table = against_computer
    layout = table.scene.stage.layout
    assert layout is not None
    felt = (layout.table.right - 10, layout.table.top + 10)
    table.drag(table.centre_of_card("9c"), felt)
    assert lines(table)[0] == "You trailed 9♣"


def test_an_ambiguous_drop_opens_the_chooser_in_plain_words(against_computer: Table) -> None:
    table = against_computer
    build = table.session.state.table[-1]
    assert build.value == 6  # type: ignore[union-attr]
    table.drag(table.centre_of_card("2h"), table.centre_of_item("4s"))
    chooser = table.stack.top
    assert isinstance(chooser, ChooserScene)
    assert chooser.options == [
        "Raise the 6-build to 8 with 2♥ — you hold 8♠",
        "Build a double 8 on 3♣ 5♦ and the 6-build with 2♥ — you hold 8♠",
    ]
    assert table.session.log == []  # nothing is played until the player chooses
    table.key(pygame.K_2)
    assert lines(table)[0] == "You built a double 8 on 3♣ 5♦ and the 6-build with 2♥"


def test_an_illegal_drop_glides_back_and_says_why(against_computer: Table) -> None:
    table = against_computer
    home = table.scene.animator.sprites[Card("9c")].rect.copy()
    table.drag(table.centre_of_card("9c"), table.centre_of_item("7d"))
    assert table.session.log == []
    assert table.scene.model.message is not None
    assert table.scene.model.message.words == "Those cards do not split into groups worth 9 for 9♣"
    assert table.scene.animator.sprites[Card("9c")].rect == home


def test_clicks_and_keys_play_like_a_drag(against_computer: Table) -> None:
    table = against_computer
    # Select 5♥ with the arrow keys, the 5♦ with Tab/Space, then Enter: a capture.
    hand = sorted(table.session.state.hands[0])
    for _ in range(hand.index(Card("5h")) + 1):
        table.key(pygame.K_RIGHT)
    assert table.scene.model.selected_card == Card("5h")
    items = list(table.session.state.table)
    for _ in range(items.index(Card("5d")) + 1):
        table.key(pygame.K_TAB)
    table.key(pygame.K_SPACE)
    table.key(pygame.K_RETURN)
    assert lines(table)[0] == "You took 5♦ with 5♥"


def test_escape_cancels_a_selection(against_computer: Table) -> None:
    table = against_computer
    table.key(pygame.K_RIGHT)
    assert table.scene.model.selected_card is not None
    table.key(pygame.K_ESCAPE)
    assert table.scene.model.selected_card is None and table.session.log == []


def test_the_computer_plays_while_the_window_keeps_drawing(against_computer: Table) -> None:
    table = against_computer
    table.drag(
        table.centre_of_card("9c"),
        (
            table.scene.stage.layout.table.right - 5,  # type: ignore[union-attr]
            table.scene.stage.layout.table.top + 5,
        ),
    )  # type: ignore[union-attr]
    surface = pygame.Surface(SIZE)
    for _ in range(300):
        table.stack.update(1 / 60)
        table.stack.draw(surface)  # every frame still draws while the computer thinks
        if len(table.session.log) > 1:
            break
    assert lines(table)[1].startswith("Robot ")


def test_hot_seat_hides_every_hand_until_the_next_person_clicks_the_button() -> None:
    table = Table([Seat("Ana"), Seat("Ben")], POSITION)
    privacy = table.stack.top
    assert isinstance(privacy, PrivacyScene) and privacy.name == "Ana"
    assert not any(
        sprite.face_up
        for card, sprite in table.scene.animator.sprites.items()
        if card in table.session.state.hands[0] + table.session.state.hands[1]
    )
    # A click beside the button, by whoever is still at the screen, reveals nothing
    # (issue 59: a click anywhere showed Carla's hand).
    table.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    table.settle()
    assert table.stack.top is privacy and table.scene.model.hands_hidden
    table.stack.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=privacy.button.center, button=1)
    )
    table.settle()
    assert table.scene.model.viewer == 0
    assert all(table.scene.animator.sprites[card].face_up for card in table.session.state.hands[0])
    table.drag(table.centre_of_card("8s"), table.centre_of_item("5d"))
    # Ana has played: before Ben sees anything, the screen passes to him.
    privacy = table.stack.top
    assert isinstance(privacy, PrivacyScene) and privacy.name == "Ben"
    assert not any(
        table.scene.animator.sprites[card].face_up for card in table.session.state.hands[1]
    )
    table.stack.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    )
    table.settle()
    assert table.scene.model.viewer == 1
    assert all(table.scene.animator.sprites[card].face_up for card in table.session.state.hands[1])


def test_no_privacy_screen_with_one_person() -> None:
    table = Table([Seat("You"), Seat("Robot", "computer", "greedy")], POSITION)
    assert not isinstance(table.stack.top, PrivacyScene)


def test_the_table_fits_any_window(against_computer: Table) -> None:
    table = against_computer
    for size in ((1024, 640), (1920, 1080), (2560, 1440)):
        table.stack.resize(size)
        table.settle()
        layout = table.scene.stage.layout
        assert layout is not None and layout.window.size == size
        window = pygame.Rect((0, 0), size)
        for sprite in table.scene.animator.sprites.values():
            assert window.contains(sprite.rect)


def test_u_takes_back_the_last_move_against_the_computer(against_computer: Table) -> None:
    table = against_computer
    layout = table.scene.stage.layout
    assert layout is not None
    table.drag(table.centre_of_card("9c"), (layout.table.right - 5, layout.table.top + 5))
    for _ in range(400):
        table.stack.update(1 / 60)
        if len(table.session.log) > 1:
            break
    assert len(table.session.log) == 2  # the trail and the computer's answer
    table.key(pygame.K_u)
    assert table.session.log == []
    assert Card("9c") in table.session.state.hands[0]
    assert table.scene.model.message is not None and "Took back" in table.scene.model.message.words


def test_a_drop_generates_the_legal_moves_once_for_its_position(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Issue 57: one simple drop generated them four times (the facts of every event, the
    # drop, the pluck offer, the session's check), and again every frame drawn.
    from cassino.game.turn_options import TurnOptions

    made: list[object] = []  # the positions themselves: kept alive, their ids stay unique
    real = TurnOptions.of.__func__  # type: ignore[attr-defined]

    def counted(cls: type[TurnOptions], state: object) -> TurnOptions:
        made.append(state)
        return real(cls, state)  # type: ignore[no-any-return]

    monkeypatch.setattr(TurnOptions, "of", classmethod(counted))
    table = Table([Seat("You"), Seat("Robot", "computer", "greedy")], POSITION)
    before = table.session.state
    surface = pygame.Surface(SIZE)
    for _ in range(5):  # frames drawn while the player thinks
        table.stack.draw(surface)
    table.drag(table.centre_of_card("8s"), table.centre_of_item("5d"))
    for _ in range(5):
        table.stack.draw(surface)
    assert lines(table)[0] == "You took 3♣ 5♦ with 8♠"
    assert sum(state is before for state in made) == 1
    assert len({id(state) for state in made}) == len(made)  # each position's once at most


def test_the_window_asks_the_session_not_the_engine_for_legal_moves() -> None:
    import ast
    from pathlib import Path

    import cassino.ui

    ui = Path(cassino.ui.__file__).parent
    # The rules page shows fixed examples, not the game at the table.
    allowed = {"screens/rules/example_moves.py"}
    calls = [
        f"{path.relative_to(ui)}:{node.lineno}"
        for path in sorted(ui.rglob("*.py"))
        if path.relative_to(ui).as_posix() not in allowed
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and node.attr == "legal_moves"
    ]
    assert calls == []
