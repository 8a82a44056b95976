"""A deliberately slow, literal reading of RULES.md §4: the second opinion on legal moves.

The engine's move generator (``cassino/engine/movegen.py`` and ``combos.py``) is optimised:
it works on table signatures, bit masks and shared subset sums, so a misreading of the rules
could hide inside its shortcuts. This module reads the same rules again the slow way and
shares no code with the engine (it does not import ``cassino``): for every card in hand and
every subset S of the table it asks, sentence by sentence, whether §4.1 (capture), §4.2
(build) or §4.3 (trail) allows the move, by trying every way of splitting the cards into
groups, and then applies the build owner's duty of §4.4. ``test_movegen_reference.py``
compares the two on many positions.

Besides the classic deck and values (A = 1, 2-10 face value, J Q K no value) and the options
of RULES.md that §4 depends on, it reads the §8 options that change the moves of the presets
``royal``, ``trailing_royals``, ``michigan``, ``buckeye``, ``callabra`` and ``tablanette``:

- ``court_values``: J = 11, Q = 12, K = 13, captured and built like numbers.
- ``ace_high``: an ace in hand is played as 1 or 14; a loose ace on the table counts 1 or 14
  in a sum, at the capturer's choice, and is paired by an ace either way. A set of items an
  ace can take as 1 is one move (``As takes ...``, value 1); only the sets it takes as 14
  alone are written ``As as 14 takes ...``. Holding an ace answers for a 14-build.
- ``court_builds``: a court card played on loose cards of its rank and/or builds of its rank,
  holding another card of that rank, makes one (multiple) build valued 11, 12 or 13; a court
  card takes such builds of its rank as it takes loose cards of its rank.
- ``hand_pair_capture`` (callabra): two hand cards whose numbers add up to a loose table
  card's number take that card (``4d with 5c takes 9s``, the lower card first).
- ``ace_eleven`` (tablanette): an ace counts 1 or 11 as ``ace_high``'s counts 1 or 14,
  in hand (``Ah as 11 takes Kd`` only where 1 would not do) and loose on the table; holding
  an ace answers for an 11-build.
- ``high_courts`` (tablanette): with court_values, J = 12, Q = 13, K = 14.
- ``take_all: jack`` (tablanette): a jack's only moves are its trail (where §4.3 allows one)
  and, when the table holds anything, the take of every card there, builds too, written
  ``Jh takes`` and every table card; it joins no hand pair.
- ``builds: false`` (tablanette): no build is ever made (§4.2 is not read).
- ``duty_penalty``: a build owner may break the duty of §4.4 (and may trail); the penalty is
  paid when the move is applied, so no move is filtered out.

Since a position carries no history, a build the mover owns is taken to have been made on
their previous turn (``owner_duty: take_or_add``), and a move "takes or adds to" an owned
build when its table cards include that build. The ``pluck`` preset's moves are not read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Any, TypeVar

T = TypeVar("T")

RANKS = "A23456789TJQK"
SUITS = "shdc"
NUMBERS = {rank: value for value, rank in enumerate("A23456789T", start=1)}
COURT_NUMBERS = {"J": 11, "Q": 12, "K": 13}  # with court_values, and a court build's value
HIGH_COURT_NUMBERS = {"J": 12, "Q": 13, "K": 14}  # with court_values and high_courts
ACE_HIGH = 14

# The options of the preset `classic` (RULES.md, "The options of the classic game at a
# glance", and the §8 options at their classic values). Only those marked with a section
# below change which moves are legal.
CLASSIC_OPTIONS: dict[str, object] = {
    "players": 2,  # §2
    "partnerships": True,  # §2: with 4 players, seats 0+2 against 1+3
    "deal_in_twos": True,
    "court_values": False,  # §8 royal
    "ace_high": False,  # §8 royal
    "big_ten": False,  # buckeye: the 10♦ counts 10 or 11
    "court_capture": "one",  # §4.1
    "build_in_sums": "never",  # §4.1
    "build_gathers": True,  # §4.2
    "max_build": 10,  # §4.2
    "court_builds": False,  # §8 trailing_royals
    "owner_may_trail": False,  # §4.3, §4.4
    "owner_duty": "none",  # §4.4
    "duty_penalty": 0,  # §8 michigan
    "sweeps": True,
    "sweep_points": 1,
    "sweep_on_last_play": True,
    "card_tie": "none",
    "target": 21,
    "finish": "highest",
    "all_eleven": "none",
    "call_out": False,
    "rounds_to_five": False,  # michigan option: ends the round, not the moves
    "five_of_spades_sweeps": False,  # what a trail of the 5♠ does, not which moves exist
    "points_at_once": False,  # when points are paid, not which moves exist
    "hand_pair_capture": False,  # callabra: two hand cards take the loose card they sum to
    "high_courts": False,  # tablanette: J 12, Q 13, K 14
    "ace_eleven": False,  # tablanette: an ace counts 1 or 11
    "take_all": "none",  # tablanette: the jack takes the whole table
    "builds": True,  # tablanette: false, no builds
    "point_cards": "cassino",  # what scores, not which moves exist
    "table_cards": 4,  # the deal, not which moves exist
    "short_last_deal": False,  # the deal, not which moves exist
    "clear_ends_game": False,  # ends the game after the clear, not which moves exist
}

# The presets of RULES.md §8 this reading knows, as their changes to classic.
PRESETS: dict[str, dict[str, object]] = {
    "classic": {},
    # J 11, Q 12, K 13; an ace 1 or 14; builds up to 14; sweeps do not score.
    "royal": {"court_values": True, "ace_high": True, "max_build": 14, "sweeps": False},
    # Court cards built by pairing into multiple builds, several taken together.
    "trailing_royals": {"court_builds": True, "court_capture": "all"},
    # Breaking the build duty costs 2 points instead of being forbidden; sweeps score 2.
    "michigan": {"duty_penalty": 2, "sweep_points": 2},
    # Royal, and the 10♦ counts 10 or 11 (docs/rules.md).
    "buckeye": {
        "court_values": True,
        "ace_high": True,
        "max_build": 14,
        "sweeps": False,
        "big_ten": True,
    },
    # J 11, Q 12, K 13, builds up to 13, and two hand cards take the loose card they sum to.
    "callabra": {
        "court_values": True,
        "max_build": 13,
        "hand_pair_capture": True,
        "deal_in_twos": False,
        "table_cards": 5,
        "short_last_deal": True,
        "clear_ends_game": True,
    },
    # Six cards each, no builds, J 12 Q 13 K 14, and a jack takes the whole table.
    "tablanette": {
        "court_values": True,
        "high_courts": True,
        "ace_eleven": True,
        "take_all": "jack",
        "builds": False,
        "point_cards": "tablanette",
        "deal_in_twos": False,
        "short_last_deal": True,
    },
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


Item = Loose | Pile


@dataclass(frozen=True)
class Options:
    """The options §4 reads, after the position's preset and overrides."""

    players: int
    partnerships: bool
    court_values: bool
    ace_high: bool
    big_ten: bool
    court_capture: str
    build_in_sums: str
    build_gathers: bool
    max_build: int
    court_builds: bool
    owner_may_trail: bool
    owner_duty: str
    duty_penalty: int
    hand_pair_capture: bool
    high_courts: bool
    ace_eleven: bool
    take_all: str
    builds: bool


