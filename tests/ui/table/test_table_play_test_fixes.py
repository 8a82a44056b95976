"""Two things a play-test found at the table: a card let go over the felt near a card was
taken as aimed at that card; accepting a hint could open the chooser and ask again."""

from __future__ import annotations

from table_helpers import parts

from cassino.engine.cards import Card
from cassino.engine.reasons import Reason
from cassino.game.seats import Seat
from cassino.ui import paint
from cassino.ui.table.intents import Command, DragTo, Drop, Grab
from cassino.ui.table.placement import AIM_REACH


def test_a_card_let_go_over_the_felt_trails_even_when_its_edge_covers_a_build() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    layout = table.stage.layout
    assert layout is not None
    build = layout.items[-1]  # the 6-build, the last item of the row
    card = table.animator.rect_of(Card("9c"))
    reach = round(layout.table_card_size[0] * AIM_REACH)
    pointer = (build.right + reach + 10, build.centery)
    grip = (card.width - 2, card.height // 2)  # held by its right edge: it covers the build
    start = (card.x + grip[0], card.y + grip[1])
    controller = table.controller
    controller.handle(Grab(Card("9c"), grip, start))
    controller.handle(DragTo(pointer))
    assert table.animator.rect_of(Card("9c")).colliderect(build)
    controller.handle(Drop(pointer))
    assert [str(move) for move in table.session.history] == ["9c trails"]


def test_accepting_a_hint_plays_the_hinted_move_without_asking_again() -> None:
    position = {"to_move": 0, "hands": [["5h", "Th"], ["Kd", "2c"]], "table": ["5d", "Qc"]}
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], position)
    state = table.session.state
    capture = next(m for m in state.legal_moves() if str(m) == "5h takes 5d")
    assert any(str(m) == "5h builds 10 on 5d" for m in state.legal_moves())  # two readings
    table.controller.aids._show_hint(capture, Reason("takes a card"))
    table.controller.handle(Command("play"))
    assert table.overlays.asked == []  # no chooser
    assert table.session.history == [capture]


def test_the_chooser_lists_what_banks_most_first_and_says_double_not_8s() -> None:
    from cassino.ui.table.describe import choice_label
    from cassino.ui.table.moves import best_first
    from cassino.userdata.presets import position_from_json

    # 8♠ can take 3♣ 5♦ (nothing but cards), take A♦ 7♦ (an ace, 2 cards)... or build.
    state = position_from_json(
        {
            "to_move": 0,
            "hands": [["8s", "8h", "2h"], ["4c"]],
            "table": ["3c", "5d", "Ad", "7d", "6c"],
        }
    )
    drops = [m for m in state.legal_moves() if m.card.code == "8s"]
    labels = [choice_label(state, m) for m in best_first(state, drops)]
    assert labels[0] == "Take A♦ 3♣ 5♦ 7♦ with 8♠"  # two groups, an ace among them
    assert labels.index("Take A♦ 7♦ with 8♠") < labels.index("Take 3♣ 5♦ with 8♠")
    assert labels[-1] == "Trail 8♠"
    builds = [label for label in labels if label.startswith("Build")]
    assert "Build a double 8 on A♦ 7♦ with 8♠ — you hold 8♥" in builds  # 8♠ and A♦ 7♦
    assert "Build a multiple 8 on A♦ 3♣ 5♦ 7♦ with 8♠ — you hold 8♥" in builds  # three
    assert not any(" 8s " in label for label in labels)


