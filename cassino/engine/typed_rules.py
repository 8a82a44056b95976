"""The options the move generator and ``play`` read on every move, as one compiled object.

``Rules`` stays a Python dataclass (it travels to the Expert's worker processes, and a
compiled class would not unpickle there), so reading one of its options is a dictionary
lookup; a move reads some thirty. ``typed_rules(rules)`` copies them once per ``Rules``
into typed fields the compiled engine reads directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, final

if TYPE_CHECKING:
    from cassino.engine.rules import Rules


@final
class TypedRules:
    """The options of one ``Rules`` that a move reads, in typed fields (``rules`` itself for
    the rest)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.codes: tuple[int, ...] = rules.codes
        # The same codes as objects: copied into a signature as they are, where native
        # ints would be unboxed and boxed again for each item.
        self.code_objects: tuple[object, ...] = rules.codes
        self.ends_early: bool = rules.sweeps_at_once or rules.points_at_once or rules.rounds_to_five
        self.clear_ends_game: bool = rules.clear_ends_game
        self.ace_high: bool = rules.ace_high
        self.big_ten: bool = rules.big_ten
        self.duty_penalty: int = rules.duty_penalty
        self.max_build: int = rules.max_build
        self.build_gathers: bool = rules.build_gathers
        self.build_in_sums: str = rules.build_in_sums
        self.side_of: tuple[int, ...] = rules.side_of
        self.hand_pair_capture: bool = rules.hand_pair_capture
        self.pluck: bool = rules.pluck
        self.court_builds: bool = rules.court_builds
        self.counts_eleven: tuple[bool, ...] = rules.counts_eleven
        self.court_capture_all: bool = rules.court_capture == "all"
        self.take_or_add: bool = rules.owner_duty == "take_or_add"
        self.owner_may_trail: bool = rules.owner_may_trail
        self.reshapes: bool = rules.take_all != "none" or not rules.builds
        # What applying a move reads (play.py).
        self.five_of_spades_sweeps: bool = rules.five_of_spades_sweeps
        self.points_at_once: bool = rules.points_at_once
        self.sweeps: bool = rules.sweeps
        self.sweeps_at_once: bool = rules.sweeps_at_once
        self.sweep_on_last_play: bool = rules.sweep_on_last_play
        self.sweep_points: int = rules.sweep_points
        self.draw: bool = rules.draw
        self.hand_size: int = rules.hand_size
        # What a later deal reads (deal.py).
        self.players: int = rules.players
        self.deal_in_twos: bool = rules.deal_in_twos
        self.last_hand_size: int = rules.last_hand_size
        self.values: tuple[int, ...] = rules.values
        self.ace_eleven: bool = rules.ace_eleven


# One TypedRules per Rules in use, by identity (each holds its Rules, so an id is never
# reused while it is kept); bounded, and never changes an answer. Most calls ask for the
# same Rules as the call before. Final: the compiled engine holds them as statics instead
# of looking them up in the module's dictionary on every call.
_typed_rules_of: Final[dict[int, TypedRules]] = {}
_TYPED_RULES_KEPT: Final = 64
_last_typed_rules: Final[list[TypedRules]] = []


def typed_rules(rules: Rules) -> TypedRules:
    last = _last_typed_rules
    if last and last[0].rules is rules:
        return last[0]
    found = _typed_rules_of.get(id(rules))
    if found is None or found.rules is not rules:
        if len(_typed_rules_of) >= _TYPED_RULES_KEPT:
            _typed_rules_of.clear()
        found = TypedRules(rules)
        _typed_rules_of[id(rules)] = found
    if last:
        last[0] = found
    else:
        last.append(found)
    return found
