"""A deliberately slow, literal reading of RULES.md §4: the second opinion on legal moves.

The engine's move generator (``cassino/engine/movegen.py`` and ``combos.py``) is optimised:
it works on table signatures, bit masks and shared subset sums, so a misreading of the rules
could hide inside its shortcuts. This module reads the same rules again the slow way and
shares no code with the engine (it does not import ``cassino``): for every card in hand and
every subset S of the table it asks, sentence by sentence, whether §4.1 (capture), §4.2
(build) or §4.3 (trail) allows the move, by trying every way of splitting the cards into
groups, and then applies the build owner's duty of §4.4. ``test_movegen_reference.py``
compares the two on many positions.

Only the classic deck and values are read (A = 1, 2-10 face value, J Q K no value), with
the options of RULES.md that §4 depends on. Since a position carries no history, a build the
mover owns is taken to have been made on their previous turn (``owner_duty: take_or_add``),
and a move "takes or adds to" an owned build when its table cards include that build.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, TypeVar

T = TypeVar("T")

RANKS = "A23456789TJQK"
SUITS = "shdc"
NUMBERS = {rank: value for value, rank in enumerate("A23456789T", start=1)}

# The options of the preset `classic` (RULES.md, "The options of the classic game at a
# glance"). Only those marked with a section below change which moves are legal.
CLASSIC_OPTIONS: dict[str, object] = {
    "players": 2,  # §2
    "partnerships": True,  # §2: with 4 players, seats 0+2 against 1+3
    "deal_in_twos": True,
    "court_capture": "one",  # §4.1
    "build_in_sums": "never",  # §4.1
    "build_gathers": True,  # §4.2
    "max_build": 10,  # §4.2
    "owner_may_trail": False,  # §4.3, §4.4
    "owner_duty": "none",  # §4.4
    "sweeps": True,
    "sweep_points": 1,
    "sweep_on_last_play": True,
    "card_tie": "none",
    "target": 21,
    "finish": "highest",
    "all_eleven": "none",
    "call_out": False,
}


@dataclass(frozen=True)
class Loose:
    """A loose card on the table."""

    card: str


@dataclass(frozen=True)
class Pile:
    """A build (RULES.md §3): cards announced at one capture value, with an owner."""

    cards: tuple[str, ...]
    value: int
    owner: int

    @property
    def single(self) -> bool:
        """Single if its cards sum to its value, multiple otherwise (§3)."""
        return sum(number(card) or 0 for card in self.cards) == self.value


Item = Loose | Pile


@dataclass(frozen=True)
class Options:
    """The options §4 reads, after the position's overrides."""

    players: int
    partnerships: bool
    court_capture: str
    build_in_sums: str
    build_gathers: bool
    max_build: int
    owner_may_trail: bool
    owner_duty: str


def rank(card: str) -> str:
    return card[0]


def number(card: str) -> int | None:
    """The numeric value of a card in classic play: A = 1, 2-10 face value, courts none."""
    return NUMBERS.get(rank(card))


def card_order(card: str) -> tuple[int, int]:
    """NOTATION.md order: by rank A..K, then suit s h d c."""
    return RANKS.index(card[0]), SUITS.index(card[1])


def item_cards(item: Item) -> tuple[str, ...]:
    return item.cards if isinstance(item, Pile) else (item.card,)


def read_options(spec: object, players: int) -> Options:
    """The options of a position's ``rules``: "classic", or a mapping on preset classic."""
    options = dict(CLASSIC_OPTIONS)
    if isinstance(spec, Mapping):
        preset = spec.get("preset", "classic")
        for key, value in spec.items():
            if key == "preset":
                continue
            if key not in CLASSIC_OPTIONS:
                raise ValueError(f"unknown option {key!r}")
            options[key] = value
    else:
        preset = spec
    if preset != "classic":
        raise ValueError(f"the reference reads only the preset classic, not {preset!r}")
    return Options(
        players=players,
        partnerships=_option(options, "partnerships", bool),
        court_capture=_option(options, "court_capture", str),
        build_in_sums=_option(options, "build_in_sums", str),
        build_gathers=_option(options, "build_gathers", bool),
        max_build=_option(options, "max_build", int),
        owner_may_trail=_option(options, "owner_may_trail", bool),
        owner_duty=_option(options, "owner_duty", str),
    )


