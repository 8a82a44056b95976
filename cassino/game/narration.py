"""Moves told in words, kept as data: the chooser's offers ("Take 5♥ 4♦ with 9♣", "Build 9
on 7♦ with 2♥ — you hold 9♠") and the log's past tense ("Ana took 5♥ 4♦ with 9♣ — sweep!").

Each sentence is a ``Reason``: an English template (the catalogue's msgid) and its
parameters — names, numbers, cards written with their symbols, and phrases that are
Reasons themselves ("the 7-build"). Nothing is translated here: the window says a Reason
in the current language when it shows it, so a game resumed in another language tells
its whole log in that language. What a move did (a sweep counted or not, the leftovers)
is the engine's ``Effect``; nothing here re-decides a rule.
"""

from __future__ import annotations

from cassino.engine.cards import Card, cards_symbols
from cassino.engine.effects import Effect, effect_of
from cassino.engine.moves import Move
from cassino.engine.reasons import Param, Reason
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.engine.take_all import takes_all
from cassino.i18n import N_


def offer(state: State, move: Move) -> Reason:
    """What a legal move does, said to the player who is about to make it."""
    effect = effect_of(state, move)
    card = move.card.symbol()
    if move.action == "pluck":
        return Reason.of(N_("Pluck {card} first"), card=card)
    if move.action == "trail":
        text = Reason.of(N_("Trail {card}"), card=card)
    elif move.action == "capture":
        played: Param = _played_card(move)
        text = Reason.of(N_("Take {cards} with {card}"), cards=_taken(effect), card=played)
        if effect.swept:
            text = Reason.of(N_("{text} — sweep!"), text=text)
        elif takes_all(state.rules, move.card):
            text = Reason.of(N_("{text} — the whole table, no sweep"), text=text)
    else:
        text = _build_text(state, effect, past=False, name="")
        holding = _holding(state, move)
        if holding:
            text = Reason.of(N_("{text} — you hold {card}"), text=text, card=holding)
    if move.pluck is not None:
        text = Reason.of(N_("{text}, then pluck {card}"), text=text, card=move.pluck.symbol())
    return text


def pluck_offer(card: str) -> Reason:
    return Reason.of(N_("…then pluck {card}"), card=card)


def told(name: str, before: State, effect: Effect, you: bool = False) -> Reason:
    """What a player did, for the log (``before`` is the position before the move).

    ``you``: the player is the one person at the window, told in the second person
    ("You trailed 7♣", "Tú descartaste 7♣") — a name would make "You trailed" right in
    English only, and "Tú descartó" wrong in Spanish."""
    move = effect.move
    card = move.card.symbol()
    if move.action == "pluck":
        template = N_("You plucked {card}") if you else N_("{name} plucked {card}")
        return Reason.of(template, name=name, card=card)
    if move.action == "trail":
        template = N_("You trailed {card}") if you else N_("{name} trailed {card}")
        text = Reason.of(template, name=name, card=card)
    elif move.action == "capture":
        template = (
            N_("You took {cards} with {card}") if you else N_("{name} took {cards} with {card}")
        )
        text = Reason.of(template, name=name, cards=_taken(effect), card=_played_card(move))
        if effect.swept:
            text = Reason.of(N_("{text} — sweep!"), text=text)
        elif takes_all(before.rules, move.card):
            text = Reason.of(N_("{text} — the whole table, no sweep"), text=text)
    else:
        text = _build_text(before, effect, past=True, name=name, you=you)
    if move.pluck is not None:
        template = N_("{text} and you plucked {card}") if you else N_("{text} and plucked {card}")
        text = Reason.of(template, text=text, card=move.pluck.symbol())
    if effect.drawn:
        # Which cards were drawn is the drawer's secret: the log says how many.
        if len(effect.drawn) == 1:
            template = N_("{text} and you drew a card") if you else N_("{text} and drew a card")
            text = Reason.of(template, text=text)
        else:
            template = (
                N_("{text} and you drew {count} cards")
                if you
                else N_("{text} and drew {count} cards")
            )
            text = Reason.of(template, text=text, count=len(effect.drawn))
    if effect.penalty:
        text = Reason.of(
            N_("{text} — breaking the build duty cost {points}"), text=text, points=effect.penalty
        )
    return text


def leftovers_told(name: str, effect: Effect, you: bool = False) -> Reason | None:
    """Who took the cards left on the table at the round's end, and how many."""
    count = len(effect.leftovers)
    if not count:
        return None
    if count == 1:
        template = (
            N_("You took the last card left on the table, {cards}")
            if you
            else N_("{name} took the last card left on the table, {cards}")
        )
        return Reason.of(template, name=name, cards=cards_symbols(effect.leftovers))
    template = (
        N_("You took the {count} cards left on the table: {cards}")
        if you
        else N_("{name} took the {count} cards left on the table: {cards}")
    )
    return Reason.of(template, name=name, count=count, cards=cards_symbols(effect.leftovers))


def dealt_told(round_number: int, dealer: str, you: bool = False) -> Reason:
    template = N_("Round {round}: you deal") if you else N_("Round {round}: {name} deals")
    return Reason.of(template, round=round_number, name=dealer)


def called_out_told(name: str, won: bool, you: bool = False) -> Reason:
    if you:
        template = N_("You called out and won") if won else N_("You called out wrongly and lost")
    else:
        template = (
            N_("{name} called out and won") if won else N_("{name} called out wrongly and lost")
        )
    return Reason.of(template, name=name)


