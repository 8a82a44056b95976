"""Every preset of RULES.md §8 against the tables of its row: options, deals, points.

The expected options, deals and round points below are derived by hand from RULES.md and
the preset's row in §8, not read back from the engine. Every preset is in these tables and,
but for classic (the baseline the others are compared with), has tests of its own play:
the first ones in ``test_preset_variants.py`` and ``test_preset_extra_rules.py``, the later
ones in ``test_new_games.py`` and ``test_tablanette.py``. ``test_every_preset_is_tested_here``
keeps the tables complete when a preset is added.
"""

from __future__ import annotations

from random import Random

import pytest
from positions import codes, finished, rules_for

from cassino.engine.match import start_round
from cassino.engine.rules import Rules
from cassino.engine.scoring import score_round
from cassino.engine.table import Build
from cassino.userdata.presets import changes_from_classic, load, preset_names

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