def _option(options: Mapping[str, object], key: str, kind: type[T]) -> T:
    value = options[key]
    if not isinstance(value, kind):
        raise ValueError(f"option {key!r} cannot be {value!r}")
    return value


def read_table(entries: Sequence[Any]) -> list[Item]:
    items: list[Item] = []
    for entry in entries:
        if isinstance(entry, Mapping):
            cards = tuple(entry["cards"])
            items.append(Pile(cards, int(entry["value"]), int(entry["owner"])))
        else:
            items.append(Loose(str(entry)))
    return items


def side(seat: int, options: Options) -> int:
    """Partners (4 players, partnerships) share a side; otherwise each seat is its own."""
    if options.players == 4 and options.partnerships:
        return seat % 2
    return seat


def splits_into_groups(items: Sequence[Item], is_group: Callable[[Sequence[Item]], bool]) -> bool:
    """Whether ``items`` split into groups (blocks of a set partition) that each satisfy
    ``is_group``. Every block holding the first item is tried, then the rest recursively."""
    if not items:
        return True
    first, rest = items[0], items[1:]
    for size in range(len(rest) + 1):
        for others in combinations(range(len(rest)), size):
            block = [first, *(rest[index] for index in others)]
            if is_group(block):
                remaining = [item for index, item in enumerate(rest) if index not in others]
                if splits_into_groups(remaining, is_group):
                    return True
    return False


class Reading:
    """RULES.md §4 for one position: the mover, their hand, the table and the options."""

    def __init__(self, position: Mapping[str, Any]) -> None:
        hands = position["hands"]
        self.options = read_options(
            position.get("rules", "classic"), int(position.get("players", len(hands)))
        )
        self.mover = int(position["to_move"])
        self.hand: list[str] = list(hands[self.mover])
        self.table = read_table(position["table"])

    # §4.1 Capture

    def counts_as_number(self, item: Item) -> bool:
        """Whether ``item`` may count as a number in a sum the mover takes (§4.1 (c))."""
        if isinstance(item, Loose):
            return number(item.card) is not None
        if not item.single or self.options.build_in_sums == "never":
            return False
        if self.options.build_in_sums == "anyone":
            return True
        return side(item.owner, self.options) != side(self.mover, self.options)

    def capture_group(self, card: str, block: Sequence[Item]) -> bool:
        """(a) a loose card of c's rank, (b) a build of value v(c), or (c) two or more
        loose numeric cards (with ``build_in_sums``, also single builds) summing to v(c)."""
        value = number(card)
        if len(block) == 1:
            (item,) = block
            if isinstance(item, Loose):
                return rank(item.card) == rank(card)
            return item.value == value
        if not all(self.counts_as_number(item) for item in block):
            return False
        return sum(as_number(item) for item in block) == value

    def is_capture(self, card: str, used: Sequence[Item]) -> bool:
        if number(card) is None:
            # A court card takes exactly one loose card of its rank, or with
            # court_capture: all any number of them.
            if not all(isinstance(item, Loose) and rank(item.card) == rank(card) for item in used):
                return False
            return len(used) == 1 or self.options.court_capture == "all"
        return splits_into_groups(used, lambda block: self.capture_group(card, block))

    # §4.2 Build

    def head_group(self, card: str, joined: Sequence[Item], value: int) -> bool:
        """The head: c alone, c plus one or more loose numeric cards, or c plus exactly one
        single build (a raise; loose cards never join a raise), worth ``value``."""
        card_value = number(card) or 0
        if not joined:
            return card_value == value
        if len(joined) == 1 and isinstance(joined[0], Pile):
            pile = joined[0]
            return pile.single and card_value + pile.value == value
        if not all(isinstance(item, Loose) and number(item.card) for item in joined):
            return False
        return card_value + sum(as_number(item) for item in joined) == value

    @staticmethod
    def other_group(block: Sequence[Item], value: int) -> bool:
        """Every other group: a loose card of value V, a build (single or multiple) of
        value V, or two or more loose numeric cards summing to V."""
        if len(block) == 1:
            (item,) = block
            if isinstance(item, Pile):
                return item.value == value
            return number(item.card) == value
        if not all(isinstance(item, Loose) and number(item.card) for item in block):
            return False
        return sum(as_number(item) for item in block) == value

    def is_build(self, card: str, used: Sequence[Item], value: int) -> bool:
        """The card and S split into a head holding c and other groups, each worth V."""
        if number(card) is None or not used or not 1 <= value <= self.options.max_build:
            return False
        if value not in held_values(self.hand, card):
            return False  # must hold the capture card
        for size in range(len(used) + 1):
            for chosen in combinations(range(len(used)), size):
                joined = [used[index] for index in chosen]
                if not self.head_group(card, joined, value):
                    continue
                others = [item for index, item in enumerate(used) if index not in chosen]
                if self.options.build_gathers:
                    # If the head is c alone, S (not empty) holds at least one other group.
                    if splits_into_groups(others, lambda block: self.other_group(block, value)):
                        return True
                elif joined:
                    if not others:  # S is the head alone
                        return True
                elif self.other_group(others, value):  # c alone and exactly one group
                    return True
        return False

    # §4.4 The build owner's duty

    def owned(self) -> list[Pile]:
        return [item for item in self.table if isinstance(item, Pile) and item.owner == self.mover]

    def keeps_duty(self, card: str, used: Sequence[Item], new_build: int | None) -> bool:
        """After the move, every build the mover owns has a card of its value in hand;
        with ``owner_duty: take_or_add`` the move also takes or adds to an owned build."""
        owned = self.owned()
        still_owned = [pile.value for pile in owned if pile not in used]
        if new_build is not None:
            still_owned.append(new_build)
        held = held_values(self.hand, card)
        if any(value not in held for value in still_owned):
            return False
        if self.options.owner_duty == "take_or_add" and owned:
            return any(pile in used for pile in owned)
        return True

    # All moves

    def moves(self) -> set[str]:
        found: set[str] = set()
        subsets = [
            Subset([self.table[index] for index in chosen])
            for size in range(1, len(self.table) + 1)
            for chosen in combinations(range(len(self.table)), size)
        ]
        for card in self.hand:
            # §4.3 Trail: forbidden while the mover owns a build, unless owner_may_trail.
            if (not self.owned() or self.options.owner_may_trail) and self.keeps_duty(
                card, [], None
            ):
                found.add(f"{card} trails")
            card_value = number(card)
            for subset in subsets:
                used = subset.items
                if (
                    subset.could_split(card_value, 0)
                    and self.is_capture(card, used)
                    and self.keeps_duty(card, used, None)
                ):
                    found.add(f"{card} takes {subset.shown}")
                if card_value is None:
                    continue
                for value in range(1, self.options.max_build + 1):
                    if (
                        subset.could_split(value, card_value)
                        and self.is_build(card, used, value)
                        and self.keeps_duty(card, used, value)
                    ):
                        found.add(f"{card} builds {value} on {subset.shown}")
        return found


