"""What a move did, made into motion: a capture lands on what it takes, then goes to the
pile; a sweep that counts gets its flourish, one that does not gets none."""

from __future__ import annotations

from table_helpers import PAIR_POSITION, parts

from cassino.engine.cards import Card
from cassino.engine.effects import effect_of
from cassino.game.seats import Seat
from cassino.ui.table.animator import LAND_PAUSE, MOVE_TIME


def legal(table, text: str):  # type: ignore[no-untyped-def]
    return next(m for m in table.session.state.legal_moves() if str(m) == text)


def test_a_capture_lands_on_its_target_then_everything_goes_to_the_pile() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    before = table.session.state
    move = legal(table, "8s takes 3c 5d")
    target = table.animator.rect_of(Card("5d"))
    settled: list[bool] = []
    effect = effect_of(before, move)
    table.session.state = effect.after
    table.animator.play(
        effect, table.stage.shown, table.stage.layout, table.model, lambda: settled.append(True)
    )
    table.animator.update(MOVE_TIME)
    played = table.animator.rect_of(Card("8s"))
    assert played.colliderect(target) and not settled  # resting on what it takes
    table.animator.update(LAND_PAUSE + 0.01)
    assert settled == [True]
    assert table.model.flourish is None  # not a sweep


def test_a_sweep_that_counts_flourishes_and_one_that_does_not_is_quiet() -> None:
    position = {"to_move": 0, "hands": [["9s", "2h"], ["4h", "Kd"]], "table": ["4d", "5h"]}
    for rules, flourish in (("classic", True), ("royal", False)):
        table = parts(
            [Seat("You"), Seat("Robot", "computer", "greedy")], {**position, "rules": rules}
        )
        before = table.session.state
        effect = effect_of(before, legal(table, "9s takes 4d 5h"))
        table.animator.play(
            effect, table.stage.shown, table.stage.layout, table.model, lambda: None
        )
        assert (table.model.flourish is not None) == flourish, rules
        assert table.model.confetti.alive == flourish, rules  # and confetti, if it counts


def test_a_trail_settles_at_once_and_moves_the_card() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    home = table.animator.rect_of(Card("9c"))
    table.session.play(legal(table, "9c trails"))  # the helper's listener refreshes
    assert table.animator.busy
    table.animator.update(MOVE_TIME + 0.05)
    assert not table.animator.busy and table.animator.rect_of(Card("9c")) != home


def test_a_pair_of_hand_cards_both_land_on_what_they_take_then_go_to_the_pile() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], PAIR_POSITION)
    before = table.session.state
    target = table.animator.rect_of(Card("9s"))
    home = table.animator.rect_of(Card("5c"))
    effect = effect_of(before, legal(table, "4d with 5c takes 9s"))
    table.session.state = effect.after
    settled: list[bool] = []
    table.animator.play(
        effect, table.stage.shown, table.stage.layout, table.model, lambda: settled.append(True)
    )
    table.animator.update(MOVE_TIME)
    for card in ("4d", "5c"):  # the partner flies too, and shows its face
        rect = table.animator.rect_of(Card(card))
        assert rect.colliderect(target) and table.animator.sprites[Card(card)].face_up, card
    assert table.animator.rect_of(Card("5c")) != home and not settled
    table.animator.update(LAND_PAUSE + 0.01)
    assert settled == [True]


def test_a_deal_flies_from_the_stock_and_turns_the_cards_over() -> None:
    from cassino.ui.table.placement import viewer_hand

    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    table.animator.forget()
    table.stage.new_round()
    table.stage.refresh(animate=True, deal=True)
    layout = table.stage.layout
    assert layout is not None
    mine = [table.animator.sprites[card] for card in viewer_hand(table.session.state, 0)]
    first = mine[0]
    assert first.rect.topleft == layout.stock.topleft and first.turn == 0.0
    widths: list[int] = []
    while table.animator.busy:
        table.animator.update(1 / 60)
        if 0.0 < first.turn < 1.0:
            widths.append(round(first.w * abs(1 - 2 * first.turn)))
    # It narrowed to its edge and widened again, face up at its place in the hand.
    assert min(widths) <= first.w * 0.2 and widths[-1] >= first.w * 0.8
    hand = layout.seats[0].hand
    assert [sprite.rect for sprite in mine] == list(hand[: len(mine)])
    assert all(sprite.face_up and sprite.turn == 1.0 for sprite in mine)
    rivals = [table.animator.sprites[card] for card in table.session.state.hands[1]]
    assert all(not sprite.face_up and sprite.turn == 1.0 for sprite in rivals)  # never shown


def test_a_sweep_s_confetti_bursts_over_the_table_then_the_table_rests() -> None:
    import pygame
    from table_helpers import table_scene

    from cassino.game.session import GameSession
    from cassino.ui.anim import speed
    from cassino.ui.anim.confetti import Confetti
    from cassino.userdata.presets import load, position_from_json

    position = {"to_move": 0, "hands": [["9s", "2h"], ["4h", "Kd"]], "table": ["4d", "5h"]}
    session = GameSession(load("classic"), [Seat("You"), Seat("Robot", "computer", "greedy")], 3)
    session.start_from(position_from_json(position))
    scene, _ = table_scene(session)
    speed.set_speed_setting("normal")
    try:
        layout, model = scene.stage.layout, scene.model
        assert layout is not None
        effect = effect_of(session.state, legal(scene, "9s takes 4d 5h"))
        scene.animator.play(effect, scene.stage.shown, layout, model, lambda: None)
        pieces = model.confetti.particles
        assert len(pieces) > 20
        assert all(layout.table.collidepoint(p.x, p.y) for p in pieces)  # from its middle
        assert scene.wake_in() == 0.0
        model.tick(0.3)
        festive, quiet = pygame.Surface(layout.window.size), pygame.Surface(layout.window.size)
        scene.draw(festive)
        kept, model.confetti = model.confetti, Confetti(1)
        scene.draw(quiet)
        model.confetti = kept
        differ = sum(
            festive.get_at((x, y)) != quiet.get_at((x, y))
            for x in range(layout.table.left, layout.table.right, 4)
            for y in range(layout.table.top, layout.table.bottom, 4)
        )
        assert differ > 20  # the pieces are drawn on the table
        for _ in range(120):
            model.tick(1 / 30)
        assert not model.celebrating and model.next_change() != 0.0  # the table rests
        # Animations off: the sweep is still said, with no confetti.
        speed.set_speed_setting("instant")
        scene.animator.play(effect, scene.stage.shown, layout, model, lambda: None)
        model.tick(0.01)
        assert not model.confetti.alive and model.flourish is not None
    finally:
        speed.set_speed_setting("normal")
    session.close()
