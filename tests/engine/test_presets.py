"""Every preset of RULES.md §8, tested on what it changes.

The expected legal moves, scores and positions below are derived by hand from RULES.md and
the preset's row in §8, not read back from the engine. Every preset is in the tables of
options, deals and round points below and, but for classic (the baseline the others are
compared with), has tests of its own; ``test_every_preset_is_tested_here`` keeps the tables
complete when a preset is added.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

import pytest

from cassino.engine.cards import Card
from cassino.engine.errors import IllegalMoveError, PositionError, RulesError
from cassino.engine.match import finish_round, start_round
from cassino.engine.notation import format_move, move_to_json, parse_move
from cassino.engine.rules import Rules
from cassino.engine.scoring import score_round
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.presets import changes_from_classic, load, position_from_json, preset_names

# --- helpers -------------------------------------------------------------------------------


def position(
    rules: str | dict[str, Any], hands: list[list[str]], table: list[Any], **more: Any
) -> State:
    """A NOTATION.md position (seat 0 to move unless ``to_move`` is given)."""
    data: dict[str, Any] = {"rules": rules, "to_move": 0, "hands": hands, "table": table}
    data.update(more)
    return position_from_json(data)


def moves(state: State) -> set[str]:
    """The legal moves in the readable form of ``python -m cassino moves``."""
    listed = [format_move(move) for move in state.legal_moves()]
    assert len(listed) == len(set(listed)), f"a move is listed twice: {sorted(listed)}"
    return set(listed)


def play(state: State, *texts: str) -> State:
    for text in texts:
        state = state.apply(parse_move(text))
    return state


def finished(rules: str | dict[str, Any], captured: list[list[str]], **more: Any) -> State:
    """A played-out round: empty hands, table and stock; only the captured piles."""
    hands: list[list[str]] = [[] for _ in captured]
    return position(rules, hands, [], captured=captured, **more)


def codes(cards: Sequence[Card]) -> list[str]:
    return [card.code for card in cards]


def rules_for(preset: str, players: int) -> Rules:
    rules = load(preset)
    return rules if rules.players == players else rules.with_options(players=players)


# --- the presets against the table of RULES.md §8 -------------------------------------------

# What each preset changes from classic: its row of RULES.md §8 as options (royal: builds
# up to 14 with the high ace; italian: hands of 3 and builds up to 7, the highest value of its
# deck; five_players: the last deal of 5).
CHANGES: dict[str, dict[str, object]] = {
    "classic": {},
    "royal": {"court_values": True, "ace_high": True, "max_build": 14, "sweeps": False},
    "spade": {"spade_points": True, "target": 61},
    "draw": {"draw": True},
    "california": {
        "players_allowed": (2, 3, 4, 6),
        "partnerships": False,
        "court_capture": "all",
        "sweeps": False,
        "match": "two_deals_each",
    },
    "diamond": {"deck": "no_courts", "hand_size": 3, "sette_bello": True},
    "italian": {"deck": "no_8_9_10", "hand_size": 3, "max_build": 7, "sette_bello": True},
    "portuguese": {"players_allowed": (2, 4), "target": 31, "card_tie": "spades"},
    "five_players": {
        "players": 5,
        "players_allowed": (5,),
        "deck": "no_three_twos",
        "last_hand_size": 5,
    },
    "pluck": {"pluck": True},
    "trailing_royals": {"court_builds": True, "court_capture": "all"},
    "initial_pairs": {"initial_pairs": True},
    "sudden_death": {"sweeps_at_once": True},
    "michigan": {"duty_penalty": 2, "sweep_points": 2},
    "five_of_spades": {"five_of_spades_sweeps": True},
    "instant_scoring": {"points_at_once": True, "sweeps_at_once": True},
    "buckeye": {
        "court_values": True,
        "ace_high": True,
        "big_ten": True,
        "max_build": 14,
        "sweeps": False,
    },
    "callabra": {
        "court_values": True,
        "max_build": 13,
        "hand_size": 3,
        "deal_in_twos": False,
        "table_cards": 5,
        "short_last_deal": True,
        "hand_pair_capture": True,
        "clear_ends_game": True,
    },
    "tablanette": {
        "hand_size": 6,
        "deal_in_twos": False,
        "short_last_deal": True,
        "court_values": True,
        "high_courts": True,
        "ace_eleven": True,
        "take_all": "jack",
        "builds": False,
        "point_cards": "tablanette",
        "target": 101,
    },
}


def test_every_preset_is_tested_here() -> None:
    assert set(preset_names()) == set(CHANGES) == set(DEALS)
    assert len(CHANGES) == 19


@pytest.mark.parametrize("preset", sorted(CHANGES))
def test_preset_changes_exactly_its_row_of_section_8(preset: str) -> None:
    assert dict(changes_from_classic(load(preset))) == CHANGES[preset]


# --- deck sizes and deals per round, at every allowed number of players ---------------------

STANDARD = {2: 6, 3: 4, 4: 3}  # RULES.md §2: 48 cards after the table, hands of 4
# preset: (cards in the deck, cards left out, hand size, {players: deals per round})
DEALS: dict[str, tuple[int, set[str], int, dict[int, int]]] = {
    "classic": (52, set(), 4, STANDARD),
    "royal": (52, set(), 4, STANDARD),
    "spade": (52, set(), 4, STANDARD),
    "draw": (52, set(), 4, {2: 1, 3: 1, 4: 1}),  # one deal, then draws
    "california": (52, set(), 4, {**STANDARD, 6: 2}),
    "diamond": (40, {r + s for r in "JQK" for s in "shdc"}, 3, STANDARD),  # 36 = 6×6 = 4×9 = 3×12
    "italian": (40, {r + s for r in "89T" for s in "shdc"}, 3, STANDARD),
    "portuguese": (52, set(), 4, {2: 6, 4: 3}),
    "five_players": (49, {"2h", "2d", "2c"}, 4, {5: 2}),  # 45 = 5×4 + 5×5
    "pluck": (52, set(), 4, STANDARD),
    "trailing_royals": (52, set(), 4, STANDARD),
    "initial_pairs": (52, set(), 4, STANDARD),
    "sudden_death": (52, set(), 4, STANDARD),
    "michigan": (52, set(), 4, STANDARD),
    "five_of_spades": (52, set(), 4, STANDARD),
    "instant_scoring": (52, set(), 4, STANDARD),
    "buckeye": (52, set(), 4, STANDARD),
    # 47 after 5 to the table, hands of 3: 2 players 7 deals + 5 cards, 3: 5 + 2, 4: 3 + 11
    "callabra": (52, set(), 3, {2: 8, 3: 6, 4: 4}),
    # 48 after 4 to the table, hands of 6: 2 players 4 deals, 3: 2 + 4 each, 4: 2
    "tablanette": (52, set(), 6, {2: 4, 3: 3, 4: 2}),
}
DEAL_CASES = [(name, players) for name, deals in DEALS.items() for players in deals[3]]


def test_deal_cases_are_the_allowed_player_counts() -> None:
    for name, (_, _, _, deals) in DEALS.items():
        assert set(load(name).players_allowed) == set(deals), name


@pytest.mark.parametrize(("preset", "players"), DEAL_CASES)
def test_deck_and_deals_per_round(preset: str, players: int) -> None:
    size, left_out, hand_size, deals = DEALS[preset]
    rules = rules_for(preset, players)
    if rules.clear_ends_game:
        rules = rules.with_options(clear_ends_game=False)  # the deals of a whole round
    state = start_round(rules, Random(f"{preset}:{players}"))
    dealt = [card for hand in state.hands for card in hand] + list(state.stock)
    dealt += [
        card for item in state.table for card in (item.cards if isinstance(item, Build) else [item])
    ]
    dealt += [card for pile in state.captured for card in pile]  # initial pairs
    assert len(dealt) == len(set(dealt)) == size
    assert not left_out & set(codes(dealt))
    assert [len(hand) for hand in state.hands] == [hand_size] * players

    deals_seen = 1
    last_hand = hand_size
    draws = 0
    while not state.round_over:
        before = state
        state = state.apply_legal(state.legal_moves()[0])
        drop = len(before.stock) - len(state.stock)
        if rules.draw:
            # The player who played draws one card back from the stock while it lasts.
            assert drop in (0, 1)
            draws += drop
            if drop:
                assert len(state.hands[before.to_move]) == hand_size
        elif drop:
            deals_seen += 1
            last_hand = drop // players
            sizes = [len(hand) for hand in state.hands]
            if rules.short_last_deal and drop < players * hand_size:
                # The short last deal, one card at a time: the first seats get one more.
                assert sorted(sizes, reverse=True) == [
                    -(-(drop - seat) // players) for seat in range(players)
                ]
                last_hand = hand_size
            else:
                assert sizes == [last_hand] * players
    assert deals_seen == deals[players]
    if rules.draw:
        assert draws == size - rules.table_cards - players * hand_size
    # five_players: hands of 4, then 5 in the last deal.
    assert last_hand == (5 if preset == "five_players" else hand_size)
    assert sum(len(pile) for pile in state.captured) + len(state.table) == size


def deck_split(rules: Rules) -> list[list[str]]:
    """All the deck captured: two thirds to seat 0 (most cards, most spades), a third to seat 1."""
    captured: list[list[str]] = [[] for _ in range(rules.players)]
    for index, card in enumerate(rules.cards):
        captured[0 if index % 3 else 1].append(card.code)
    return captured


# Points of a round without sweeps: 11 with the classic categories (§7); spade adds 14 (12
# spades and 2 for J♠); diamond adds the 7♦; italian has no 10♦ (2 fewer) and adds the 7♦;
# tablanette: most cards 3, 4 aces, 12 courts, 3 tens, the 10♦ 2 and the 2♣ 1.
ROUND_POINTS = {name: 11 for name in CHANGES} | {
    "spade": 25,
    "diamond": 12,
    "italian": 10,
    "tablanette": 25,
}


@pytest.mark.parametrize("preset", sorted(CHANGES))
def test_points_of_a_whole_deck(preset: str) -> None:
    rules = load(preset)
    score = score_round(finished(preset, deck_split(rules)))
    assert sum(score.totals()) == ROUND_POINTS[preset]


# --- royal ----------------------------------------------------------------------------------


def test_royal_ace_as_fourteen_takes_king_and_ace_and_as_one_takes_aces() -> None:
    # As 1 the ace pairs the loose A♣ and takes the 1-build of aces; as 14 it takes K+A
    # (13 + 1), Q+2, or the loose ace as a pair (already a move as 1, so listed once).
    state = position(
        "royal",
        [["As", "5c"], ["3c"]],
        ["Kd", "Ac", "Qh", "2d", {"cards": ["Ad", "Ah"], "value": 1, "owner": 1}],
    )
    assert moves(state) == {
        "As takes Ac",
        "As takes Ah Ad",
        "As takes Ah Ad Ac",
        "As as 14 takes Ac Kd",
        "As as 14 takes 2d Qh",
        "As as 14 takes Ac 2d Qh",
        "As as 14 takes Ac 2d Qh Kd",
        "As trails",
        "5c trails",  # 5 + 9 for 14 has no 9; 5 + 2 + ... no group of 5
    }
    after = play(state, "As as 14 takes Ac 2d Qh Kd")
    assert move_to_json(parse_move("As as 14 takes Ac Kd"))["value"] == 14
    assert sorted(codes(after.captured[0])) == sorted(["As", "Ac", "2d", "Qh", "Kd"])
    assert [item.cards for item in after.table if isinstance(item, Build)] == [
        (Card("Ah"), Card("Ad"))
    ]


def test_royal_court_cards_capture_and_build_like_numbers() -> None:
    hands = [["Kc", "2h"], ["3c"]]
    table = ["Kd", "Jh", "2d", "9s", "4c"]
    assert moves(position("royal", hands, table)) == {
        # K = 13: the K, J+2, 9+4 and any of them together.
        "Kc takes Kd",
        "Kc takes 2d Jh",
        "Kc takes 4c 9s",
        "Kc takes 2d Jh Kd",
        "Kc takes 4c 9s Kd",
        "Kc takes 2d 4c 9s Jh",
        "Kc takes 2d 4c 9s Jh Kd",
        "Kc trails",
        "2h takes 2d",
        # Holding the K, 2 + J or 2 + 9 + 2 builds 13, gathering the K or 9+4.
        "2h builds 13 on Jh",
        "2h builds 13 on Jh Kd",
        "2h builds 13 on 4c 9s Jh",
        "2h builds 13 on 4c 9s Jh Kd",
        "2h builds 13 on 2d 9s",
        "2h builds 13 on 2d 9s Kd",
        "2h trails",
    }
    # The same cards in classic play: a king takes one king, nothing builds to 13.
    assert moves(position("classic", hands, table)) == {
        "Kc takes Kd",
        "Kc trails",
        "2h takes 2d",
        "2h trails",
    }


def test_royal_holding_an_ace_answers_for_a_fourteen_build() -> None:
    state = position("royal", [["5c", "Ad"], ["Ah", "7c"]], ["9h", "3s"])
    assert moves(state) == {"5c builds 14 on 9h", "5c trails", "Ad trails"}
    with pytest.raises(IllegalMoveError, match="hold"):
        position("royal", [["5c", "6d"], ["Ah"]], ["9h"]).apply(parse_move("5c builds 14 on 9h"))
    after = play(state, "5c builds 14 on 9h")
    assert moves(after) == {"Ah as 14 takes 5c 9h", "Ah trails", "7c trails"}


def test_royal_sweeps_do_not_score() -> None:
    hands = [["Kc", "4h"], ["3c"]]
    assert play(position("royal", hands, ["Kd"]), "Kc takes Kd").sweeps == (0, 0)
    assert play(position("classic", hands, ["Kd"]), "Kc takes Kd").sweeps == (1, 0)


# --- spade ----------------------------------------------------------------------------------


def test_spade_every_spade_scores_and_the_jack_two() -> None:
    rest = [
        card.code
        for card in load("spade").cards
        if card.code not in {"As", "2s", "3s", "4s", "5s", "Td"}
    ]
    state = finished("spade", [["As", "2s", "3s", "4s", "5s", "Td"], rest])
    first, second = score_round(state).sides
    # Seat 0: Big and Little Cassino, the A♠, and 5 spades; seat 1: cards, spades, 3 aces,
    # and 6♠-K♠: seven spades at 1 and the J♠ at 2.
    assert first.of("each_spade") == 5 and first.total == 2 + 1 + 1 + 5
    assert second.of("each_spade") == 9 and second.total == 3 + 1 + 3 + 9
    assert first.total + second.total == 25


def test_spade_game_is_to_61() -> None:
    captured = [["Td", "5c"], ["3h"]]  # seat 0: cards 3 + Big Cassino 2 = 5
    assert finish_round(finished("spade", captured, scores=[55, 40])).outcome is None
    outcome = finish_round(finished("spade", captured, scores=[56, 40])).outcome
    assert outcome is not None and outcome.winner == 0
    assert finish_round(finished("classic", captured, scores=[16, 0])).outcome is not None


# --- draw -----------------------------------------------------------------------------------


def test_draw_the_player_draws_back_up_to_four_after_each_play() -> None:
    state = position(
        "draw",
        [["7c", "2h", "3d", "4s"], ["5h", "6h", "8c", "9c"]],
        ["7h", "Kd"],
        stock=["Kc", "Qd"],
    )
    state = play(state, "7c takes 7h")
    assert codes(state.hands[0]) == ["2h", "3d", "4s", "Kc"]
    assert codes(state.stock) == ["Qd"] and state.to_move == 1
    state = play(state, "5h trails")
    assert codes(state.hands[1]) == ["6h", "8c", "9c", "Qd"] and not state.stock
    state = play(state, "2h trails")  # the stock is empty: no more drawing
    assert codes(state.hands[0]) == ["3d", "4s", "Kc"]
    classic = position(
        "classic", [["7c", "2h", "3d", "4s"], ["5h"]], ["7h", "Kd"], stock=["Kc", "Qd"]
    )
    assert codes(play(classic, "7c takes 7h").hands[0]) == ["2h", "3d", "4s"]


# --- california -----------------------------------------------------------------------------


def test_california_a_court_card_takes_every_loose_card_of_its_rank() -> None:
    hands = [["Qs", "5c"], ["2c"]]
    table = ["Qh", "Qd", "5h"]
    assert moves(position("california", hands, table)) == {
        "Qs takes Qh",
        "Qs takes Qd",
        "Qs takes Qh Qd",
        "Qs trails",
        "5c takes 5h",
        "5c trails",
    }
    assert "Qs takes Qh Qd" not in moves(position("classic", hands, table))
    swept = play(position("california", hands, ["Qh", "Qd"]), "Qs takes Qh Qd")
    assert not swept.table and swept.sweeps == (0, 0)  # sweeps do not score


# Seat 0 takes cards (3), spades (1), Big (2) and Little Cassino (1) and an ace: 8 points.
CALIFORNIA_PILES = [["Td", "2s", "As"], ["3c"]]


@pytest.mark.parametrize(
    ("round_number", "scores", "winner"),
    [
        (1, [40, 0], None),  # no target: 40 points end nothing
        (3, [40, 0], None),
        (4, [0, 5], 0),  # both players have dealt twice: 8 against 5
        (4, [0, 9], 1),
        (4, [0, 8], None),  # a tie plays on
        (5, [0, 7], 0),
    ],
)
def test_california_two_players_end_after_four_rounds(
    round_number: int, scores: list[int], winner: int | None
) -> None:
    state = finished("california", CALIFORNIA_PILES, scores=scores, round=round_number)
    outcome = finish_round(state).outcome
    assert (None if outcome is None else outcome.winner) == winner


def test_california_six_players_in_three_partnerships_end_after_twelve_rounds() -> None:
    teams = {"preset": "california", "partnerships": True}
    rules = rules_for("california", 6).with_options(partnerships=True)
    assert rules.side_of == (0, 1, 2, 0, 1, 2)
    captured = [["Td", "2s"], ["3c"], [], ["As"], [], []]  # seats 0 and 3 are partners
    before_end = finish_round(finished(teams, captured, round=11))
    assert before_end.outcome is None
    result = finish_round(finished(teams, captured, round=12))
    assert result.side_totals == (8, 0, 0)
    assert result.outcome is not None and result.outcome.winner == 0
    with pytest.raises(RulesError, match="players"):
        load("california").with_options(players=5)


# --- diamond and italian (40 cards, sette bello) --------------------------------------------


def test_diamond_has_no_court_cards_and_the_seven_of_diamonds_scores() -> None:
    with pytest.raises(PositionError, match="Kd is not in the deck"):
        position("diamond", [["Kd"], ["2c"]], ["5h"])
    first, second = score_round(finished("diamond", [["7d"], ["3c", "4c"]])).sides
    assert first.of("sette_bello") == 1 and first.total == 1
    assert second.total == 3  # most cards
    assert score_round(finished("classic", [["7d"], ["3c", "4c"]])).totals() == (0, 3)


def test_italian_has_no_eight_nine_ten_and_the_seven_of_diamonds_scores() -> None:
    for card in ("8s", "9h", "Td"):
        with pytest.raises(PositionError, match="not in the deck"):
            position("italian", [[card], ["2c"]], ["5h"])
    state = position("italian", [["4c", "7h"], ["Ks"]], ["3d", "Qh"])
    assert moves(state) == {"4c builds 7 on 3d", "4c trails", "7h trails"}
    first, second = score_round(finished("italian", [["7d", "2s"], ["3c"]])).sides
    assert first.total == 3 + 1 + 1 + 1  # cards, spades, Little Cassino, sette bello
    assert second.total == 0


# --- portuguese -----------------------------------------------------------------------------


def test_portuguese_a_tie_for_cards_goes_to_more_spades() -> None:
    captured = [["3s", "4s", "5h"], ["3h", "4h", "6s"]]
    assert score_round(finished("portuguese", captured)).totals() == (3 + 1, 0)
    assert score_round(finished("classic", captured)).totals() == (1, 0)
    # Tied for spades as well: nobody scores the cards.
    assert score_round(finished("portuguese", [["3s", "5h"], ["4s", "5d"]])).totals() == (0, 0)


def test_portuguese_teams_of_two_pool_their_cards_and_play_to_31() -> None:
    captured = [["3s"], ["3h", "4h", "6s"], ["4s", "5h"], []]
    assert score_round(finished("portuguese", captured)).totals() == (4, 0)
    with pytest.raises(RulesError, match="players"):
        load("portuguese").with_options(players=3)
    piles = [["3s", "4s", "5h"], ["3h", "4h", "6s"]]  # 4 points to seat 0
    assert finish_round(finished("portuguese", piles, scores=[26, 0])).outcome is None
    outcome = finish_round(finished("portuguese", piles, scores=[27, 0])).outcome
    assert outcome is not None and outcome.winner == 0


# --- five_players ---------------------------------------------------------------------------


def test_five_players_without_three_twos() -> None:
    rules = load("five_players")
    assert len(rules.cards) == 49 and Card("2s") in rules.cards
    with pytest.raises(PositionError, match="2h is not in the deck"):
        position("five_players", [["2h"], [], [], [], []], ["5c"])
    assert rules.side_of == (0, 1, 2, 3, 4)
    captured = [["Td", "2s", "As", "5c"], ["3c"], ["4c"], [], []]
    assert score_round(finished("five_players", captured)).totals() == (8, 0, 0, 0, 0)


# --- pluck ----------------------------------------------------------------------------------

PLUCK_HANDS = [["7c", "3h"], ["2c", "9d"]]
PLUCK_TABLE = ["7h", "4d", "Kd", "As", "Td"]


def test_pluck_every_variant_before_and_after_the_play() -> None:
    state = position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=["5s", "6s"])
    assert moves(state) == {
        # Before the play: any loose card but the ace and 10♦.
        "pluck 7h",
        "pluck 4d",
        "pluck Kd",
        # After the play: from what is left, never the card just played.
        "3h builds 7 on 4d",
        "3h builds 7 on 4d, plucks 7h",
        "3h builds 7 on 4d, plucks Kd",
        "3h builds 7 on 4d 7h",
        "3h builds 7 on 4d 7h, plucks Kd",
        "3h trails",
        "3h trails, plucks 4d",
        "3h trails, plucks 7h",
        "3h trails, plucks Kd",
        "7c takes 7h",
        "7c takes 7h, plucks 4d",
        "7c takes 7h, plucks Kd",
        "7c trails",
        "7c trails, plucks 4d",
        "7c trails, plucks 7h",
        "7c trails, plucks Kd",
    }
    after = play(state, "7c takes 7h, plucks Kd")
    assert sorted(codes(after.captured[0])) == sorted(["7c", "7h", "Kd"])
    assert after.plucked == (True, False) and after.to_move == 1


def test_pluck_before_the_play_keeps_the_turn_once_per_deal() -> None:
    state = play(position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=["5s", "6s"]), "pluck 4d")
    assert state.to_move == 0 and codes(state.captured[0]) == ["4d"]
    assert state.plucked == (True, False)
    assert moves(state) == {"3h trails", "7c takes 7h", "7c trails"}
    with pytest.raises(IllegalMoveError, match="already plucked"):
        state.apply(parse_move("pluck Kd"))


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("pluck As", "aces, 10♦ and 2♠"),
        ("pluck Td", "aces, 10♦ and 2♠"),
        ("7c trails, plucks 7c", "the card you just played"),
        ("pluck 5c", "not a loose card"),
    ],
)
def test_pluck_refused_with_a_reason(move: str, reason: str) -> None:
    state = position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=["5s", "6s"])
    with pytest.raises(IllegalMoveError, match=reason):
        state.apply(parse_move(move))


def test_pluck_never_the_only_item_nor_once_the_stock_is_empty() -> None:
    two = position("pluck", [["7c"], ["2c"]], ["7h", "4d"], stock=["5s", "6s"])
    assert moves(two) == {
        "pluck 7h",
        "pluck 4d",
        "7c takes 7h",  # leaves 4d alone: no pluck after it
        "7c trails",
        "7c trails, plucks 7h",
        "7c trails, plucks 4d",
    }
    one = position("pluck", [["7c"], ["2c"]], ["9h"], stock=["5s", "6s"])
    assert moves(one) == {"7c trails", "7c trails, plucks 9h"}
    empty_stock = position("pluck", PLUCK_HANDS, PLUCK_TABLE)
    assert not any("pluck" in move for move in moves(empty_stock))
    assert not any(
        "pluck" in move
        for move in moves(position("classic", PLUCK_HANDS, PLUCK_TABLE, stock=["5s"]))
    )


def test_pluck_allowed_again_after_the_next_deal() -> None:
    stock = ["5s", "6s", "8s", "9s", "5h", "6h", "8h", "9h", "Ts", "Th"]
    state = position(
        "pluck", [["7c"], ["2c"]], ["9c", "5d"], stock=stock, plucked=[True, False], dealer=1
    )
    assert not any("pluck" in move for move in moves(state))
    state = play(state, "7c trails", "2c trails")  # both hands empty: the dealer deals again
    assert state.plucked == (False, False) and len(state.hands[0]) == 4
    assert any(move.startswith("pluck ") for move in moves(state))


# --- trailing_royals ------------------------------------------------------------------------


def test_trailing_royals_queen_build_and_its_capture() -> None:
    state = position("trailing_royals", [["Qs", "Qh", "5c"], ["Qc", "2d"]], ["Qd", "9s"])
    assert moves(state) == {
        "Qs takes Qd",
        "Qs builds 12 on Qd",  # holding Q♥ for it
        "Qs trails",
        "Qh takes Qd",
        "Qh builds 12 on Qd",
        "Qh trails",
        "5c trails",
    }
    state = play(state, "Qs builds 12 on Qd")
    (build,) = [item for item in state.table if isinstance(item, Build)]
    assert build.cards == (Card("Qs"), Card("Qd")) and build.value == 12
    assert build.owner == 0 and build.multiple
    # The opponent's queen takes the build; without another queen it cannot add to it.
    assert moves(state) == {"Qc takes Qs Qd", "Qc trails", "2d trails"}
    state = play(state, "2d trails")
    # The owner may not trail: the queen in hand takes the build.
    assert moves(state) == {"Qh takes Qs Qd"}
    state = play(state, "Qh takes Qs Qd")
    assert sorted(codes(state.captured[0])) == sorted(["Qs", "Qh", "Qd"])


def test_trailing_royals_adding_to_a_court_build() -> None:
    table: list[Any] = [{"cards": ["Qs", "Qd"], "value": 12, "owner": 1}, "5h"]
    state = position("trailing_royals", [["Qh", "Qc"], ["2d"]], table)
    assert moves(state) == {
        "Qh takes Qs Qd",
        "Qh builds 12 on Qs Qd",
        "Qh trails",
        "Qc takes Qs Qd",
        "Qc builds 12 on Qs Qd",
        "Qc trails",
    }
    (build,) = [
        item for item in play(state, "Qh builds 12 on Qs Qd").table if isinstance(item, Build)
    ]
    assert build.cards == (Card("Qs"), Card("Qh"), Card("Qd")) and build.owner == 0
    with pytest.raises(PositionError, match="court cards"):
        position("classic", [["Qh", "Qc"], ["2d"]], table)


# --- initial_pairs --------------------------------------------------------------------------


class StackedDeck(Random):
    """A random generator whose shuffle lays the deck in a chosen order."""

    def __init__(self, order: list[str]) -> None:
        super().__init__(0)
        self.order = [Card(code) for code in order]

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        assert sorted(x) == sorted(self.order)
        x[:] = self.order


def stacked(rules: Rules, table: list[str]) -> StackedDeck:
    """Two players, dealer seat 0, dealt in twos (RULES.md §2; the dealer serves the other
    player, the table, then themself): cards 3-4 and 9-10 of the deck go to the table."""
    rest = [card.code for card in rules.cards if card.code not in table]
    return StackedDeck(rest[0:2] + table[0:2] + rest[2:6] + table[2:4] + rest[6:])


def test_initial_pairs_go_to_the_first_player_and_an_emptied_table_is_a_sweep() -> None:
    rules = load("initial_pairs")
    state = start_round(rules, stacked(rules, ["5h", "9c", "5d", "9s"]), dealer=0)
    assert state.table == ()
    assert sorted(codes(state.captured[1])) == sorted(["5h", "5d", "9s", "9c"])
    assert state.sweeps == (0, 1) and state.last_capturer == 1 and state.to_move == 1
    classic = load("classic")
    plain = start_round(classic, stacked(classic, ["5h", "9c", "5d", "9s"]), dealer=0)
    dealt = [item for item in plain.table if isinstance(item, Card)]
    assert sorted(codes(dealt)) == sorted(["5h", "9c", "5d", "9s"])  # the deal itself
    assert plain.captured == ((), ()) and plain.sweeps == (0, 0)


def test_initial_pairs_a_third_card_of_the_rank_stays() -> None:
    rules = load("initial_pairs")
    state = start_round(rules, stacked(rules, ["5h", "5c", "5d", "9s"]), dealer=0)
    taken = codes(state.captured[1])
    assert len(taken) == 2 and all(code[0] == "5" for code in taken)
    left = codes([item for item in state.table if isinstance(item, Card)])
    assert (
        len(left) == 2 and "9s" in left and sorted(left + taken) == sorted(["5h", "5c", "5d", "9s"])
    )
    assert state.sweeps == (0, 0)


# --- sudden_death ---------------------------------------------------------------------------

SUDDEN_HANDS = [["9c", "3h"], ["2d", "4c"]]
SUDDEN_TABLE = ["4d", "5h"]


def test_sudden_death_a_sweep_reaching_the_target_ends_the_game() -> None:
    state = position("sudden_death", SUDDEN_HANDS, SUDDEN_TABLE, scores=[20, 5])
    state = play(state, "9c takes 4d 5h")
    assert state.scores == (21, 5) and state.sweeps == (1, 0)
    assert state.legal_moves() == [] and state.round_over
    with pytest.raises(IllegalMoveError, match="game is over"):
        state.apply(parse_move("2d trails"))
    result = finish_round(state)
    assert result.outcome is not None and result.outcome.winner == 0
    assert result.side_totals == (21, 5)


def test_sudden_death_a_sweep_short_of_the_target_is_paid_once() -> None:
    state = play(
        position("sudden_death", SUDDEN_HANDS, SUDDEN_TABLE, scores=[10, 5]), "9c takes 4d 5h"
    )
    assert state.scores == (11, 5) and len(state.legal_moves()) > 0
    state = play(state, "2d trails", "3h trails", "4c trails")
    assert state.round_over  # the leftovers go to seat 0: 6 cards against none
    score = score_round(state)
    assert score.sides[0].of("sweeps") == 0 and score.totals() == (3, 0)
    result = finish_round(state)
    assert result.outcome is None and result.side_totals == (14, 5)
    classic = play(
        position("classic", SUDDEN_HANDS, SUDDEN_TABLE, scores=[10, 5]), "9c takes 4d 5h"
    )
    assert classic.scores == (10, 5)


# --- michigan -------------------------------------------------------------------------------

MICHIGAN_HANDS = [["7c", "5h"], ["2c", "9d"]]
MICHIGAN_TABLE: list[Any] = ["2d", "7h", {"cards": ["4s", "3d"], "value": 7, "owner": 0}]
KEEPING_THE_DUTY = {
    "7c takes 3d 4s",
    "7c takes 3d 4s 7h",
    "5h builds 7 on 2d",
    "5h builds 7 on 2d 7h",
    "5h builds 7 on 2d 3d 4s",
    "5h builds 7 on 2d 3d 4s 7h",
}


def test_michigan_breaking_the_duty_is_legal() -> None:
    assert moves(position("classic", MICHIGAN_HANDS, MICHIGAN_TABLE)) == KEEPING_THE_DUTY
    assert moves(position("michigan", MICHIGAN_HANDS, MICHIGAN_TABLE)) == KEEPING_THE_DUTY | {
        "7c takes 7h",  # leaves the 7-build with no 7 in hand
        "7c trails",
        "5h trails",
    }


@pytest.mark.parametrize(
    ("move", "penalty"),
    [("7c takes 7h", 2), ("7c trails", 2), ("5h builds 7 on 2d", 0), ("7c takes 3d 4s", 0)],
)
def test_michigan_penalty_applied(move: str, penalty: int) -> None:
    state = play(position("michigan", MICHIGAN_HANDS, MICHIGAN_TABLE), move)
    assert state.penalties == (penalty, 0)


def test_michigan_breaking_the_duty_is_refused_in_classic() -> None:
    with pytest.raises(IllegalMoveError, match="must keep a 7"):
        position("classic", MICHIGAN_HANDS, MICHIGAN_TABLE).apply(parse_move("7c takes 7h"))


def test_michigan_penalty_and_sweeps_scored() -> None:
    state = finished("michigan", [["Td", "5c"], ["3c"]], sweeps=[1, 0], penalties=[2, 0])
    first, second = score_round(state).sides
    assert first.of("sweeps") == 2 and first.of("penalties") == -2
    assert first.total == 3 + 2 + 2 - 2  # cards, Big Cassino, one sweep at 2, the penalty
    assert second.total == 0
    swept = play(position("michigan", [["9c", "2h"], ["3d"]], ["4d", "5h"]), "9c takes 4d 5h")
    assert swept.sweeps == (1, 0)
    assert score_round(swept).sides[0].of("sweeps") == 2


def test_michigan_charges_a_breach_once_not_every_later_move() -> None:
    # Seat 0 owns a 7-build and holds the 7: taking something else with the 7 breaks the
    # duty (2 points); later moves of the same owner, the build already broken, are free.
    state = position_from_json(
        {
            "rules": {"preset": "michigan"},
            "to_move": 0,
            "hands": [["7c", "2c", "5h"], ["Kd", "Qd", "Jd"]],
            "table": ["7h", {"cards": ["3s", "4d"], "value": 7, "owner": 0}, "9s"],
        }
    )
    state = state.apply(parse_move("7c takes 7h"))
    assert state.penalties == (2, 0)
    state = state.apply(parse_move("Kd trails"))
    state = state.apply(parse_move("2c trails"))
    assert state.penalties == (2, 0)


def test_michigan_charges_an_owner_who_trails_while_holding_the_card() -> None:
    state = position_from_json(
        {
            "rules": {"preset": "michigan"},
            "to_move": 0,
            "hands": [["7c", "5h"], ["Kd"]],
            "table": [{"cards": ["3s", "4d"], "value": 7, "owner": 0}, "9s"],
        }
    )
    assert state.apply(parse_move("5h trails")).penalties == (2, 0)


def test_royal_ace_as_14_on_what_it_takes_as_1_is_the_same_move() -> None:
    state = position_from_json(
        {
            "rules": {"preset": "royal"},
            "to_move": 0,
            "hands": [["Ah"], ["Kd"]],
            "table": ["Ac", "9s"],
        }
    )
    after = state.apply(parse_move("Ah as 14 takes Ac"))
    assert set(after.captured[0]) == {Card("Ah"), Card("Ac")}


def test_a_court_card_answers_for_a_numeric_build_only_with_court_builds() -> None:
    rules = load("classic").with_options(ace_high=True, max_build=14)
    assert not rules.holds([Card("Qs")], 12)
    assert load("trailing_royals").holds([Card("Qs")], 12)
