"""What the menus call things, in the player's language: presets, house-rule options and
their values, option groups, computer levels, opponents. No pygame here.

Each table below only makes a name read well; anything missing from it (a new option, a
new preset, a new level) still gets a plain name made from its key, so it shows up in
the menus without menu code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.engine.match import side_scores
from cassino.engine.options import OptionSpec, OptionValue
from cassino.i18n import N_, tr
from cassino.userdata.statistics import HOT_SEAT

if TYPE_CHECKING:
    from cassino.game.snapshot import SavedGame

PRESET_TITLES = {
    "classic": N_("Classic"),
    "royal": N_("Royal"),
    "spade": N_("Spade"),
    "draw": N_("Draw"),
    "california": N_("California"),
    "diamond": N_("Diamond"),
    "italian": N_("Italian"),
    "portuguese": N_("Portuguese"),
    "five_players": N_("Five players"),
    "pluck": N_("Pluck"),
    "trailing_royals": N_("Trailing royals"),
    "initial_pairs": N_("Initial pairs"),
    "sudden_death": N_("Sudden death"),
    "michigan": N_("Michigan"),
    "buckeye": N_("Buckeye"),
    "five_of_spades": N_("Five of spades"),
    "instant_scoring": N_("Instant scoring"),
    "callabra": N_("Callabra"),
    "tablanette": N_("Tablanette"),
}

GROUP_TITLES = {
    "players": N_("Players"),
    "deal": N_("Deal"),
    "capturing": N_("Capturing"),
    "building": N_("Building"),
    "scoring": N_("Scoring"),
    "game end": N_("Game end"),
}

OPTION_TITLES = {
    "players": N_("Players"),
    "players_allowed": N_("Player counts allowed"),
    "partnerships": N_("Partnerships"),
    "deck": N_("Deck"),
    "hand_size": N_("Hand size"),
    "last_hand_size": N_("Cards in the last deal"),
    "deal_in_twos": N_("Deal in twos"),
    "draw": N_("Draw from the stock"),
    "initial_pairs": N_("Initial pairs"),
    "court_values": N_("Court cards have values"),
    "ace_high": N_("Ace high"),
    "court_capture": N_("Court card captures"),
    "build_in_sums": N_("Builds in sums"),
    "pluck": N_("Pluck"),
    "sweeps": N_("Sweeps"),
    "sweep_points": N_("Points for a sweep"),
    "sweep_on_last_play": N_("Sweep on the last play"),
    "build_gathers": N_("Builds gather groups"),
    "max_build": N_("Highest build"),
    "court_builds": N_("Court card builds"),
    "owner_may_trail": N_("Build owner may trail"),
    "owner_duty": N_("Build owner's duty"),
    "duty_penalty": N_("Breaking the duty"),
    "card_tie": N_("Tie for most cards"),
    "spade_points": N_("Spade points"),
    "sette_bello": N_("Sette bello 7♦"),
    "all_eleven": N_("All eleven points"),
    "match": N_("Game length"),
    "target": N_("Target"),
    "finish": N_("Several reach the target"),
    "sweeps_at_once": N_("Sweeps score at once"),
    "call_out": N_("Calling out"),
    "rounds_to_five": N_("Third instant score ends the round"),
    "five_of_spades_sweeps": N_("Trailing the 5♠ sweeps"),
    "points_at_once": N_("Point cards score at once"),
    "big_ten": N_("10♦ counts 10 or 11"),
    "table_cards": N_("Cards to the table"),
    "short_last_deal": N_("Short last deal"),
    "hand_pair_capture": N_("Two hand cards take their sum"),
    "clear_ends_game": N_("Clearing the table ends the game"),
    "high_courts": N_("Courts count 12 to 14"),
    "ace_eleven": N_("Ace 1 or 11"),
    "take_all": N_("Takes the whole table"),
    "builds": N_("Builds"),
    "point_cards": N_("Point cards"),
}

VALUE_LABELS: dict[tuple[str, OptionValue], str] = {
    ("deck", "standard"): N_("All 52 cards"),
    ("deck", "no_courts"): N_("No court cards"),
    ("deck", "no_8_9_10"): N_("No 8, 9 or 10"),
    ("deck", "no_three_twos"): N_("No 2♥ 2♦ 2♣"),
    ("court_capture", "one"): N_("One card"),
    ("court_capture", "all"): N_("All of its rank"),
    ("build_in_sums", "never"): N_("Never"),
    ("build_in_sums", "opponents"): N_("Opponents' builds"),
    ("build_in_sums", "anyone"): N_("Anyone's builds"),
    ("sweep_points", 1): N_("1 point"),
    ("sweep_points", 2): N_("2 points"),
    ("owner_duty", "none"): N_("No duty"),
    ("owner_duty", "take_or_add"): N_("Take or add"),
    ("last_hand_size", 0): N_("As many as before"),
    ("duty_penalty", 0): N_("Not allowed"),
    ("duty_penalty", 2): N_("Costs 2 points"),
    ("card_tie", "none"): N_("Nobody scores"),
    ("card_tie", "spades"): N_("More spades wins"),
    ("all_eleven", "none"): N_("Nothing more"),
    ("all_eleven", "bonus_point"): N_("A bonus point"),
    ("all_eleven", "wins_game"): N_("Wins the game"),
    ("match", "target"): N_("Play to the target"),
    ("match", "two_deals_each"): N_("Two deals each"),
    ("finish", "highest"): N_("Highest total"),
    ("finish", "count_out"): N_("Count out"),
    ("take_all", "none"): N_("No card"),
    ("take_all", "jack"): N_("The jack"),
    ("point_cards", "cassino"): N_("Cassino's"),
    ("point_cards", "tablanette"): N_("Tablanette's"),
}

LEVEL_TITLES = {
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
    "greedy": N_("Greedy"),
}


def plain(key: str) -> str:
    """A name made from a key: ``five_players`` → "Five players"."""
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def rule_set_title(name: str, *, preset: bool = True) -> str:
    """A preset by its translated title; a player's own rule set by the name they gave it."""
    if not preset:
        return name
    return tr(PRESET_TITLES[name]) if name in PRESET_TITLES else plain(name)


