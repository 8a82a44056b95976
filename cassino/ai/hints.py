"""Hints for the table: the Hard level's move for the player, with a short reason in words.

The reason says what the move really does (``hint_facts``, from the engine's own account
of the move): what it banks now (a sweep, the Cassinos, aces, spades, how many cards,
whose build), what it protects (a build only this player can take, point cards locked in
it) and what it risks (a table one card sweeps, a point card left where it can be taken).
A point card is never called cheap: trailing one says the trade-off.

The hint plays as Hard does, with one difference for the player's sake: when Hard's move
leaves the next opponent a sweep and a move without that risk is valued as well (within
``HINT_SLACK`` points), the hint shows the safe one. Hard's own play is untouched.
Only the player's own view is used, like any computer player.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from cassino.ai.choice import best_scored
from cassino.ai.hard import DEFAULT_HARD, HardConfig, score_moves_hard
from cassino.ai.hint_facts import MoveFacts, move_facts
from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, cards_symbols
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.table import Build
from cassino.engine.view import PlayerView

# Two moves the search values this close are the same to the player: below what its
# sampling of the hidden hands can tell apart (about a tenth of a point).
HINT_SLACK = 0.1


@dataclass(frozen=True)
class Hint:
    move: Move
    reason: str  # in English
    cause: Reason  # the same as a template, for the window to say in the player's language

    def __str__(self) -> str:
        return f"{self.move}: {self.reason}"


def hint(view: PlayerView, rng: Random, config: HardConfig = DEFAULT_HARD) -> Hint:
    """The move the Hard level would play from ``view`` (or an equally good one that
    leaves no sweep), and why."""
    scored = score_moves_hard(view, rng, config)
    move = safer_choice(view, scored, best_scored(scored, rng))
    cause = reason_parts(view, move)
    return Hint(move, str(cause), cause)


def safer_choice(view: PlayerView, scored: list[tuple[Move, float]], chosen: Move) -> Move:
    """``chosen``, unless it leaves a sweep and a move valued within ``HINT_SLACK`` of it
    leaves fewer unseen cards to sweep with: then the safest of those (best valued first)."""
    risk = move_facts(view, chosen).sweepers
    if not risk:
        return chosen
    value = dict(scored)[chosen]
    near = [(move, score) for move, score in scored if score >= value - HINT_SLACK]
    risks = {move: move_facts(view, move).sweepers for move, _ in near}
    safest, _ = min(near, key=lambda pair: (risks[pair[0]], -pair[1]))
    return safest if risks[safest] < risk else chosen


def reason_for(view: PlayerView, move: Move) -> str:
    """A few words on why ``move`` is good: what it banks, protects or risks."""
    return str(reason_parts(view, move))


def reason_parts(view: PlayerView, move: Move) -> Reason:
    """The reason as a template with parameters, for the window to say in any language."""
    facts = move_facts(view, move)
    if move.action == "pluck":
        does = Reason.of("plucks the {card} before playing", card=move.card.symbol())
    elif move.action == "capture" or facts.takes_table:
        does = _capture_reason(view, facts)
    elif move.action == "build":
        does = _build_reason(view, facts)
    else:
        does = _trail_reason(view, facts)
    note = _note(view, facts)
    return does if note is None else Reason.of("{does}; {note}", does=does, note=note)


def _capture_reason(view: PlayerView, facts: MoveFacts) -> Reason:
    named: set[int] = set()
    rival = [b for b in facts.builds_taken if _whose(view, b) == "their"]
    taken = rival or list(facts.builds_taken)
    if facts.swept:
        head = Reason.of("sweeps the table")
    elif taken:
        head = _build_taken(view, taken[0])
    elif BIG_CASSINO in facts.points:
        head, named = Reason.of("takes Big Cassino"), {BIG_CASSINO}
    elif LITTLE_CASSINO in facts.points:
        head, named = Reason.of("takes Little Cassino"), {LITTLE_CASSINO}
    elif facts.points:
        head, named = (
            Reason.of("takes {cards}", cards=cards_symbols(facts.points)),
            set(facts.points),
        )
    else:
        head = Reason.of("takes {count} cards", count=len(facts.banked))
    tally: list[Reason] = []
    if head.template != "takes {count} cards":
        tally.append(Reason.of("{count} cards", count=len(facts.banked)))
    others = [card for card in facts.points if card not in named]
    if others:
        tally.append(Reason.of("{cards}", cards=cards_symbols(others)))
    tally.extend(_spades(facts.spades))
    does = _with_tally(head, tally)
    if facts.leftovers_to_side:  # the last play: what the others leave is ours too
        return Reason.of("{does}, and the table's last cards", does=does)
    return does


def _build_taken(view: PlayerView, build: Build) -> Reason:
    whose = _whose(view, build)
    if whose == "your":
        return Reason.of("takes back your {value}-build", value=build.value)
    if whose == "partner":
        return Reason.of("takes your partner's {value}-build", value=build.value)
    return Reason.of("takes their {value}-build", value=build.value)


def _build_reason(view: PlayerView, facts: MoveFacts) -> Reason:
    move = facts.move
    value = move.value or 0  # a build always announces its value
    used = [item for item in facts.effect.used_items if isinstance(item, Build)]
    head: Reason
    if facts.effect.raised is not None:
        old = facts.effect.raised
        whose = _whose(view, old)
        if whose == "your":
            head = Reason.of("raises your {old}-build to {value}", old=old.value, value=value)
        elif whose == "partner":
            head = Reason.of(
                "raises your partner's {old}-build to {value}", old=old.value, value=value
            )
        else:
            head = Reason.of(
                "raises their {old}-build to {value}, now yours", old=old.value, value=value
            )
    elif used and _whose(view, used[0]) == "their":
        head = Reason.of("adds to their {value}-build, now yours", value=value)
    elif used and _whose(view, used[0]) == "partner":
        head = Reason.of("adds to your partner's {value}-build", value=value)
    elif used:
        head = Reason.of("adds to your {value}-build", value=value)
    else:
        head = Reason.of("builds {value} for next turn", value=value)
    built = facts.effect.after.table
    cards = next(
        (item.cards for item in built if isinstance(item, Build) and move.card in item.cards), ()
    )
    tally = [Reason.of("{count} cards", count=len(cards))]
    points = sorted(card for card in cards if view.rules.card_points[card])
    loose_points = [card for card in points if card in view.table]  # locked in: guarded
    if loose_points:
        tally.append(Reason.of("guards {cards}", cards=cards_symbols(loose_points)))
    held_points = [card for card in points if card not in loose_points]
    if held_points:
        tally.append(Reason.of("{cards}", cards=cards_symbols(held_points)))
    tally.extend(_spades(sum(1 for card in cards if card.suit == "s")))
    return _with_tally(head, tally)


def _trail_reason(view: PlayerView, facts: MoveFacts) -> Reason:
    card = facts.move.card
    symbol = card.symbol()
    rules = view.rules
    if facts.leftovers_to_side is not None or facts.effect.round_over:
        if facts.leftovers_to_side:
            return Reason.of("the last play: the table's cards go to your side")
        if facts.leftovers_to_side is False:
            return Reason.of("the last play: the table's cards go to the other side")
        return Reason.of("the last play of the round")
    kept = sorted(
        (other for other in view.hand if other != card and rules.card_points[other]),
        key=lambda other: -rules.card_points[other],
    )
    if rules.card_points[card]:
        if facts.trail_takers == 0:
            return Reason.of("trails the {card}: no card out can take it now", card=symbol)
        if len(view.hand) == 1:
            return Reason.of("trails the {card}: your only card", card=symbol)
        if len(kept) == len(view.hand) - 1:
            return Reason.of("trails the {card}: you hold only point cards", card=symbol)
        return Reason.of("trails the {card}, risking a point card", card=symbol)
    if kept:
        return Reason.of(
            "trails the {card}, keeping the {kept}", card=symbol, kept=kept[0].symbol()
        )
    return Reason.of("trails the {card}, which scores nothing by itself", card=symbol)


def _note(view: PlayerView, facts: MoveFacts) -> Reason | None:
    """What the move risks or protects, when it says something the player should know."""
    if facts.sweepers:
        return Reason.of("risks a sweep")
    built = facts.built
    if built is not None and facts.build_takers == 0:
        return Reason.of("only you can take it")
    if built is not None and any(view.rules.card_points[card] for card in built.cards):
        return Reason.of("any {value} takes it", value=built.value)
    if facts.move.action == "trail" and not view.table and not facts.effect.round_over:
        return Reason.of("safe from a sweep")
    return None


def _with_tally(head: Reason, tally: list[Reason]) -> Reason:
    """``head: a, b, c`` — what the move does, then what it banks."""
    if not tally:
        return head
    listed = tally[-1]
    for part in reversed(tally[:-1]):
        listed = Reason.of("{first}, {second}", first=part, second=listed)
    return Reason.of("{head}: {tally}", head=head, tally=listed)


def _spades(count: int) -> list[Reason]:
    if count == 1:
        return [Reason.of("1 spade")]
    return [Reason.of("{count} spades", count=count)] if count else []


def _whose(view: PlayerView, build: Build) -> str:
    """``your``, ``partner`` or ``their`` build, from the player's seat."""
    if build.owner == view.seat:
        return "your"
    same = view.rules.side_of[build.owner] == view.rules.side_of[view.seat]
    return "partner" if same else "their"
