"""The house rules as one frozen object, validated option by option.

``Rules`` is built only from a complete mapping of options (``Rules.from_options``),
normally the preset ``classic`` with overrides; see ``rules_yaml`` for the files.
Tables the move generator needs (card values, deck, seats' sides) are derived once here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Literal, cast

from cassino.engine.cards import ALL_CARDS, Card
from cassino.engine.errors import RulesError
from cassino.engine.options import OPTION_BY_KEY, OPTIONS, OptionValue

CARDS_PER_HAND = 4
CARDS_TO_TABLE = 4


@dataclass(frozen=True)
class Rules:
    players: int
    partnerships: bool
    deal_in_twos: bool
    court_capture: Literal["one", "all"]
    build_in_sums: Literal["never", "opponents", "anyone"]
    sweeps: bool
    sweep_points: int
    sweep_on_last_play: bool
    build_gathers: bool
    max_build: int
    owner_may_trail: bool
    owner_duty: Literal["none", "take_or_add"]
    card_tie: Literal["none", "spades"]
    all_eleven: Literal["none", "bonus_point", "wins_game"]
    target: int
    finish: Literal["highest", "count_out"]
    call_out: bool
    # Where these rules came from, for notation and display; not part of equality.
    preset: str = field(default="classic", compare=False)
    overrides: tuple[tuple[str, OptionValue], ...] = field(default=(), compare=False)
    # Derived tables, filled in __post_init__.
    values: tuple[int, ...] = field(init=False, repr=False, compare=False)
    deck: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    side_of: tuple[int, ...] = field(init=False, repr=False, compare=False)
    sides: int = field(init=False, repr=False, compare=False)
    # Each card's code in a table signature (its value, or 50 + rank when it has none).
    codes: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Classic values: ace 1, pips at face value, court cards none (0).
        values = tuple(card.rank if card.rank <= 10 else 0 for card in ALL_CARDS)
        teams = self.players == 4 and self.partnerships
        side_of = tuple(seat % 2 if teams else seat for seat in range(self.players))
        codes = tuple(
            value or 50 + card.rank for value, card in zip(values, ALL_CARDS, strict=True)
        )
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "codes", codes)
        object.__setattr__(self, "deck", ALL_CARDS)
        object.__setattr__(self, "side_of", side_of)
        object.__setattr__(self, "sides", max(side_of) + 1)

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
            raise RulesError(f"{source}: missing option(s) {', '.join(missing)}")
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

    @property
    def deals_per_round(self) -> int:
        return (len(self.deck) - CARDS_TO_TABLE) // (self.players * CARDS_PER_HAND)


def check_options(options: Mapping[str, object], source: str) -> dict[str, OptionValue]:
    """Each key known and each value allowed; errors name source, key, value and the allowed."""
    checked: dict[str, OptionValue] = {}
    for key, value in options.items():
        spec = OPTION_BY_KEY.get(str(key))
        if spec is None:
            known = ", ".join(spec.key for spec in OPTIONS)
            raise RulesError(f"{source}: unknown option '{key}'; the options are {known}")
        good = spec.check(value)
        if good is None:
            raise RulesError(
                f"{source}: option '{key}' cannot be {_show(value)}; it must be {spec.allowed()}"
            )
        checked[spec.key] = good
    return checked


def check_consistency(options: Mapping[str, OptionValue], source: str) -> None:
    """Options that are each allowed but impossible together."""
    if options["call_out"] and options["players"] != 2:
        raise RulesError(
            f"{source}: option 'call_out' is true but 'players' is {options['players']}; "
            "calling out is played by 2 players only"
        )
    highest_value = 10
    if int(options["max_build"]) > highest_value:
        raise RulesError(
            f"{source}: option 'max_build' cannot be {options['max_build']}; "
            f"no card of this deck is worth more than {highest_value}"
        )


def _show(value: object) -> str:
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "empty"
    return str(value)


RULE_FIELDS = tuple(
    f.name for f in fields(Rules) if f.init and f.name not in ("preset", "overrides")
)
