"""research/information_bound.py: Hard's search on the true hidden cards, against Hard."""

from __future__ import annotations

from random import Random
from types import ModuleType

import pytest
from ai_helpers import full_position
from tool_modules import research_tool as tool

from cassino.ai.research import choose_hard
from cassino.engine.cards import parse_cards
from cassino.engine.view import Play, PlayerView
from cassino.userdata.presets import load


def _tool() -> ModuleType:
    return tool("information_bound")


def _trailed_by(cheat: str, view: PlayerView, other_hand: str) -> str:
    """The card seat 0 trails in ``view`` when the other hand is ``other_hand`` and, to
    make up its size, Jacks or Kings still unseen (they take neither card), the other
    unseen cards the stock: only the hidden cards differ from call to call, never the
    view."""
    unseen = view.unseen_cards()
    named = parse_cards(other_hand.split())
    courts = [card for card in unseen if card.code[0] in "JK" and card not in named]
    hidden = (*named, *courts[: view.hand_sizes[1] - len(named)])
    rest = [card for card in unseen if card not in hidden]
    world = view.as_state({1: hidden}, tuple(rest[: view.stock_size]))
    move = _tool().cheat_move(cheat, world, view, Random(1))
    assert move.action == "trail"
    return str(move.card.code)


def _trailed(cheat: str, other_hand: str) -> str:
    """Seat 0 holds the 2♣ and the 9♥ before an empty table: both moves trail."""
    shown = full_position(load("classic"), ["2c 9h", "9s 2d"], [], stock_size=20)
    return _trailed_by(cheat, PlayerView.of(shown, 0), other_hand)


@pytest.mark.parametrize("cheat", ["hands", "all", "first"])
def test_a_cheat_keeps_back_the_card_the_other_hand_would_pair(cheat: str) -> None:
    assert _trailed(cheat, "9s") == "2c"  # the 9♠ would sweep a trailed 9♥
    assert _trailed(cheat, "2d") == "9h"  # the 2♦ would sweep a trailed 2♣


def test_later_does_not_look_before_the_other_player_has_played_in_the_deal() -> None:
    assert _trailed("later", "9s") == _trailed("later", "2d")  # as Hard: the same view


def _trailed_after_a_six(cheat: str, other_hand: str, other_held: str = "6c 8d 9s") -> str:
    """The same hand after the other player, holding ``other_held``, trailed the 6♣ on an
    empty table: an 8 would sweep a trailed 2♣ with the 6♣; a 9 would take a trailed 9♥."""
    shown = full_position(load("classic"), ["2c 9h", other_held], [], stock_size=20, to_move=1)
    six = next(move for move in shown.legal_moves() if move.card.code == "6c")
    view = PlayerView.of(shown.apply(six), 0, (Play.before(shown, six),))
    assert _tool().deal_plays(view), "the 6♣ is a play of this deal to read"
    return _trailed_by(cheat, view, other_hand)


@pytest.mark.parametrize("cheat", ["hands", "later"])
def test_later_looks_once_the_other_player_has_played_in_the_deal(cheat: str) -> None:
    assert _trailed_after_a_six(cheat, "8d") == "9h"
    assert _trailed_after_a_six(cheat, "9s") == "2c"


def test_first_no_longer_looks_once_the_other_player_has_played() -> None:
    assert _trailed_after_a_six("first", "8d") == _trailed_after_a_six("first", "9s")


def test_card_sees_one_card_once_the_other_player_has_played() -> None:
    # One card left in the other hand: the one card seen is all of it.
    assert _trailed_after_a_six("card", "8d", other_held="6c 9s") == "9h"
    assert _trailed_after_a_six("card", "9s", other_held="6c 9s") == "2c"
    assert _trailed("card", "9s") == _trailed("card", "2d")  # nothing played yet: as Hard


def test_a_card_seen_is_put_in_the_hand_of_every_guess() -> None:
    bound = _tool()
    state = full_position(load("classic"), ["2c 9h", "6c 8d 9s"], [], stock_size=20)
    stocked = state.stock[5]  # a card the guess left in the stock
    held = bound.holding(state, 1, stocked, Random(2))
    assert stocked in held.hands[1] and stocked not in held.stock
    assert len(held.hands[1]) == 3 and len(held.stock) == 20
    assert sorted(held.hands[1] + held.stock) == sorted(state.hands[1] + state.stock)
    assert bound.holding(held, 1, stocked, Random(2)) is held


def test_unread_is_hard_itself_while_the_deal_has_no_plays_to_read() -> None:
    for hand, table in (("2c 9h 5d Kc", ["Qd", "4s"]), ("7s 3h Ad", ["3c", "Jh", "10d"])):
        state = full_position(load("classic"), [hand, "9s 2d 6c Kd"], table, stock_size=20)
        view = PlayerView.of(state, 0)
        unread = _tool().cheat_move("unread", state, view, Random(3))
        assert unread == choose_hard(view, Random(3))


def test_a_deck_is_the_mean_of_its_mirrored_rounds_and_the_same_for_the_same_seed() -> None:
    bound = _tool()
    rules = load("classic")
    lead = bound.play_deck(("hands", "classic", 4, 2))
    # Its two rounds played again apart, from the same seeds: the same leads.
    game_seed = bound.deck_seed(4, 2)
    leads = [bound.play_round("hands", rules, game_seed, 0, seat) for seat in (0, 1)]
    assert lead == sum(leads) / 2


def test_the_report_gives_the_mean_lead_with_its_interval() -> None:
    report = _tool().run("all", "classic", 2, 5, 1)
    low, high = report["interval"]
    assert low <= report["lead"] <= high
    assert report["decks"] == 2 and report["cheat"] == "all"


def test_only_two_players_are_measured(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        _tool().main(["all", "--rules", "five_players", "--decks", "1", "--seed", "1"])
    assert "two players" in capsys.readouterr().err


def test_an_unknown_preset_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        _tool().main(["all", "--rules", "no_such_rules", "--decks", "1", "--seed", "1"])
    assert "unknown preset 'no_such_rules'" in capsys.readouterr().err