def rank(card: str) -> str:
    return card[0]


def card_order(card: str) -> tuple[int, int]:
    """NOTATION.md order: by rank A..K, then suit s h d c."""
    return RANKS.index(card[0]), SUITS.index(card[1])


def item_cards(item: Item) -> tuple[str, ...]:
    return item.cards if isinstance(item, Pile) else (item.card,)


def read_options(spec: object, players: int) -> Options:
    """The options of a position's ``rules``: a preset name of ``PRESETS``, or a mapping of
    options on such a preset (``"preset"``, classic by default)."""
    overrides: Mapping[str, object] = {}
    if isinstance(spec, Mapping):
        preset = spec.get("preset", "classic")
        overrides = {key: value for key, value in spec.items() if key != "preset"}
    else:
        preset = spec
    if preset not in PRESETS:
        raise ValueError(f"the reference reads only the presets {sorted(PRESETS)}, not {preset!r}")
    options = {**CLASSIC_OPTIONS, **PRESETS[str(preset)]}
    for key, value in overrides.items():
        if key not in CLASSIC_OPTIONS:
            raise ValueError(f"unknown option {key!r}")
        options[key] = value
    return Options(
        players=players,
        partnerships=_option(options, "partnerships", bool),
        court_values=_option(options, "court_values", bool),
        ace_high=_option(options, "ace_high", bool),
        big_ten=_option(options, "big_ten", bool),
        court_capture=_option(options, "court_capture", str),
        build_in_sums=_option(options, "build_in_sums", str),
        build_gathers=_option(options, "build_gathers", bool),
        max_build=_option(options, "max_build", int),
        court_builds=_option(options, "court_builds", bool),
        owner_may_trail=_option(options, "owner_may_trail", bool),
        owner_duty=_option(options, "owner_duty", str),
        duty_penalty=_option(options, "duty_penalty", int),
        hand_pair_capture=_option(options, "hand_pair_capture", bool),
        high_courts=_option(options, "high_courts", bool),
        ace_eleven=_option(options, "ace_eleven", bool),
        take_all=_option(options, "take_all", str),
        builds=_option(options, "builds", bool),
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


def totals(choices: Iterable[tuple[int, ...]]) -> set[int]:
    """Every total of one value chosen from each tuple (an ace may count 1 or 14)."""
    reached = {0}
    for values in choices:
        reached = {total + value for total in reached for value in values}
    return reached


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
        # Looked up for every card of every subset: read once per card.
        self.numbers = {
            rank + suit: self.card_numbers(rank + suit) for rank in RANKS for suit in SUITS
        }
        self.held_after = {card: self.held(card) for card in self.hand}

    # Values (§1, §8 royal)

    def values(self, card: str) -> tuple[int, ...]:
        return self.numbers[card]

    def card_numbers(self, card: str) -> tuple[int, ...]:
        """The numbers a card may count: A = 1 (or 14 with ace_high), 2-10 face value,
        J Q K 11-13 with court_values; none for a court card in classic play."""
        if rank(card) == "A" and self.options.ace_high:
            return (1, ACE_HIGH)
        if rank(card) == "A" and self.options.ace_eleven:
            return (1, 11)
        if card == "Td" and self.options.big_ten:
            return (10, 11)
        if rank(card) in COURT_NUMBERS:
            if not self.options.court_values:
                return ()
            numbers = HIGH_COURT_NUMBERS if self.options.high_courts else COURT_NUMBERS
            return (numbers[rank(card)],)
        return (NUMBERS[rank(card)],)

    def item_values(self, item: Item) -> tuple[int, ...]:
        """A loose card's numbers, or a build's value (only where the rules let it count)."""
        return (item.value,) if isinstance(item, Pile) else self.values(item.card)

    def sums_to(self, items: Sequence[Item], value: int, card: str | None = None) -> bool:
        """Whether the numbers of ``items`` (and of the played ``card``) can add up to
        ``value``, each ace counting 1 or 14 as the player likes."""
        choices = [self.item_values(item) for item in items]
        if card is not None:
            choices.append(self.values(card))
        reached = {0}
        for numbers in choices:
            reached = {total + n for total in reached for n in numbers if total + n <= value}
        return value in reached

    def single(self, pile: Pile) -> bool:
        """Single if its cards sum to its value, multiple otherwise (§3); with ace_high an
        ace may count 14 in that sum. A build of court cards (court_builds) is multiple."""
        choices = [self.values(card) for card in pile.cards]
        return all(choices) and pile.value in totals(choices)

    def answers(self, card: str) -> set[int]:
        """The build values a card in hand answers for (must hold the capture card): its
        numbers (an ace answers for 14 with ace_high); with court_builds a court card
        answers for the builds of its rank (11, 12, 13)."""
        found = set(self.values(card))
        if self.options.court_builds and rank(card) in COURT_NUMBERS:
            found.add(COURT_NUMBERS[rank(card)])
        return found

    def one_card_each(self, played: str, values: Sequence[int]) -> bool:
        """Whether the hand left after ``played`` has a different card for each distinct
        value: one card answers for one build value only. Tried literally, every
        ordering of the cards against the values."""
        wanted = sorted(set(values))
        rest = [card for card in self.hand if card != played]
        return any(
            all(value in self.answers(card) for value, card in zip(wanted, chosen, strict=False))
            for chosen in permutations(rest, len(wanted))
        )

    def held(self, played: str) -> set[int]:
        """The build values still answered for after playing ``played``."""
        return {value for card in self.hand if card != played for value in self.answers(card)}

    # §4.1 Capture

    def counts_as_number(self, item: Item) -> bool:
        """Whether ``item`` may count as a number in a sum the mover takes (§4.1 (c))."""
        if isinstance(item, Loose):
            return bool(self.values(item.card))
        if not self.single(item) or self.options.build_in_sums == "never":
            return False
        if self.options.build_in_sums == "anyone":
            return True
        return side(item.owner, self.options) != side(self.mover, self.options)

    def capture_group(self, card: str, block: Sequence[Item], value: int) -> bool:
        """(a) a loose card of c's rank (or, for the two-valued 10♦, of its value), (b) a
        build of the capture value, or (c) two or more loose numeric cards (with
        ``build_in_sums``, also single builds) summing to it."""
        if len(block) == 1:
            (item,) = block
            if isinstance(item, Loose):
                # The 10♦ of buckeye has two values: at 11 it pairs with a jack either way.
                two_valued = self.options.big_ten and "Td" in (item.card, card)
                return rank(item.card) == rank(card) or (
                    two_valued and value in self.values(item.card)
                )
            return item.value == value
        if not all(self.counts_as_number(item) for item in block):
            return False
        return self.sums_to(block, value)

    def court_item(self, card: str, item: Item) -> bool:
        """What a court card without a value may take or build on: a loose card of its
        rank, or (court_builds) a build of its rank."""
        if isinstance(item, Loose):
            return rank(item.card) == rank(card)
        return self.options.court_builds and item.value == COURT_NUMBERS[rank(card)]

    def is_capture(self, card: str, used: Sequence[Item], value: int | None) -> bool:
        if value is None:
            # A court card takes exactly one loose card of its rank, or with
            # court_capture: all any number of them (court_builds: or builds of its rank).
            if not all(self.court_item(card, item) for item in used):
                return False
            return len(used) == 1 or self.options.court_capture == "all"
        return splits_into_groups(used, lambda block: self.capture_group(card, block, value))

    # §4.2 Build

    def head_group(self, card: str, joined: Sequence[Item], value: int) -> bool:
        """The head: c alone, c plus one or more loose numeric cards, or c plus exactly one
        single build (a raise; loose cards never join a raise), worth ``value``."""
        if not joined:
            return value in self.values(card)
        if len(joined) == 1 and isinstance(joined[0], Pile):
            pile = joined[0]
            return self.single(pile) and any(
                number + pile.value == value for number in self.values(card)
            )
        if not all(isinstance(item, Loose) and self.values(item.card) for item in joined):
            return False
        return self.sums_to(joined, value, card)

    def other_group(self, block: Sequence[Item], value: int) -> bool:
        """Every other group: a loose card of value V, a build (single or multiple) of
        value V, or two or more loose numeric cards summing to V."""
        if len(block) == 1:
            (item,) = block
            if isinstance(item, Pile):
                return item.value == value
            return value in self.values(item.card)
        if not all(isinstance(item, Loose) and self.values(item.card) for item in block):
            return False
        return self.sums_to(block, value)

    def heads(self, card: str, used: Sequence[Item], value: int) -> list[tuple[int, ...]]:
        """Candidate heads, as positions in ``used``: c alone, c with one build, and c with
        loose numeric cards whose smallest numbers keep the total within V (numbers are
        positive, so no larger set can do better). ``head_group`` decides which are worth V."""
        loose = [
            (index, min(self.values(item.card)))
            for index, item in enumerate(used)
            if isinstance(item, Loose) and self.values(item.card)
        ]
        found: list[tuple[int, ...]] = [()]

        def extend(start: int, chosen: tuple[int, ...], low: int) -> None:
            for position in range(start, len(loose)):
                index, smallest = loose[position]
                if low + smallest <= value:
                    found.append((*chosen, index))
                    extend(position + 1, (*chosen, index), low + smallest)

        extend(0, (), min(self.values(card)))
        return found + [(index,) for index, item in enumerate(used) if isinstance(item, Pile)]

    def is_build(self, card: str, used: Sequence[Item], value: int) -> bool:
        """The card and S split into a head holding c and other groups, each worth V."""
        if not self.values(card) or not used or not 1 <= value <= self.options.max_build:
            return False
        if value not in self.held_after[card]:
            return False  # must hold the capture card
        for chosen in self.heads(card, used, value):
            joined = [used[index] for index in chosen]
            if self.head_group(card, joined, value):
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

    def is_court_build(self, card: str, used: Sequence[Item]) -> bool:
        """court_builds: a court card on loose cards and/or builds of its rank, holding
        another card of the rank (one item only without build_gathers)."""
        if not self.options.court_builds or self.values(card) or not used:
            return False
        if COURT_NUMBERS[rank(card)] not in self.held_after[card]:
            return False
        if not self.options.build_gathers and len(used) > 1:
            return False
        return all(self.court_item(card, item) for item in used)

    # §4.4 The build owner's duty

    def owned(self) -> list[Pile]:
        return [item for item in self.table if isinstance(item, Pile) and item.owner == self.mover]

    def keeps_duty(self, card: str, used: Sequence[Item], new_build: int | None) -> bool:
        """After the move, every build the mover owns has a card of its value in hand;
        with ``owner_duty: take_or_add`` the move also takes or adds to an owned build.
        With ``duty_penalty`` nothing is forbidden: breaking the duty is paid for."""
        if self.options.duty_penalty:
            return True
        owned = self.owned()
        still_owned = [pile.value for pile in owned if pile not in used]
        if new_build is not None:
            still_owned.append(new_build)
        if not self.one_card_each(card, still_owned):
            return False
        if self.options.owner_duty == "take_or_add" and owned:
            return any(pile in used for pile in owned)
        return True

    def may_trail(self, card: str) -> bool:
        """§4.3: forbidden while the mover owns a build, unless owner_may_trail (or
        duty_penalty, where it is paid for)."""
        if self.options.duty_penalty:
            return True
        if self.owned() and not self.options.owner_may_trail:
            return False
        return self.keeps_duty(card, [], None)

    # hand_pair_capture (callabra)

    def pair_moves(self) -> set[str]:
        """Two hand cards, each counting its first number (an ace 1, the 10♦ 10), take a
        loose table card whose first number is their sum; a build owner must still hold a
        different card for each value it owns, and with take_or_add may not (this capture
        touches no build) unless duty_penalty pays for it."""
        found: set[str] = set()
        owned = [pile.value for pile in self.owned()]
        for first, second in combinations(sorted(self.hand, key=card_order), 2):
            if not self.values(first) or not self.values(second):
                continue
            if self.takes_all(first) or self.takes_all(second):
                continue
            total = self.values(first)[0] + self.values(second)[0]
            if owned and not self.options.duty_penalty:
                if self.options.owner_duty == "take_or_add":
                    continue
                rest = [card for card in self.hand if card not in (first, second)]
                wanted = sorted(set(owned))
                if not any(
                    all(v in self.answers(c) for v, c in zip(wanted, chosen, strict=False))
                    for chosen in permutations(rest, len(wanted))
                ):
                    continue
            for item in self.table:
                if isinstance(item, Loose) and self.values(item.card)[:1] == (total,):
                    found.add(f"{first} with {second} takes {item.card}")
        return found

    # take_all (tablanette)

    def takes_all(self, card: str) -> bool:
        return self.options.take_all == "jack" and rank(card) == "J"

    def take_all_moves(self, card: str) -> set[str]:
        """The jack trails where §4.3 allows, and takes every card of a table not empty."""
        found = {f"{card} trails"} if self.may_trail(card) else set()
        if self.table:
            cards = [c for item in self.table for c in item_cards(item)]
            found.add(f"{card} takes {' '.join(sorted(cards, key=card_order))}")
        return found

    # All moves

    def moves(self) -> set[str]:
        found: set[str] = self.pair_moves() if self.options.hand_pair_capture else set()
        subsets = [
            Subset([self.table[index] for index in chosen], self)
            for size in range(1, len(self.table) + 1)
            for chosen in combinations(range(len(self.table)), size)
        ]
        for card in self.hand:
            if self.takes_all(card):
                found |= self.take_all_moves(card)
                continue
            if self.may_trail(card):
                found.add(f"{card} trails")
            card_values = self.values(card)
            for subset in subsets:
                used = subset.items
                if not card_values:
                    if self.is_capture(card, used, None) and self.keeps_duty(card, used, None):
                        found.add(f"{card} takes {subset.shown}")
                    if self.options.builds and self.is_court_build(card, used):
                        value = COURT_NUMBERS[rank(card)]
                        if self.keeps_duty(card, used, value):
                            found.add(f"{card} builds {value} on {subset.shown}")
                    continue
                # An ace with ace_high captures as 1 or 14; a set it takes as 1 is written
                # once, without "as 14".
                taken = [
                    value
                    for value in card_values
                    if subset.could_split(value, 0)
                    and self.is_capture(card, used, value)
                    and self.keeps_duty(card, used, None)
                ]
                if taken:
                    # Written at the card's first number when it can; else "as 14", "as 11".
                    shown = "" if taken[0] == card_values[0] else f" as {taken[0]}"
                    found.add(f"{card}{shown} takes {subset.shown}")
                if not self.options.builds:
                    continue  # builds: false
                # Only a value still held may be announced (is_build checks it again).
                for value in sorted(self.held_after[card]):
                    if (
                        any(subset.could_split(value, number) for number in card_values)
                        and self.is_build(card, used, value)
                        and self.keeps_duty(card, used, value)
                    ):
                        found.add(f"{card} builds {value} on {subset.shown}")
        return found


class Subset:
    """A set S of table items, with what a move using it prints."""

    def __init__(self, items: list[Item], reading: Reading) -> None:
        self.items = items
        cards = [card for item in items for card in item_cards(item)]
        self.shown = " ".join(sorted(cards, key=card_order))
        choices = [reading.item_values(item) for item in items]
        self.numeric = all(choices)
        self.totals = totals(choices) if self.numeric else set()

    def could_split(self, value: int, card_value: int) -> bool:
        """A shortcut that only saves time. When a numeric card captures or builds, every
        group is worth one value (a build counting as its value, an ace as 1 or 14) and no
        court card without a value takes part, so for some choice of the aces the numbers of
        S, plus the card's when it builds, add up to a multiple of that value. Court-card
        moves without values are left to ``is_capture`` and ``is_court_build``."""
        return any((total + card_value) % value == 0 for total in self.totals)


def reference_moves(position: Mapping[str, Any]) -> set[str]:
    """Every legal move of the player to move in a NOTATION.md position, in readable form
    (``9c takes 4d 5h 9s``, ``2h builds 9 on 7d``, ``Kd trails``, ``Ah as 14 takes Kd``),
    per RULES.md §4 and the §8 options above (plucks are not read).

    ``position["rules"]`` is a preset name of ``PRESETS`` or a mapping of options,
    optionally with ``"preset"``; cards are canonical codes (``Td``, ``2s``).
    """
    return Reading(position).moves()
