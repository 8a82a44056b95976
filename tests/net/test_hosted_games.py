"""Whole networked games on loopback sockets (issue 58): every guest ends in the host's
final state and verifies its deals, whatever the number of players, partnerships or
computers at the table; and no byte sent to a guest names a card it could not see."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
from net_games import Played, bot, host_game, remote

from cassino.engine.cards import Card
from cassino.engine.state import State
from cassino.game.session import GameSession
from cassino.net.seating import SeatPlan
from cassino.userdata import presets

CARD = re.compile(r'"([2-9TJQKA][cdhs])"')


def play(
    rules_name: str,
    plans: list[SeatPlan],
    levels: list[str],
    target: int = 11,
    relayed: bool = False,
) -> Played:
    rules = presets.load_for_players(rules_name, len(plans)).with_options(target=target)
    guests = [bot(level, seed) for seed, level in enumerate(levels, start=1)]
    return asyncio.run(host_game(rules, plans, guests, relayed=relayed))


@pytest.mark.parametrize(
    ("rules_name", "plans", "levels"),
    [
        ("classic", remote(2), ["medium", "easy"]),
        ("classic", remote(3), ["easy", "medium", "easy"]),
        ("classic", remote(4), ["easy", "medium", "easy", "medium"]),  # partnerships
        ("classic", [*remote(2), SeatPlan("computer", "Carla", "medium")], ["easy", "medium"]),
        ("royal", [SeatPlan("computer", "Carla", "easy"), *remote(1)], ["medium"]),
    ],
    ids=["two", "three", "four-partners", "with-a-computer", "royal-computer-first"],
)
@pytest.mark.parametrize("relayed", [False, True], ids=["direct", "relayed"])
def test_every_guest_ends_in_the_hosts_final_state(
    rules_name: str, plans: list[SeatPlan], levels: list[str], relayed: bool
) -> None:
    played = play(rules_name, plans, levels, relayed=relayed)
    session = played.session
    assert session.outcome is not None and session.round_result is not None
    seats = sorted(result.seat for result in played.results)
    assert seats == [n for n, plan in enumerate(plans) if plan.kind == "remote"]
    for result, guest in zip(played.results, played.guests, strict=True):
        assert result.totals == session.round_result.side_totals
        assert result.winner == session.outcome.winner
        assert result.deal_problem is None  # "deal verified"
        assert guest.refusals == []  # an honest guest is never refused
        assert guest.view is not None
        assert guest.view.hand == session.state.hands[result.seat]


@pytest.mark.parametrize("relayed", [False, True], ids=["direct", "relayed"])
def test_no_byte_sent_to_a_guest_names_a_card_it_could_not_see(relayed: bool) -> None:
    played = play("classic", remote(3), ["medium", "easy", "medium"], target=21, relayed=relayed)
    session = played.session
    positions = _positions(session)
    checked = 0
    for guest, result in zip(played.guests, played.results, strict=True):
        assert guest.received_texts
        for text in guest.received_texts:
            message = json.loads(text)
            if message["type"] in ("round_over", "game_over"):
                continue  # the round is over: every hand is shown, as at a real table
            cards = {Card(code) for code in CARD.findall(text)}
            if message["type"] != "view":
                assert not cards, f"a {message['type']} message names cards"
                continue
            state = positions[(message["view"]["round"], message["ply"])]
            hidden = set(state.stock)
            for seat, hand in enumerate(state.hands):
                if seat != result.seat:
                    hidden |= set(hand)
            assert not cards & hidden, (
                f"{sorted(map(str, cards & hidden))} sent to seat {result.seat}"
            )
            checked += 1
    assert checked > 100


def _positions(session: GameSession) -> dict[tuple[int, int], State]:
    """Every position of the game by (round, moves played)."""
    positions: dict[tuple[int, int], State] = {}
    for played in session.rounds:
        state = played.start
        positions[(state.round_number, 0)] = state
        for ply, move in enumerate(played.moves, start=1):
            state = state.apply(move)
            positions[(state.round_number, ply)] = state
    return positions
