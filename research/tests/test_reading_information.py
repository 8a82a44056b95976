"""research/reading_information.py: how much the plays of a deal tell of the hidden hands."""

from __future__ import annotations

from math import log2
from random import Random
from types import ModuleType

import pytest
from ai_helpers import full_position
from tool_modules import research_tool as tool

from cassino.engine.cards import parse_cards
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.userdata.presets import load


def _tool() -> ModuleType:
    return tool("reading_information")


def _after_a_trail_beside_the_ten() -> tuple[PlayerView, State, tuple[State, ...]]:
    """Seat 1, holding 3♠ 5♥ 7♣, trailed the 3♠ though the table offered the 10♦: a
    player holding a ten would have taken it. Seat 0 to move, the stock not empty."""
    shown = full_position(
        load("classic"), ["2c 9h Ks", "3s 5h 7c"], ["Td"], stock_size=20, to_move=1
    )
    three = next(
        move for move in shown.legal_moves() if move.action == "trail" and move.card.code == "3s"
    )
    after = shown.apply(three)
    return PlayerView.of(after, 0, (Play.before(shown, three),)), after, (shown,)


def _settings(own_search: int = 0, guesses: int = 300) -> object:
    return _tool().Settings(load("classic"), "hard", 1, guesses, own_search)


def test_only_other_seats_holding_cards_that_played_in_the_deal_are_read() -> None:
    view, _, _ = _after_a_trail_beside_the_ten()
    plays = _tool().deal_plays(view)
    assert _tool().read_seats(view, plays) == (1,)
    assert _tool().read_seats(view, []) == ()


def _ten_shares(own_search: int, guesses: int) -> dict[str, float]:
    """Each reading's share of seat 1's hand for the one ten still unseen."""
    view, _, earlier = _after_a_trail_beside_the_ten()
    reading = _tool()
    found, weighings = reading.weighed_guesses(
        _settings(own_search, guesses), view, earlier, Random(4)
    )
    unseen = view.unseen_cards()
    (ten,) = [card for card in unseen if card.code[0] == "T"]
    return {
        name: reading.shares(found, weights, 1, unseen)[ten] for name, weights in weighings.items()
    }


def test_a_trail_beside_a_ten_is_read_as_no_ten_in_the_hand() -> None:
    ten = _ten_shares(0, 300)
    # Two cards among 22 unseen: about 0.09 each, unless the plays say otherwise.
    assert 0.05 < ten["plain"] < 0.14
    assert ten["reading"] < ten["plain"] / 4


def test_the_own_search_reading_replays_the_play_from_the_other_players_view() -> None:
    view, _, earlier = _after_a_trail_beside_the_ten()
    found, weighings = _tool().weighed_guesses(_settings(4, 40), view, earlier, Random(4))
    holding = [i for i, guess in enumerate(found) if any(c.code[0] == "T" for c in guess[1])]
    assert holding, "some guesses hold the ten"
    best = max(weighings["own_8"])
    # Its own search, given a ten, takes the 10♦ (two points): the trail is far below.
    assert all(weighings["own_8"][index] < best / 10 for index in holding)
    assert all(weighings["plain"][index] == 1.0 for index in holding)
    rebuilt = _tool()._with_hands(earlier[0], 0, {1: parse_cards(["5h", "7c"])}, view.history)
    assert sorted(rebuilt.hands[1]) == sorted(earlier[0].hands[1])
    assert sorted(rebuilt.stock) == sorted(earlier[0].stock)


def test_a_decision_has_every_reading_and_the_scale_of_one_card_told() -> None:
    view, truth, earlier = _after_a_trail_beside_the_ten()
    figures = _tool().measure(_settings(guesses=20), view, truth, earlier, Random(4))
    assert {"bits_uniform", "bits_plain", "bits_reading", "right_reading"} <= set(figures)
    assert figures["bits_one_card"] == pytest.approx(log2(22 / 2))


def test_bits_are_lowest_for_a_reading_sure_of_the_true_hand() -> None:
    reading = _tool()
    hand = tuple(parse_cards(["5h", "7c"]))
    unseen = tuple(parse_cards(["5h", "7c", "8d", "9s", "Qd", "Ac"]))
    others = [tuple(parse_cards(pair)) for pair in (["8d", "9s"], ["Qd", "Ac"], ["5h", "Ac"])]
    guesses = [{1: hand}] + [{1: other} for other in others]
    sure = reading.reading_bits(guesses, [1.0, 0.0, 0.0, 0.0], {1: hand}, unseen)
    spread = reading.reading_bits(guesses, [1.0, 1.0, 1.0, 1.0], {1: hand}, unseen)
    wrong = reading.reading_bits(guesses, [0.0, 1.0, 0.0, 0.0], {1: hand}, unseen)
    assert sure < spread < wrong
    assert reading.uniform_bits({1: hand}, unseen) == pytest.approx(
        2 * -log2(1 / 3) + 4 * -log2(2 / 3)
    )
    assert reading.cards_right(guesses, [1.0, 0.0, 0.0, 0.0], {1: hand}) == 2
    assert reading.cards_right(guesses, [0.0, 1.0, 1.0, 1.0], {1: hand}) == pytest.approx(1 / 3)


def test_a_round_is_measured_the_same_for_the_same_seed() -> None:
    settings = _tool().Settings(load("classic"), "medium", 3, 8, 0)
    found = _tool().round_figures((settings, 11))
    assert found, "a round has decisions after the other player has played in the deal"
    assert found == _tool().round_figures((settings, 11))
    assert all(figures["bits_one_card"] > 0 for figures in found)


def test_the_report_pairs_each_reading_with_the_plain_guesses() -> None:
    settings = _tool().Settings(load("classic"), "medium", 4, 8, 0)
    report = _tool().run(settings, 2, 11, jobs=1)
    plain, reading = report["bits_plain"][0], report["bits_reading"][0]
    assert report["gain_reading_over_plain"][0] == pytest.approx(plain - reading, abs=0.002)
    assert report["decisions"] >= 2 and report["players"] == 2


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--rounds", "0", "--seed", "1"], "at least 1"),
        (["--rounds", "1", "--seed", "1", "--rules", "draw"], "nothing to read"),
        (["--rounds", "1", "--seed", "1", "--rules", "no_such_preset"], "no_such_preset"),
    ],
)
def test_bad_arguments_are_refused_with_a_message(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        _tool().main(arguments)
    assert ended.value.code == 2
    assert message in capsys.readouterr().err