def group_title(group: str) -> str:
    return tr(GROUP_TITLES[group]) if group in GROUP_TITLES else plain(group)


def option_title(spec: OptionSpec) -> str:
    return tr(OPTION_TITLES[spec.key]) if spec.key in OPTION_TITLES else plain(spec.key)


# The window's own explanation where the engine's (written for rules files) names the
# values as a file spells them ("none, or take_or_add", "0: … 2: …").
EXPLANATIONS = {
    "last_hand_size": N_("Cards each player gets in the last deal, if not as many as before."),
    "court_capture": N_(
        "A jack, queen or king takes one loose card of its rank, or every one of them."
    ),
    "owner_duty": N_(
        "Whether a player who owns a build must take it or add to it on their next turn."
    ),
    "duty_penalty": N_("Whether an owner may break the build duty, and what breaking it costs."),
    "card_tie": N_("When most cards is tied: nobody scores it, or more spades wins it."),
    "high_courts": N_(
        "When court cards have values, they count one more: jack 12, queen 13, king 14."
    ),
    "take_all": N_(
        "A card that takes everything on the table, builds too, without scoring a sweep: "
        "no card, or the jack."
    ),
    "point_cards": N_(
        "Which captured cards score: Cassino's (aces, 10♦ 2, 2♠, most spades) or "
        "Tablanette's (aces, tens and court cards 1 each, 10♦ 2, 2♣ 1)."
    ),
}


def option_explanation(spec: OptionSpec) -> str:
    return tr(EXPLANATIONS.get(spec.key, spec.explanation))


def value_label(spec: OptionSpec, value: OptionValue) -> str:
    """A choice's value in words: ``court_capture: all`` → "All of its rank"."""
    label = VALUE_LABELS.get((spec.key, value))
    if label is not None:
        return tr(label)
    return plain(str(value))


def level_title(level: str) -> str:
    return tr(LEVEL_TITLES[level]) if level in LEVEL_TITLES else plain(level)


def opponent_title(opponent: str) -> str:
    """A statistics opponent: "Hot-seat", a level, or the levels of a mix joined by "+"."""
    if opponent == HOT_SEAT:
        return tr("Hot-seat")
    return " + ".join(level_title(level) for level in opponent.split("+"))


def saved_game_words(saved: SavedGame) -> str:
    """Which game a save holds, in a few words: its rules, its round and each side's score
    under its first player's name ("Royal · round 2 · Ana 7 · Robot 4")."""
    rules = saved.rules
    preset = rules.preset
    title = rule_set_title(preset, preset=preset in _preset_names())
    totals = side_scores(saved.position)
    first_names: dict[int, str] = {}
    for seat, side in enumerate(rules.side_of):
        first_names.setdefault(side, saved.seats[seat].name)
    score = " · ".join(f"{first_names[side]} {totals[side]}" for side in range(rules.sides))
    return tr(
        "{rules} · round {round} · {score}", rules=title, round=saved.round_number, score=score
    )


def _preset_names() -> list[str]:
    from cassino.userdata import presets

    return presets.preset_names()
