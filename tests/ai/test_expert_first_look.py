"""The Expert spends its guesses where the choice is close: a choice settled after the
first look is played at once, a close one gets every guess; the move still depends only
on the view and the generator."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest
from ai_helpers import full_position

from cassino.ai import expert
from cassino.ai.expert import ExpertConfig, choose_expert, spread_look
from cassino.engine.cards import parse_cards
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

NINE = parse_cards(["9S"])[0]
LOOK = ExpertConfig(samples=24, first_look=8, workers=2, time_limit=None, use_pool=False)


def _guesses_searched(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many guesses each search of a share covered, as the Expert runs them."""
    searched: list[int] = []
    real = expert.search_worlds

    def counting(*args: object, **kwargs: object) -> tuple[list[list[float]], int]:
        values, nodes = real(*args, **kwargs)  # type: ignore[arg-type]
        searched.append(len(values))
        return values, nodes

    monkeypatch.setattr(expert, "search_worlds", counting)
    return searched


def _sweep_on_offer() -> PlayerView:
    # The 9 takes 4 and 5, the whole table: a sweep no other move comes near.
    state = full_position(load("classic"), ["9S 2H 3C KD", "6H 7C QS JD"], ["4C", "5D"], 20)
    return PlayerView.of(state, 0)


def test_a_clear_choice_is_played_after_the_first_look(monkeypatch: pytest.MonkeyPatch) -> None:
    searched = _guesses_searched(monkeypatch)
    move = choose_expert(_sweep_on_offer(), Random(1), LOOK)
    assert move.action == "capture" and move.card == NINE
    assert sum(searched) == LOOK.first_look


def test_a_choice_not_yet_clear_gets_every_guess(monkeypatch: pytest.MonkeyPatch) -> None:
    searched = _guesses_searched(monkeypatch)
    never_clear = replace(LOOK, clear_lead=float("inf"))
    move = choose_expert(_sweep_on_offer(), Random(1), never_clear)
    assert move.action == "capture" and move.card == NINE
    assert sum(searched) == LOOK.samples


def test_no_first_look_searches_every_guess_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    searched = _guesses_searched(monkeypatch)
    choose_expert(_sweep_on_offer(), Random(1), replace(LOOK, first_look=0))
    assert searched == [LOOK.samples // 2] * 2  # one share for each worker


def test_three_or_four_players_get_more_guesses_and_a_longer_first_look(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # More hands are hidden there, and more guesses were measured to pay.
    searched = _guesses_searched(monkeypatch)
    scale = LOOK.many_players_scale
    assert scale > 1
    never_clear = replace(LOOK, clear_lead=float("inf"))
    for players in (3, 4):
        rules = load("classic").with_options(players=players)
        hands = ["9S 2H 3C KD", "6H 7C QS JD", "8H 8C TS 4D", "2S 3S 4S 5S"][:players]
        state = full_position(rules, hands, ["4C", "5D"], 20)
        searched.clear()
        choose_expert(PlayerView.of(state, 0), Random(1), LOOK)
        assert sum(searched) == LOOK.first_look * scale  # the sweep is clear at once
        searched.clear()
        choose_expert(PlayerView.of(state, 0), Random(1), never_clear)
        assert sum(searched) == LOOK.samples * scale
    searched.clear()
    choose_expert(_sweep_on_offer(), Random(1), never_clear)
    assert sum(searched) == LOOK.samples  # two players: as many as asked


def test_the_first_look_is_spread_over_the_guesses_not_their_first_part() -> None:
    # Resampled guesses come with the copies of a likely deal side by side.
    guesses = list(range(12))
    first, rest = spread_look(guesses, 4)
    assert first == [0, 3, 6, 9]
    assert rest == [1, 2, 4, 5, 7, 8, 10, 11]
    assert spread_look(guesses, 6)[0] == [0, 2, 4, 6, 8, 10]
    assert spread_look(guesses, 0) == (guesses, [])
    assert spread_look(guesses, 12) == (guesses, [])