def _played_card(move: Move) -> Param:
    card = move.card.symbol()
    if move.partner is not None:  # two hand cards (hand_pair_capture)
        return Reason.of(N_("{card} and {partner}"), card=card, partner=move.partner.symbol())
    if move.value == 14 and move.card.rank == 1:
        return Reason.of(N_("{card} as 14"), card=card)
    if move.value == 11 and move.card.rank in (1, 10):
        return Reason.of(N_("{card} as 11"), card=card)  # buckeye's big ten, ace_eleven
    return card


def _build_text(state: State, effect: Effect, past: bool, name: str, you: bool = False) -> Reason:
    """``Build 9 on 7♦ with 2♥``, ``Raise the 6-build to 8 with 2♥``, ``Build a double 8
    on 3♣ 5♦ and the 6-build with 2♥`` — or their past tense for the log."""
    move = effect.move
    value = move.value or 0
    card = move.card.symbol()
    raised = effect.raised
    if raised is not None:
        build = _build_name(state, raised)
        if past:
            template = (
                N_("You raised {build} to {value} with {card}")
                if you
                else N_("{name} raised {build} to {value} with {card}")
            )
            return Reason.of(template, name=name, build=build, value=value, card=card)
        return Reason.of(
            N_("Raise {build} to {value} with {card}"), build=build, value=value, card=card
        )
    cards_used = tuple(sorted((move.card, *move.table)))
    double = _groups(state, cards_used, value) == 2
    multiple = double or state.rules.is_multiple(cards_used, value)
    shown = _value_name(state, value)
    cards = _taken(effect)
    # "a double 8" (two groups of 8) or "a multiple 8" (more, or more than one way to
    # count them): the rules' word for a build of several groups, not "Build 8s".
    kind = "double" if double else "multiple" if multiple else "single"
    if isinstance(shown, Reason):
        # Court cards ("Build queens on Q♠ with Q♥"): the plural says there are several,
        # and no adjective has to agree with the rank's gender in another language.
        kind = "single"
    template = _BUILD_TEMPLATES[("you" if you else "past") if past else "offer"][kind]
    return Reason.of(template, name=name, value=shown, cards=cards, card=card)


# Who is told (the one to make it, "you" after, a name after) → the kind of build → words.
_BUILD_TEMPLATES = {
    "offer": {
        "double": N_("Build a double {value} on {cards} with {card}"),
        "multiple": N_("Build a multiple {value} on {cards} with {card}"),
        "single": N_("Build {value} on {cards} with {card}"),
    },
    "you": {
        "double": N_("You built a double {value} on {cards} with {card}"),
        "multiple": N_("You built a multiple {value} on {cards} with {card}"),
        "single": N_("You built {value} on {cards} with {card}"),
    },
    "past": {
        "double": N_("{name} built a double {value} on {cards} with {card}"),
        "multiple": N_("{name} built a multiple {value} on {cards} with {card}"),
        "single": N_("{name} built {value} on {cards} with {card}"),
    },
}


def _groups(state: State, cards: tuple[Card, ...], value: int) -> int | None:
    """How many groups of ``value`` the build's cards make, when that is one number:
    court builds count their cards; aces high or the big ten may leave it open (None)."""
    rules = state.rules
    if rules.ace_high or rules.big_ten or rules.ace_eleven:
        return None
    if rules.court_builds and value > 10:
        return len(cards)
    total = sum(rules.values[card] for card in cards)
    return total // value if value and total % value == 0 else None


def _taken(effect: Effect) -> Param:
    """The items a move used, builds named as builds: ``5♥ 4♦ and the 8-build``."""
    state_rules = effect.after.rules
    used = effect.used_items
    loose = [item for item in used if not isinstance(item, Build)]
    parts: list[Param] = [cards_symbols(loose)] if loose else []
    parts += [
        _build_name_for(state_rules.court_builds, item) for item in used if isinstance(item, Build)
    ]
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        text = Reason.of(N_("{first} and {second}"), first=text, second=part)
    return text


def _holding(state: State, move: Move) -> str | None:
    """The card in hand that answers for the build (the first one, by rank and suit)."""
    rules = state.rules
    hand = [card for card in state.hands[state.to_move] if card != move.card]
    for card in sorted(hand):
        if rules.holds([card], move.value or 0):
            return card.symbol()
    return None


# A build of court cards is named by its rank, in the plural: "Build queens on Q♠".
_COURT_PLURALS = {11: N_("jacks"), 12: N_("queens"), 13: N_("kings")}


def _value_name(state: State, value: int) -> Param:
    """A build's value as said: a number, or for a build of court cards (which have no
    value) the rank's plural name ("Build queens", "the build of queens")."""
    return _value_name_for(state.rules.court_builds, value)


def _value_name_for(court_builds: bool, value: int) -> Param:
    if court_builds and 10 < value < 14:
        return Reason(_COURT_PLURALS[value])
    return str(value)


def _build_name(state: State, build: Build) -> Reason:
    return _build_name_for(state.rules.court_builds, build)


def _build_name_for(court_builds: bool, build: Build) -> Reason:
    shown = _value_name_for(court_builds, build.value)
    if isinstance(shown, Reason):
        return Reason.of(N_("the build of {ranks}"), ranks=shown)
    if build.multiple:
        return Reason.of(N_("the build of {value}s"), value=shown)
    return Reason.of(N_("the {value}-build"), value=build.value)
