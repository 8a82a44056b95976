"""The greedy player (Easy without slips): the best immediate capture, else the cheapest
trail; it builds only when it may do nothing else."""

from __future__ import annotations

from random import Random

from ai_helpers import full_position, positions

from cassino.ai.greedy import choose_greedy
from cassino.engine.cards import parse_cards
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load


def test_takes_the_capture_that_banks_most() -> None:
    state = full_position(load("classic"), ["Tc 4h", "Qs Qh Jd Jc"], ["Td", "4c"], stock_size=20)
    move = choose_greedy(PlayerView.of(state, 0), Random(1))
    assert move.action == "capture"
    assert move.card == parse_cards(["Tc"])[0]
    assert move.table == tuple(parse_cards(["Td"]))  # Big Cassino before a plain 4


def test_trails_its_cheapest_card_rather_than_build() -> None:
    # 3♥ on the 5♣ would build 8 (it holds 8♥), but the greedy player does not build.
    state = full_position(load("classic"), ["3h 8h As", "Qs Qh Jd Jc"], ["5c"], stock_size=20)
    view = PlayerView.of(state, 0)
    assert any(move.action == "build" for move in view.legal_moves())
    move = choose_greedy(view, Random(1))
    assert move.action == "trail"
    assert move.card == parse_cards(["3h"])[0]  # not the ace (a point), not the high 8


def test_a_build_owner_who_may_not_trail_takes_its_build() -> None:
    # Seat 0 owns the 9-build and may not trail (classic); it holds the 9 that takes it.
    state = full_position(
        load("classic"), ["9h 2c", "Qs Qh Jd Jc"], [(["4s", "5s"], 9, 0), "Kc"], stock_size=20
    )
    view = PlayerView.of(state, 0)
    assert not any(move.action == "trail" for move in view.legal_moves())
    move = choose_greedy(view, Random(1))
    assert move in view.legal_moves()
    assert move.action == "capture"  # takes its own build with the 9


def test_never_builds_while_a_capture_or_trail_is_legal() -> None:
    rules = load("classic")
    seen_a_build = False
    for seed in range(6):
        for state, history in positions(rules, seed):
            view = PlayerView.of(state, state.to_move, history)
            moves = view.legal_moves()
            can_build = any(move.action == "build" for move in moves)
            seen_a_build |= can_build
            move = choose_greedy(view, Random(seed))
            if any(other.action in ("capture", "pluck") for other in moves):
                assert move.action in ("capture", "pluck")
            elif any(other.action == "trail" for other in moves):
                assert move.action == "trail"
    assert seen_a_build  # the positions did offer builds it turned down