class Subset:
    """A set S of table items, with what a move using it prints."""

    def __init__(self, items: list[Item]) -> None:
        self.items = items
        cards = [card for item in items for card in item_cards(item)]
        self.shown = " ".join(sorted(cards, key=card_order))
        self.numeric = all(isinstance(item, Pile) or number(item.card) for item in items)
        self.total = sum(as_number(item) for item in items)

    def could_split(self, value: int | None, card_value: int) -> bool:
        """A shortcut that only saves time. When a numeric card captures or builds, every
        group is worth one value (a build counting as its value) and no court card takes
        part, so the numbers of S, plus the card's when it builds, add up to a multiple of
        that value. Court-card captures (value None) are left to ``is_capture``."""
        if value is None:
            return True
        return self.numeric and (self.total + card_value) % value == 0


def as_number(item: Item) -> int:
    """A loose card's value, or a build's value (only where the rules let it count)."""
    if isinstance(item, Pile):
        return item.value
    return number(item.card) or 0


def held_values(hand: Sequence[str], played: str) -> set[int | None]:
    """The values still held after playing ``played``."""
    return {number(card) for card in hand if card != played}


def reference_moves(position: Mapping[str, Any]) -> set[str]:
    """Every legal move of the player to move in a NOTATION.md position, in readable form
    (``9c takes 4d 5h 9s``, ``2h builds 9 on 7d``, ``Kd trails``), per RULES.md §4.

    ``position["rules"]`` is "classic" or a mapping of options, optionally with
    ``"preset": "classic"``; cards are canonical codes (``Td``, ``2s``).
    """
    return Reading(position).moves()
