"""Every house-rule option, declared once: key, kind, allowed values, group, explanation.

The rules object, the YAML validation, ``rules show`` and the settings menu are all
generated from this table, so a new option appears everywhere by being declared here.
Defaults are not declared here: they are the preset ``classic`` (config/rules/classic.yaml).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from cassino.engine.reasons import Param, Reason

OptionKind = Literal["bool", "int", "choice", "counts"]
OptionValue = bool | int | str | tuple[int, ...]

GROUPS = ("players", "deal", "capturing", "building", "scoring", "game end")


@dataclass(frozen=True)
class OptionSpec:
    key: str
    kind: OptionKind
    group: str
    explanation: str
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def allowed(self) -> Reason:
        """What may be written for this option, as a phrase (``str`` gives the English;
        the templates are in ``ALLOWED_TEMPLATES``)."""
        lowest, highest = self.minimum or 0, self.maximum or 0
        if self.kind == "bool":
            return _phrase("true or false")
        if self.kind == "counts":
            return _phrase(
                "a list of whole numbers from {minimum} to {maximum}, like [2, 4]",
                minimum=lowest,
                maximum=highest,
            )
        if self.kind == "choice":
            return _either([str(choice) for choice in self.choices])
        if self.maximum is None:
            return _phrase("a whole number of at least {minimum}", minimum=lowest)
        return _phrase(
            "a whole number from {minimum} to {maximum}", minimum=lowest, maximum=highest
        )

    def check(self, value: object) -> OptionValue | None:
        """The value if it is allowed for this option, else None."""
        if self.kind == "bool":
            return value if isinstance(value, bool) else None
        if self.kind == "counts":
            if not isinstance(value, list | tuple) or not value:
                return None
            if any(isinstance(n, bool) or not isinstance(n, int) for n in value):
                return None  # a list in the list ([[2]]) is no count, and cannot be sorted
            counts = tuple(sorted(set(value)))
            if len(counts) != len(value) or any(
                isinstance(n, bool) or not isinstance(n, int) for n in counts
            ):
                return None
            lowest, highest = self.minimum or 0, self.maximum or 0
            return counts if all(lowest <= n <= highest for n in counts) else None
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                return None
            if self.minimum is not None and value < self.minimum:
                return None
            if self.maximum is not None and value > self.maximum:
                return None
            return value
        for choice in self.choices:
            if value == choice and type(value) is type(choice):
                return choice
        return None


def _phrase(template: str, **params: Param) -> Reason:
    return Reason(template, params)


def _either(words: Sequence[str]) -> Reason:
    """``a or b or c`` as a phrase: one template for two, three and four words (a language
    may join the last two differently); more are the first word or the phrase of the rest."""
    first, *rest = words
    if len(rest) == 1:
        return _phrase("{first} or {second}", first=first, second=rest[0])
    if len(rest) == 2:
        return _phrase("{first} or {second} or {third}", first=first, second=rest[0], third=rest[1])
    if len(rest) == 3:
        return _phrase(
            "{first} or {second} or {third} or {fourth}",
            first=first,
            second=rest[0],
            third=rest[1],
            fourth=rest[2],
        )
    return _phrase("{first} or {second}", first=first, second=_either(rest))


ALLOWED_TEMPLATES: tuple[str, ...] = (
    "true or false",
    "a list of whole numbers from {minimum} to {maximum}, like [2, 4]",
    "{first} or {second}",
    "{first} or {second} or {third}",
    "{first} or {second} or {third} or {fourth}",
    "a whole number of at least {minimum}",
    "a whole number from {minimum} to {maximum}",
)
"""Every template of the phrases ``OptionSpec.allowed`` gives."""


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("players", "int", "players", "How many play.", minimum=2, maximum=6),
    OptionSpec(
        "players_allowed",
        "counts",
        "players",
        "The numbers of players this variant is played by.",
        minimum=2,
        maximum=6,
    ),
    OptionSpec(
        "partnerships",
        "bool",
        "players",
        "With 4 or 6 players, partners sit opposite and pool their captures.",
    ),
    OptionSpec(
        "deck",
        "choice",
        "deal",
        "The cards played with: all 52, or without courts, without 8-9-10, or without 2♥ 2♦ 2♣.",
        choices=("standard", "no_courts", "no_8_9_10", "no_three_twos"),
    ),
    OptionSpec("hand_size", "int", "deal", "Cards dealt to each player.", minimum=2, maximum=6),
    OptionSpec(
        "last_hand_size",
        "int",
        "deal",
        "Cards each player gets in the last deal (0: the same as the others).",
        minimum=0,
        maximum=8,
    ),
    OptionSpec(
        "table_cards",
        "int",
        "deal",
        "Cards turned face up to the table at the start of a round.",
        minimum=4,
        maximum=5,
    ),
    OptionSpec(
        "short_last_deal",
        "bool",
        "deal",
        "When the stock cannot fill every hand, the last deal gives out what is left, one "
        "card at a time (hands may come out unequal).",
    ),
    OptionSpec(
        "deal_in_twos",
        "bool",
        "deal",
        "Deal two cards at a time (changes only which cards go where).",
    ),
    OptionSpec(
        "draw",
        "bool",
        "deal",
        "After each play the player draws back up from the stock; no separate deals.",
    ),
    OptionSpec(
        "initial_pairs",
        "bool",
        "deal",
        "Pairs dealt to the table go to the first player; clearing it so is a sweep.",
    ),
    OptionSpec(
        "court_values",
        "bool",
        "capturing",
        "Jack 11, queen 12, king 13: court cards capture and build like numbers.",
    ),
    OptionSpec(
        "ace_high",
        "bool",
        "capturing",
        "An ace counts 1 or 14, chosen when it is played.",
    ),
    OptionSpec(
        "ace_eleven",
        "bool",
        "capturing",
        "An ace counts 1 or 11, chosen when it is played, and anew in each sum while it lies "
        "loose (Tablanette).",
    ),
    OptionSpec(
        "big_ten",
        "bool",
        "capturing",
        "The 10♦ (the Big Ten) counts 10 or 11, chosen when it is played (Buckeye).",
    ),
    OptionSpec(
        "high_courts",
        "bool",
        "capturing",
        "With court_values, the courts count one more: jack 12, queen 13, king 14 (Tablanette).",
    ),
    OptionSpec(
        "take_all",
        "choice",
        "capturing",
        "A card that takes everything on the table, builds too, and is never a sweep: "
        "none, or the jack (Tablanette).",
        choices=("none", "jack"),
    ),
    OptionSpec(
        "hand_pair_capture",
        "bool",
        "capturing",
        "Two cards from hand whose values sum to a loose table card take it (Callabra).",
    ),
    OptionSpec(
        "court_capture",
        "choice",
        "capturing",
        "A jack, queen or king takes one loose card of its rank (one), or all of them (all).",
        choices=("one", "all"),
    ),
    OptionSpec(
        "build_in_sums",
        "choice",
        "capturing",
        "Whose single builds may count as a number in a sum taken by a capture.",
        choices=("never", "opponents", "anyone"),
    ),
    OptionSpec(
        "pluck",
        "bool",
        "capturing",
        "Once per deal a player may pluck a loose card from the table, before or after playing.",
    ),
    OptionSpec("sweeps", "bool", "capturing", "Clearing the table with a capture scores a sweep."),
    OptionSpec("sweep_points", "choice", "capturing", "Points for each sweep.", choices=(1, 2)),
    OptionSpec(
        "sweep_on_last_play",
        "bool",
        "capturing",
        "A sweep made with the last card of the round still counts.",
    ),
    OptionSpec(
        "five_of_spades_sweeps",
        "bool",
        "capturing",
        "Trailing the 5♠ sweeps the table: it takes every card there and scores a sweep.",
    ),
    OptionSpec(
        "builds",
        "bool",
        "building",
        "Players may make builds; without them a card only captures or trails (Tablanette).",
    ),
    OptionSpec(
        "build_gathers",
        "bool",
        "building",
        "A build may gather other groups of its value in the same move.",
    ),
    OptionSpec(
        "max_build",
        "int",
        "building",
        "The highest value a build may be announced at.",
        minimum=1,
        maximum=14,
    ),
    OptionSpec(
        "court_builds",
        "bool",
        "building",
        "Court cards may be built by pairing: a queen on a queen, holding a third.",
    ),
    OptionSpec(
        "owner_may_trail",
        "bool",
        "building",
        "A player who owns a build may still trail a card.",
    ),
    OptionSpec(
        "owner_duty",
        "choice",
        "building",
        "none, or take_or_add: a build owner must take or add to it on their next turn.",
        choices=("none", "take_or_add"),
    ),
    OptionSpec(
        "duty_penalty",
        "choice",
        "building",
        "0: an owner may not break the build duty; 2: they may, and pay 2 points.",
        choices=(0, 2),
    ),
    OptionSpec(
        "rounds_to_five",
        "bool",
        "building",
        "Michigan's rounds to 5: a third instant score (a sweep or a breach of the duty) "
        "against the same player ends the round.",
    ),
    OptionSpec(
        "card_tie",
        "choice",
        "scoring",
        "When most cards is tied: nobody scores (none), or more spades wins it (spades).",
        choices=("none", "spades"),
    ),
    OptionSpec(
        "spade_points",
        "bool",
        "scoring",
        "Every spade scores 1 and the jack of spades 2, besides the usual points.",
    ),
    OptionSpec(
        "point_cards",
        "choice",
        "scoring",
        "Which captured cards score: cassino (the aces, 10♦ 2, 2♠ 1, most spades 1), or "
        "tablanette (each ace, king, queen, jack and ten 1, the 10♦ 2, the 2♣ 1, no spades).",
        choices=("cassino", "tablanette"),
    ),
    OptionSpec("sette_bello", "bool", "scoring", "Capturing the 7♦ scores 1 more point."),
    OptionSpec(
        "all_eleven",
        "choice",
        "scoring",
        "Taking all 11 base points in one round: nothing more, a bonus point, or the game.",
        choices=("none", "bonus_point", "wins_game"),
    ),
    OptionSpec(
        "match",
        "choice",
        "game end",
        "Play to the target, or until each player has dealt twice (highest total wins).",
        choices=("target", "two_deals_each"),
    ),
    OptionSpec("target", "int", "game end", "Points needed to win the game.", minimum=1),
    OptionSpec(
        "finish",
        "choice",
        "game end",
        "If several reach the target: highest total wins, or count out category by category.",
        choices=("highest", "count_out"),
    ),
    OptionSpec(
        "sweeps_at_once",
        "bool",
        "game end",
        "Sweeps score at once; reaching the target with a sweep ends the game on the spot.",
    ),
    OptionSpec(
        "points_at_once",
        "bool",
        "game end",
        "Every point card scores the moment it is captured; reaching the target so ends the "
        "game on the spot.",
    ),
    OptionSpec(
        "clear_ends_game",
        "bool",
        "game end",
        "Clearing the table with a capture ends the game: the round is scored as it stands "
        "and the highest total wins (Callabra).",
    ),
    OptionSpec(
        "call_out",
        "bool",
        "game end",
        "Two players: one may claim the game at any time; right wins, wrong loses.",
    ),
)

OPTION_BY_KEY: dict[str, OptionSpec] = {spec.key: spec for spec in OPTIONS}
