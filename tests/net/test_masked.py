"""A guest's picture (issue 58): exact in all it may see, stand-ins for the rest, and the
deal after a move brings the guest exactly the cards the host dealt it, in order."""

from __future__ import annotations

import random

from cassino.ai.greedy import choose_greedy
from cassino.engine.view import PlayerView
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.net import masked
from cassino.userdata import presets


def test_every_deal_brings_the_guest_its_real_cards() -> None:
    rules = presets.load_for_players("classic", 3)
    seats = tuple(Seat(name, "computer", "easy") for name in ("A", "B", "C"))
    session = GameSession(rules, seats, seed=7)
    rng = random.Random(7)
    guest = 1
    picture = masked.picture(PlayerView.of(session.state, guest))
    deals = 0
    while not session.state.round_over:
        view = PlayerView.of(session.state, session.to_move, session.plays())
        move = choose_greedy(view, rng)
        mover = session.to_move
        session.play(move)
        after_view = PlayerView.of(session.state, guest)
        before = masked.before_move(picture, mover, move.card)
        before = masked.with_dealt(before, move, guest, after_view.hand)
        after = before.apply_legal(move)
        assert after.hands[guest] == after_view.hand  # the real cards, in the dealt order
        assert after.table == after_view.table and after.captured == after_view.captured
        if len(after.stock) < len(picture.stock):
            deals += 1
        picture = masked.picture(after_view, after) if not after.round_over else after
        assert picture.hands[guest] == after_view.hand
        assert [len(hand) for hand in picture.hands] == list(after_view.hand_sizes)
    assert deals >= 3


def test_the_picture_keeps_its_stand_ins_where_they_were() -> None:
    rules = presets.load_for_players("classic", 2)
    session = GameSession(rules, (Seat("A"), Seat("B")), seed=3)
    view = PlayerView.of(session.state, 0)
    first = masked.picture(view)
    again = masked.picture(view, first)
    assert again.hands == first.hands and again.stock == first.stock
    hidden = set(session.state.hands[1]) | set(session.state.stock)
    assert set(first.hands[1]) | set(first.stock) == hidden  # stand-ins: the unseen cards
