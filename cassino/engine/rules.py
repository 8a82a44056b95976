"""The house rules as one frozen object, validated option by option.

``Rules`` is built only from a complete mapping of options (``Rules.from_options``),
normally the preset ``classic`` with overrides; see ``rules_yaml`` for the files.
Tables the move generator needs (card values, deck, seats' sides) are derived once here.

A refusal is a ``RulesError`` naming the source (a file, a preset) and giving the reason
as one of ``rule_checks.RULES_TEMPLATES`` (the checks are there; what an option allows is
a phrase of its own, see ``OptionSpec.allowed``), so that the game can say it in the
player's language.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Literal, cast

from cassino.engine.cards import ALL_CARDS, BIG_CASSINO, Card
from cassino.engine.decks import DECKS
from cassino.engine.errors import RulesError
from cassino.engine.options import OPTIONS, OptionValue
from cassino.engine.rule_checks import check_consistency, check_options
from cassino.engine.table import is_multiple_build

ACE_HIGH_VALUE = 14
BIG_TEN_HIGH = 11  # what the 10♦ may count with ``big_ten``
VALUELESS_CODE = 50  # code of a card with no value: 50 + rank (see combos)


@dataclass(frozen=True)
class Rules:
    players: int
    players_allowed: tuple[int, ...]
    partnerships: bool
    deck: Literal["standard", "no_courts", "no_8_9_10", "no_three_twos"]
    hand_size: int
    last_hand_size: int
    table_cards: int
    short_last_deal: bool
    deal_in_twos: bool
    draw: bool
    initial_pairs: bool
    court_values: bool
    ace_high: bool
    ace_eleven: bool
    big_ten: bool
    high_courts: bool
    take_all: Literal["none", "jack"]
    hand_pair_capture: bool
    court_capture: Literal["one", "all"]
    build_in_sums: Literal["never", "opponents", "anyone"]
    pluck: bool
    sweeps: bool
    sweep_points: int
    sweep_on_last_play: bool
    five_of_spades_sweeps: bool
    builds: bool
    build_gathers: bool
    max_build: int
    court_builds: bool
    owner_may_trail: bool
    owner_duty: Literal["none", "take_or_add"]
    duty_penalty: int
    rounds_to_five: bool
    card_tie: Literal["none", "spades"]
    point_cards: Literal["cassino", "tablanette"]
    spade_points: bool
    sette_bello: bool
    all_eleven: Literal["none", "bonus_point", "wins_game"]
    match: Literal["target", "two_deals_each"]
    target: int
    finish: Literal["highest", "count_out"]
    sweeps_at_once: bool
    points_at_once: bool
    clear_ends_game: bool
    call_out: bool
    # Where these rules came from, for notation and display; not part of equality.
    preset: str = field(default="classic", compare=False)
    overrides: tuple[tuple[str, OptionValue], ...] = field(default=(), compare=False)
    # Derived tables, filled in __post_init__.
    values: tuple[int, ...] = field(init=False, repr=False, compare=False)
    codes: tuple[int, ...] = field(init=False, repr=False, compare=False)
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    side_of: tuple[int, ...] = field(init=False, repr=False, compare=False)
    sides: int = field(init=False, repr=False, compare=False)
    card_points: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # Per card number: whether it may count 11 too (the 10♦ with big_ten, an ace with
    # ace_eleven), the one kind of card with two values the move generator shares.
    counts_eleven: tuple[bool, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Ace 1, pips at face value, court cards 11-13 with court_values (12-14 with
        # high_courts), else none (0).
        def value(card: Card) -> int:
            if card.rank <= 10:
                return card.rank
            if not self.court_values:
                return 0
            return card.rank + 1 if self.high_courts else card.rank

        values = tuple(value(card) for card in ALL_CARDS)
        # A card's code in a table signature: its value, or 50 + rank when it has none.
        codes = tuple(
            v or VALUELESS_CODE + card.rank for v, card in zip(values, ALL_CARDS, strict=True)
        )
        object.__setattr__(self, "card_points", tuple(self._points_of(c) for c in ALL_CARDS))
        object.__setattr__(self, "values", values)
        elevens = tuple(
            (self.big_ten and card == BIG_CASSINO) or (self.ace_eleven and card.rank == 1)
            for card in ALL_CARDS
        )
        object.__setattr__(self, "counts_eleven", elevens)
        object.__setattr__(self, "codes", codes)
        object.__setattr__(self, "cards", DECKS[self.deck])
        object.__setattr__(self, "side_of", _sides(self.players, self.partnerships))
        object.__setattr__(self, "sides", max(self.side_of) + 1)

    def _points_of(self, card: Card) -> int:
        """What capturing ``card`` itself scores (an ace 1, 10♦ 2, 2♠ 1; with
        ``point_cards: tablanette`` each ace, ten and court 1, the 10♦ 2, the 2♣ 1; with
        ``spade_points`` a spade 1 more and the J♠ 2; with ``sette_bello`` the 7♦ 1):
        the categories that ``points_at_once`` pays when the card is taken."""
        if self.point_cards == "tablanette":
            return tablanette_points(card)
        points = 1 if card.rank == 1 else 0
        if card.code == "Td":
            points += 2
        if card.code == "2s":
            points += 1
        if self.spade_points and card.suit == "s":
            points += 2 if card.code == "Js" else 1
        if self.sette_bello and card.code == "7d":
            points += 1
        return points

    @classmethod
    def from_options(
        cls,
        options: Mapping[str, object],
        source: str = "rules",
        preset: str = "classic",
        overrides: Mapping[str, OptionValue] | None = None,
    ) -> Rules:
        """Validate a complete mapping of options; errors name ``source``, key and value."""
        checked = check_options(options, source)
        missing = [spec.key for spec in OPTIONS if spec.key not in checked]
        if missing:
            raise RulesError.of(
                "missing option(s) {options}", source=source, options=", ".join(missing)
            )
        check_consistency(checked, source)
        kept = tuple(sorted((overrides or {}).items()))
        return cls(**cast(dict[str, object], checked), preset=preset, overrides=kept)  # type: ignore[arg-type]

    def options(self) -> dict[str, OptionValue]:
        """Every option and its value, in declaration order."""
        return {spec.key: getattr(self, spec.key) for spec in OPTIONS}

    def with_options(self, source: str = "rules", **changes: object) -> Rules:
        """A copy with some options changed, validated like a file."""
        merged: dict[str, object] = {**self.options(), **changes}
        new_overrides = dict(self.overrides)
        new_overrides.update(check_options(changes, source))
        return Rules.from_options(merged, source, self.preset, new_overrides)

    def holds(self, hand: tuple[Card, ...] | list[Card], value: int) -> bool:
        """Whether ``hand`` has a card that takes a build of ``value``: a card worth it,
        an ace for 14 with ``ace_high``, a court card of that rank for a court build."""
        values = self.values
        for card in hand:
            worth = values[card]
            if worth == value or (not worth and self.court_builds and card.rank == value):
                return True
            if worth == 1 and value == ACE_HIGH_VALUE and self.ace_high:
                return True
            if value == BIG_TEN_HIGH and self.counts_eleven[card]:
                return True
        return False

    def answers(self, hand: tuple[Card, ...] | list[Card], values: Iterable[int]) -> bool:
        """Whether ``hand`` has a different card to take each of the distinct build
        ``values``: one card answers for one build value only (an ace that keeps a 1-build
        cannot keep a 14-build too), while two builds of the same value share one card."""
        wanted = sorted(set(values))
        choices = [[i for i, card in enumerate(hand) if self.holds((card,), v)] for v in wanted]
        return _perfect_matching(choices)

    def is_multiple(self, cards: tuple[Card, ...], value: int) -> bool:
        """A build is multiple when its cards sum to more than its value (aces may count
        14 with ``ace_high``; court builds are always multiple)."""
        return is_multiple_build(
            self.values, self.big_ten, self.ace_high, self.ace_eleven, cards, value
        )

    @property
    def highest_value(self) -> int:
        """The most a card can be worth: 10, 13 with court values, 14 with a high ace."""
        if self.ace_high:
            return ACE_HIGH_VALUE
        highest = max(self.values[card] for card in self.cards)
        if any(self.counts_eleven[card] for card in self.cards):
            highest = max(highest, BIG_TEN_HIGH)
        return highest

    @property
    def deals_per_round(self) -> int:
        """How many deals a round has (1 with ``draw``: there are no separate deals)."""
        if self.draw:
            return 1
        rest = len(self.cards) - self.table_cards - self.players * self.last_hand_size
        per_deal = self.players * self.hand_size
        if self.short_last_deal:
            return -(-rest // per_deal)  # the short last deal counts as one
        return rest // per_deal + (1 if self.last_hand_size else 0)


def tablanette_points(card: Card) -> int:
    """``point_cards: tablanette`` (pagat): each ace, ten, jack, queen and king 1, the 10♦
    2, the 2♣ 1."""
    if card.code == "Td":
        return 2
    if card.rank == 1 or card.rank >= 10 or card.code == "2c":
        return 1
    return 0


def _perfect_matching(choices: list[list[int]]) -> bool:
    """Whether each row can be given a different one of its column numbers (augmenting
    paths; the rows are a player's builds, a handful at most)."""
    owner: dict[int, int] = {}

    def place(row: int, seen: set[int]) -> bool:
        for column in choices[row]:
            if column in seen:
                continue
            seen.add(column)
            if column not in owner or place(owner[column], seen):
                owner[column] = row
                return True
        return False

    return all(place(row, set()) for row in range(len(choices)))


def _sides(players: int, partnerships: bool) -> tuple[int, ...]:
    """Partners sit opposite: with 4 players seats 0+2 and 1+3, with 6 seats 0+3, 1+4, 2+5."""
    if partnerships and players in (4, 6):
        teams = players // 2
        return tuple(seat % teams for seat in range(players))
    return tuple(range(players))


RULE_FIELDS = tuple(
    f.name for f in fields(Rules) if f.init and f.name not in ("preset", "overrides")
)
