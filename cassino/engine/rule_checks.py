"""Checking a rule set's options: each key known and each value allowed
(``check_options``), then the combinations that cannot be played (``check_consistency``),
each refusal one sentence naming the file, the keys and the values."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from difflib import get_close_matches
from typing import NoReturn, cast

from cassino.engine.combos import BIG_TEN_HIGH
from cassino.engine.decks import DECKS
from cassino.engine.errors import RulesError
from cassino.engine.options import OPTION_BY_KEY, OPTIONS, OptionValue
from cassino.engine.reasons import Param


def check_options(options: Mapping[str, object], source: str) -> dict[str, OptionValue]:
    """Each key known and each value allowed; errors name source, key, value and the allowed."""
    checked: dict[str, OptionValue] = {}
    for key, value in options.items():
        spec = OPTION_BY_KEY.get(str(key))
        if spec is None:
            nearest = get_close_matches(str(key), list(OPTION_BY_KEY), n=1, cutoff=0.6)
            if nearest:
                raise RulesError.of(
                    "unknown option '{key}'; did you mean '{nearest}'?",
                    source=source,
                    key=str(key),
                    nearest=nearest[0],
                )
            known = ", ".join(spec.key for spec in OPTIONS)
            raise RulesError.of(
                "unknown option '{key}'; the options are {options}",
                source=source,
                key=str(key),
                options=known,
            )
        good = spec.check(value)
        if good is None and value is None:
            raise RulesError.of(
                "option '{key}' cannot be empty; it must be {allowed}",
                source=source,
                key=spec.key,
                allowed=spec.allowed(),
            )
        if good is None:
            raise RulesError.of(
                "option '{key}' cannot be {value}; it must be {allowed}",
                source=source,
                key=spec.key,
                value=_show(value),
                allowed=spec.allowed(),
            )
        checked[spec.key] = good
    return checked


def check_consistency(options: Mapping[str, OptionValue], source: str) -> None:
    """Options that are each allowed but impossible together: one sentence naming them."""
    o = options
    players = cast(int, o["players"])

    def fail(template: str, **params: Param) -> NoReturn:
        raise RulesError.of(template, source=source, **params)

    if players not in cast(tuple[int, ...], o["players_allowed"]):
        allowed = ", ".join(map(str, cast(tuple[int, ...], o["players_allowed"])))
        fail(
            "option 'players' is {players} but 'players_allowed' is {allowed}",
            players=players,
            allowed=allowed,
        )
    if o["call_out"] and players != 2:
        fail(
            "option 'call_out' is true but 'players' is {players}; calling out is for 2 players",
            players=players,
        )
    if o["court_builds"] and o["court_values"]:
        fail(
            "options 'court_builds' and 'court_values' are both true; court cards are built "
            "by pairing only when they have no value"
        )
    if o["deck"] == "no_courts" and (o["court_builds"] or o["court_values"]):
        fail("option 'deck' is no_courts, so 'court_values' and 'court_builds' must be false")
    if o["rounds_to_five"] and not o["duty_penalty"]:
        fail("option 'rounds_to_five' is true but 'duty_penalty' is 0")
    if o["five_of_spades_sweeps"] and not o["sweeps"]:
        fail("option 'five_of_spades_sweeps' is true but 'sweeps' is false")
    if o["sweeps_at_once"] and not o["sweeps"]:
        fail("option 'sweeps_at_once' is true but 'sweeps' is false")
    if o["clear_ends_game"] and not o["sweeps"]:
        fail("option 'clear_ends_game' is true but 'sweeps' is false")
    if o["ace_high"] and o["ace_eleven"]:
        fail("options 'ace_high' and 'ace_eleven' are both true; an ace has one high value")
    if o["high_courts"] and not o["court_values"]:
        fail("option 'high_courts' is true but 'court_values' is false")
    if o["take_all"] != "none" and o["deck"] == "no_courts":
        fail("option 'take_all' is jack but 'deck' is no_courts")
    deck_size = len(DECKS[cast(str, o["deck"])])
    highest = 14 if o["ace_high"] else 13 if o["court_values"] and o["deck"] != "no_courts" else 10
    if o["high_courts"] and o["deck"] != "no_courts":
        highest = 14
    if o["deck"] == "no_8_9_10" and not o["court_values"] and not o["ace_high"]:
        highest = 7
    if (o["big_ten"] and o["deck"] != "no_8_9_10") or o["ace_eleven"]:
        highest = max(highest, BIG_TEN_HIGH)
    if cast(int, o["max_build"]) > highest:
        fail(
            "option 'max_build' cannot be {value}; no card of this deck is worth more than "
            "{highest}",
            value=cast(int, o["max_build"]),
            highest=highest,
        )
    _check_deal(o, players, deck_size, fail)


def _check_deal(
    o: Mapping[str, OptionValue], players: int, deck: int, fail: Callable[..., NoReturn]
) -> None:
    """Whether the deck deals out exactly: 4 to the table, then equal hands to the end."""
    hand = cast(int, o["hand_size"])
    last = cast(int, o["last_hand_size"])
    table = cast(int, o["table_cards"])
    rest = deck - table
    if o["draw"] or o["short_last_deal"]:
        if rest < players * hand:
            fail(
                "{players} players cannot each be dealt {hand} cards from {deck}",
                players=players,
                hand=hand,
                deck=deck,
            )
        return
    rest -= players * last
    if rest < 0 or rest % (players * hand) or (rest == 0 and not last):
        if last:
            fail(
                "a deck of {deck} cannot be dealt to {players} players in hands of {hand} and "
                "a last deal of {last} after {table} to the table; change 'players', "
                "'hand_size' or 'deck'",
                deck=deck,
                players=players,
                hand=hand,
                last=last,
                table=table,
            )
        fail(
            "a deck of {deck} cannot be dealt to {players} players in hands of {hand} after "
            "{table} to the table; change 'players', 'hand_size' or 'deck'",
            deck=deck,
            players=players,
            hand=hand,
            table=table,
        )


def _show(value: object) -> str:
    """A value as the player wrote it in YAML: ``'text'``, ``true``, ``3``, ``[2, 7]``."""
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


RULES_TEMPLATES: tuple[str, ...] = (
    "missing option(s) {options}",
    "unknown option '{key}'; the options are {options}",
    "unknown option '{key}'; did you mean '{nearest}'?",
    "option '{key}' cannot be empty; it must be {allowed}",
    "option '{key}' cannot be {value}; it must be {allowed}",
    "option 'players' is {players} but 'players_allowed' is {allowed}",
    "option 'call_out' is true but 'players' is {players}; calling out is for 2 players",
    "options 'court_builds' and 'court_values' are both true; court cards are built by "
    "pairing only when they have no value",
    "option 'deck' is no_courts, so 'court_values' and 'court_builds' must be false",
    "option 'sweeps_at_once' is true but 'sweeps' is false",
    "option 'clear_ends_game' is true but 'sweeps' is false",
    "option 'high_courts' is true but 'court_values' is false",
    "options 'ace_high' and 'ace_eleven' are both true; an ace has one high value",
    "option 'take_all' is jack but 'deck' is no_courts",
    "option 'five_of_spades_sweeps' is true but 'sweeps' is false",
    "option 'rounds_to_five' is true but 'duty_penalty' is 0",
    "option 'max_build' cannot be {value}; no card of this deck is worth more than {highest}",
    "{players} players cannot each be dealt {hand} cards from {deck}",
    "a deck of {deck} cannot be dealt to {players} players in hands of {hand} and a last "
    "deal of {last} after {table} to the table; change 'players', 'hand_size' or 'deck'",
    "a deck of {deck} cannot be dealt to {players} players in hands of {hand} after {table} "
    "to the table; change 'players', 'hand_size' or 'deck'",
)
"""Every template of the reasons a ``RulesError`` of ``rules`` and this module gives."""
