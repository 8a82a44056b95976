"""The words of the engine's refusals: every template ``explain`` can give, and where
English picks a word (``a 5`` or ``an 8``, ``queen`` or ``king``, ``the 8-build`` or
``the build of 8s``), one template per case, in tables ``explain`` chooses from. A
translation needs each of them (``TEMPLATES``)."""

from __future__ import annotations

# --- The templates chosen by case ------------------------------------------------------------
# ``a 5``, ``an 8``, ``an ace``: by the article English puts before the value
# (``explain._article``).

MUST_HOLD = {
    "a": "you must hold a {value} to build {value}",
    "an": "you must hold an {value} to build {value}",
    "ace": "you must hold an ace to build {value}",
}
TAKEN_ONLY_BY = {  # said of multiple builds only
    "a": "the build of {value}s {cards} can be taken only by a {value}",
    "an": "the build of {value}s {cards} can be taken only by an {value}",
    "ace": "the build of {value}s {cards} can be taken only by an ace",
}
MUST_KEEP = {  # (multiple, article)
    (False, "a"): "you own the {value}-build {cards}, so you must keep a {value} in hand",
    (False, "an"): "you own the {value}-build {cards}, so you must keep an {value} in hand",
    (False, "ace"): "you own the {value}-build {cards}, so you must keep an ace in hand",
    (True, "a"): "you own the build of {value}s {cards}, so you must keep a {value} in hand",
    (True, "an"): "you own the build of {value}s {cards}, so you must keep an {value} in hand",
    (True, "ace"): "you own the build of {value}s {cards}, so you must keep an ace in hand",
}
SPLIT = {  # by Build.multiple
    False: "a build is moved as one unit: the {value}-build {cards} cannot be split",
    True: "a build is moved as one unit: the build of {value}s {cards} cannot be split",
}

# Court cards (no value to add up) by rank: 11 jack, 12 queen, 13 king.
COURT_TAKES_ITS_RANK = {
    11: "a jack takes only jacks: court cards have no value to add up",
    12: "a queen takes only queens: court cards have no value to add up",
    13: "a king takes only kings: court cards have no value to add up",
}
COURT_TAKES_ONE = {
    11: "a jack takes only one jack at a time",
    12: "a queen takes only one queen at a time",
    13: "a king takes only one king at a time",
}
COURT_NOT_ADDED = {
    11: "{card} has no value to add up: only a jack takes a jack",
    12: "{card} has no value to add up: only a queen takes a queen",
    13: "{card} has no value to add up: only a king takes a king",
}
COURT_HOLD_ANOTHER = {
    11: "you must hold another jack to build jacks",
    12: "you must hold another queen to build queens",
    13: "you must hold another king to build kings",
}
COURT_BUILT_ON = {
    11: "jacks are built only on loose jacks or builds of jacks",
    12: "queens are built only on loose queens or builds of queens",
    13: "kings are built only on loose kings or builds of kings",
}

FIXED = (  # the templates given as they are, in the order of the checks below
    "the game is over: a sweep reached the target",
    "the round is over: nobody has a card left to play",
    "the round is over: a third instant score against one side ended it",
    "the game is over: the table was cleared",
    "two hand cards take a table card only with the option hand_pair_capture",
    "two hand cards take just one loose table card",
    "{cards} add up to {value}, not to {card}",
    "you own a build, so you must keep a card for it in hand",
    "you do not hold {card}",
    "this game has no builds (option builds is false)",
    "{card} takes the whole table at once, or trails",
    "you own a build, so this turn you must take it or add to it",
    "you own a build, so you may not trail",
    "that trail is not legal here",
    "a capture must take at least one card from the table",
    "a build must use at least one card from the table",
    "that move is not legal here",
    "one card answers for one build value only: you need a card for each",
    "plucking is not part of these rules",
    "you have already plucked in this deal",
    "there is no plucking once the stock is empty",
    "{card} cannot be plucked: aces, 10♦ and 2♠ never can",
    "you may not pluck the card you just played",
    "{card} is not a loose card on the table",
    "you may not pluck the only card on the table",
    "a trail lays the card alone: it uses no table cards",
    "{card} is not on the table",
    "an ace counts 14 only with the option ace_high",
    "{card} captures at {value}, not {announced}",
    "a {value}-build cannot be part of a sum",
    "only an opponent's build may be counted in a sum",
    "those cards do not split into groups worth {value} for {card}",
    "court cards cannot be built: they have no value",
    "a build must announce its value",
    "builds go up to {limit}; {value} is too high",
    "{card} is worth {worth}, more than the {value} announced",
    "court cards cannot be built: {card} has no value",
    "a multiple build cannot be raised",
    "loose cards never take part in a raise",
    "this game does not allow gathering more groups into a build (build_gathers)",
    "those cards do not make groups worth {value} with {card}",
)

TEMPLATES: tuple[str, ...] = (
    *FIXED,
    *MUST_HOLD.values(),
    *TAKEN_ONLY_BY.values(),
    *MUST_KEEP.values(),
    *SPLIT.values(),
    *COURT_TAKES_ITS_RANK.values(),
    *COURT_TAKES_ONE.values(),
    *COURT_NOT_ADDED.values(),
    *COURT_HOLD_ANOTHER.values(),
    *COURT_BUILT_ON.values(),
)
"""Every template ``illegal_reason_parts`` can give (a translation needs each of them)."""