def test_a_held_card_lifts_and_never_hides_its_target() -> None:
    import pygame
    from table_helpers import POSITION, table_scene

    from cassino.game.session import GameSession
    from cassino.ui.sprites import CardSprite
    from cassino.userdata.presets import load, position_from_json

    session = GameSession(load("classic"), [Seat("You"), Seat("Robot", "computer", "greedy")], 3)
    session.start_from(position_from_json(POSITION))
    scene, _ = table_scene(session)
    layout = scene.stage.layout
    assert layout is not None
    card = scene.animator.rect_of(Card("8s"))
    grip = (card.width // 2, card.height // 2)
    controller = scene.controller
    controller.handle(Grab(Card("8s"), grip, card.center))
    drawn: list[str] = []
    original = CardSprite.draw

    def record(self: CardSprite, *args: object) -> None:
        drawn.append(self.card.code)
        original(self, *args)  # type: ignore[arg-type]

    def drawn_after_the_held_card() -> list[str]:
        drawn.clear()
        scene.draw(pygame.Surface((1280, 800)))
        return drawn[drawn.index("8s") + 1 :]

    CardSprite.draw = record  # type: ignore[method-assign]
    try:
        controller.handle(DragTo(layout.items[0].center))  # over the 3♣
        assert drawn_after_the_held_card() == ["3c"]  # the target comes up over it
        controller.handle(DragTo((layout.table.centerx, layout.table.bottom - 5)))  # the felt
        assert drawn_after_the_held_card() == []
    finally:
        CardSprite.draw = original  # type: ignore[method-assign]
    # Held, the card is drawn a little larger than its place, its shadow further off.
    held = scene.animator.sprites[Card("8s")]
    surface = pygame.Surface((1280, 800))
    surface.fill((0, 0, 0))
    held.draw(surface, scene.images, layout.card_size)
    rect = held.rect
    assert surface.get_at((rect.left - 2, rect.centery))[:3] != (0, 0, 0)
    session.close()


def test_a_hint_says_its_move_on_the_banner_and_why_beside_the_table() -> None:
    import pygame
    from table_helpers import table_scene

    from cassino.game.session import GameSession
    from cassino.ui.table.view import status
    from cassino.userdata.presets import load, position_from_json

    position = {"to_move": 0, "hands": [["5h", "Th"], ["Kd", "2c"]], "table": ["5d", "Qc"]}
    session = GameSession(load("classic"), [Seat("You"), Seat("Robot", "computer", "greedy")], 3)
    session.start_from(position_from_json(position))
    scene, _ = table_scene(session)
    capture = next(m for m in session.state.legal_moves() if str(m) == "5h takes 5d")
    reason = "takes the five of diamonds, so the table cannot be swept by your rival's next card"
    scene.controller.aids._show_hint(capture, Reason(reason))
    words, _ = status(scene.view())
    assert words == "Hint: Take 5♦ with 5♥"  # what Play will do, at the banner's size
    layout = scene.stage.layout
    assert layout is not None and layout.log_panel is not None
    drawn: list[str] = []
    original = paint.text

    def record(surface: pygame.Surface, rect: pygame.Rect, words: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        if layout.log_panel.contains(rect) and words != "Menu":  # the menu's button sits there
            drawn.append(words)
        return original(surface, rect, words, *args, **kwargs)

    paint.text = record  # type: ignore[assignment]
    try:
        scene.draw(pygame.Surface(layout.window.size))
    finally:
        paint.text = original  # type: ignore[assignment]
    assert drawn[0] == "Why this move"
    assert " ".join(drawn[1:]) == reason[0].upper() + reason[1:]  # whole, in the side column
    scene.controller.handle(Command("cancel"))
    assert scene.model.hint_reason is None  # gone with the hint
    session.close()


def test_a_card_in_flight_passes_over_the_banner_not_under_it() -> None:
    import pygame
    from table_helpers import POSITION, table_scene

    from cassino.game.session import GameSession
    from cassino.userdata.presets import load, position_from_json

    session = GameSession(load("classic"), [Seat("You"), Seat("Robot", "computer", "greedy")], 3)
    session.start_from(position_from_json(POSITION))
    scene, _ = table_scene(session)
    layout = scene.stage.layout
    assert layout is not None
    sprite = scene.animator.sprites[Card("8s")]
    sprite.moving = True  # on its way to a pile, across the banner
    width, height = layout.card_size
    top = layout.banner.centery - height // 2  # the banner across the card's middle
    sprite.place(pygame.Rect(layout.banner.centerx, top, width, height))
    surface = pygame.Surface(layout.window.size)
    scene.draw(surface)
    inside = (sprite.rect.left + 4, layout.banner.centery)  # the card's plain margin
    assert min(surface.get_at(inside)[:3]) > 200  # the card's face, not the dark banner
    session.close()
