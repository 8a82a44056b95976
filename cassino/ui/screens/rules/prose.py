"""The rules of a rule set told as a short page of prose: what the game is (a paragraph of
its own for each preset), then taking, building, the owner's duty, sweeps, the round's
end, scoring and the game's end — each said from the options in force, so a house rule
reads as what it changes. Sections carry small examples (``rules_examples_moves``: each
the engine's legal move in the position it shows)."""

from __future__ import annotations

from dataclasses import dataclass

from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO
from cassino.engine.rules import Rules
from cassino.i18n import N_, tr, tr_plural
from cassino.ui.screens.rules.example_moves import (
    BUILD_EXAMPLES,
    CAPTURE_EXAMPLES,
    SWEEP_EXAMPLES,
    Example,
    examples_for,
)

# A paragraph for each preset: what sets it apart, in a player's words.
PRESET_PROSE = {
    "classic": N_(
        "Cassino is a fishing game: you play the cards of your hand to take cards from the "
        "table, by matching them or by adding them up, and score for what you take."
    ),
    "royal": N_(
        "Royal Cassino gives the court cards numbers — jack 11, queen 12, king 13 — and an "
        "ace counts 1 or 14, so every card can take and build. Sweeps score nothing."
    ),
    "buckeye": N_(
        "Buckeye is Royal Cassino in which the 10♦ also counts 10 or 11, as its player chooses."
    ),
    "california": N_(
        "California Cassino: a court card takes every loose card of its rank at once, "
        "sweeps score nothing, and each player deals twice before the highest total wins."
    ),
    "callabra": N_(
        "Callabra: three cards each and five on the table; jacks count 11, queens 12, kings "
        "13; two hand cards may take the table card they add up to, and the first player to "
        "clear the table ends the game."
    ),
    "diamond": N_(
        "Diamond Cassino is played with 40 cards, the court cards left out, and hands of "
        "three; the 7♦ scores a point of its own."
    ),
    "draw": N_(
        "Draw Cassino: after each play you draw back up to four from the stock, so there are "
        "no separate deals."
    ),
    "five_of_spades": N_(
        "Five of spades: trailing the 5♠ takes every card on the table and scores a sweep."
    ),
    "five_players": N_(
        "For five players: 2♥ 2♦ 2♣ are taken out, leaving 49 cards; the hands are of four, "
        "and of five in the last deal."
    ),
    "initial_pairs": N_(
        "Initial pairs: pairs dealt to the table go to the first player at once; clearing the "
        "table that way is a sweep."
    ),
    "instant_scoring": N_(
        "Instant scoring: every point card and every sweep scores the moment it is taken; "
        "reaching the target that way ends the game there and then."
    ),
    "italian": N_(
        "Italian Casino is played with 40 cards, without the 8s, 9s and 10s, and hands of "
        "three; the 7♦, the sette bello, scores a point of its own."
    ),
    "michigan": N_(
        "Michigan: a build's owner who breaks the build duty is not stopped but pays 2 points "
        "on the spot; sweeps score 2."
    ),
    "pluck": N_(
        "Pluck Cassino: once a deal you may pluck a loose card from the table into your pile, "
        "before or after your play."
    ),
    "portuguese": N_(
        "Portuguese Casino: two players or two teams, to 31; a tie for most cards goes to "
        "the side with more spades."
    ),
    "spade": N_(
        "Spade Cassino: every spade scores a point and the jack of spades two, besides the "
        "usual points; the game is to 61."
    ),
    "sudden_death": N_(
        "Sudden death: a sweep scores at once, and the sweep that reaches the target ends the "
        "game on the spot."
    ),
    "tablanette": N_(
        "Tablanette: six cards each and no building; a jack takes the whole table, the "
        "other cards take by matching and adding up, and aces, tens and court cards score."
    ),
    "trailing_royals": N_(
        "Trailing royals: court cards may be built by pairing — a queen on a queen, holding a "
        "third — and taken together."
    ),
}
OWN_RULE_SET = N_(
    "A rule set of your own, based on {preset}: the rules below are the ones it plays."
)


@dataclass(frozen=True)
class Section:
    title: str
    paragraphs: tuple[str, ...]
    examples: tuple[Example, ...] = ()


def rules_prose(rules: Rules, preset: str | None = None) -> tuple[Section, ...]:
    """The page for ``rules``; ``preset`` names the rule set a player's own is based on."""
    intro = (
        tr(PRESET_PROSE[rules.preset])
        if rules.preset in PRESET_PROSE
        else tr(PRESET_PROSE["classic"])
    )
    opening = [intro]
    if preset is not None:
        opening.append(tr(OWN_RULE_SET, preset=preset))
    opening.append(_deal(rules))
    sections = [
        Section(tr("The game"), tuple(opening)),
        Section(tr("Taking"), _taking(rules), examples_for(rules, CAPTURE_EXAMPLES)),
    ]
    if rules.builds:
        sections += [
            Section(tr("Building"), _building(rules), examples_for(rules, BUILD_EXAMPLES)),
            Section(tr("The owner's duty"), _duty(rules)),
        ]
    else:
        sections.append(Section(tr("Building"), (tr("There is no building in this game."),)))
    if rules.sweeps:
        sections.append(Section(tr("Sweeps"), _sweeps(rules), examples_for(rules, SWEEP_EXAMPLES)))
    sections += [
        Section(tr("The end of a round"), _round_end(rules)),
        Section(tr("Scoring"), _scoring(rules)),
        Section(tr("The end of the game"), _game_end(rules)),
    ]
    return tuple(sections)


def _deal(rules: Rules) -> str:
    players = tr_plural("{count} player", "{count} players", rules.players)
    if rules.draw:
        return tr(
            "{players}, {cards} cards each and {table} face up on the table; after each play "
            "you draw back up from the stock.",
            players=players,
            cards=rules.hand_size,
            table=rules.table_cards,
        )
    return tr(
        "{players}, {cards} cards each and {table} face up on the table; when every hand is "
        "empty the dealer deals again from the stock, nothing more to the table.",
        players=players,
        cards=rules.hand_size,
        table=rules.table_cards,
    )


def _taking(rules: Rules) -> tuple[str, ...]:
    said = [
        tr(
            "Play a card to take the table cards of its value, and any loose cards that add "
            "up to it — several groups at once. Taking is never compulsory."
        )
    ]
    if rules.take_all == "jack":
        said.append(tr("A jack takes every card on the table at once; that is not a sweep."))
    if rules.court_values and rules.high_courts:
        courts = (
            tr("Queens count 13 and kings 14: they take like numbers.")
            if rules.take_all == "jack"
            else tr("Jacks count 12, queens 13 and kings 14: they take like numbers.")
        )
        said.append(courts)
    elif rules.court_values:
        said.append(tr("Jacks count 11, queens 12 and kings 13: they take and build like numbers."))
    elif rules.court_capture == "all":
        said.append(tr("A jack, queen or king takes every loose card of its rank at once."))
    else:
        said.append(tr("A jack, queen or king takes only one loose card of its rank at a time."))
    if rules.ace_high:
        said.append(tr("An ace counts 1 or 14, as you choose when you play it."))
    if rules.ace_eleven:
        said.append(tr("An ace counts 1 or 11, as you choose when you play it."))
    if rules.big_ten:
        said.append(tr("The 10♦ counts 10 or 11, as you choose when you play it."))
    if rules.hand_pair_capture:
        said.append(tr("Two cards from your hand that add up to a loose table card take it."))
    if rules.pluck:
        said.append(
            tr("Once a deal you may also pluck one loose card from the table into your pile.")
        )
    said.append(
        tr("If you cannot or will not take or build, you trail: the card is laid on the table.")
        if rules.builds
        else tr("If you cannot or will not take, you trail: the card is laid on the table.")
    )
    return tuple(said)


def _building(rules: Rules) -> tuple[str, ...]:
    said = [
        tr(
            "Play a card onto table cards and announce their total, up to {most}: a build. "
            "You must hold another card of that value to take it on a later turn; from then "
            "on it moves only as a whole, and only that value takes it.",
            most=rules.max_build,
        ),
        tr(
            "A build may hold several groups of its value — a double or multiple build. "
            "Anyone holding the value may add a group to it."
        ),
        tr(
            "A single build may be raised by adding a card to it, holding the new value; "
            "a multiple build can no longer be raised."
        ),
    ]
    if rules.court_builds:
        said.append(
            tr("Court cards may be built by pairing: a queen on a queen, holding a third queen.")
        )
    return tuple(said)


def _duty(rules: Rules) -> tuple[str, ...]:
    said = [
        tr(
            "While you own a build — the last player to play onto it owns it — you must keep a "
            "card that takes it, and one card answers for one build value only."
        )
    ]
    if not rules.owner_may_trail:
        said.append(tr("While you own a build you may not trail."))
    if rules.owner_duty == "take_or_add":
        said.append(tr("On your next turn you must take one of your builds or add to it."))
    if rules.duty_penalty:
        said.append(
            tr(
                "You may break the duty, but it costs {points} points at once.",
                points=rules.duty_penalty,
            )
        )
    return tuple(said)


def _sweeps(rules: Rules) -> tuple[str, ...]:
    said = [
        tr_plural(
            "Taking every card on the table is a sweep, worth {count} point.",
            "Taking every card on the table is a sweep, worth {count} points.",
            rules.sweep_points,
        )
    ]
    if not rules.sweep_on_last_play:
        said.append(tr("A sweep made with the round's last card does not count."))
    if rules.five_of_spades_sweeps:
        said.append(tr("Trailing the 5♠ takes every card on the table and is a sweep too."))
    if rules.sweeps_at_once:
        said.append(tr("A sweep scores at once: the one that reaches the target ends the game."))
    return tuple(said)


def _round_end(rules: Rules) -> tuple[str, ...]:
    said = [
        tr(
            "When the last card has been played, the cards still on the table go to whoever "
            "took last (that is never a sweep)."
        )
    ]
    if rules.rounds_to_five:
        said.append(
            tr("A third sweep or breach of the duty against the same side ends the round at once.")
        )
    return tuple(said)


def _scoring(rules: Rules) -> tuple[str, ...]:
    tie = (
        tr("a tie goes to the side with more spades")
        if rules.card_tie == "spades"
        else tr("a tie scores nothing")
    )
    if rules.point_cards == "tablanette":
        categories = [
            tr("most cards 3 ({tie})", tie=tie),
            tr("each ace, ten, jack, queen and king 1"),
            tr("the 10♦ 2"),
            tr("the 2♣ 1"),
        ]
    else:
        categories = [tr("most cards 3 ({tie})", tie=tie), tr("most spades 1")]
        if BIG_CASSINO in rules.cards:
            categories.append(tr("Big Cassino (10♦) 2"))
        if LITTLE_CASSINO in rules.cards:
            categories.append(tr("Little Cassino (2♠) 1"))
        categories.append(tr("each ace 1"))
    said = [tr("At the end of each round: {categories}.", categories=", ".join(categories))]
    if not rules.sweeps:
        said.append(tr("Clearing the table scores nothing extra in this game."))
    if rules.spade_points:
        said.append(tr("Every spade scores 1 more, and the jack of spades 2."))
    if rules.sette_bello:
        said.append(tr("The 7♦ scores 1 more."))
    if rules.points_at_once:
        said.append(tr("Each point card scores the moment it is taken."))
    if rules.all_eleven == "bonus_point":
        said.append(tr("Taking all the round's base points scores a point more."))
    elif rules.all_eleven == "wins_game":
        said.append(tr("Taking all the round's base points wins the game."))
    return tuple(said)


def _game_end(rules: Rules) -> tuple[str, ...]:
    if rules.match == "two_deals_each":
        said = [tr("Every player deals twice; then the highest total wins.")]
    elif rules.finish == "count_out":
        said = [
            tr(
                "Rounds are played until a side has {target} points; when several get there in "
                "the same round, its points are counted category by category until one does.",
                target=rules.target,
            )
        ]
    else:
        said = [
            tr(
                "Rounds are played until a side has {target} points; when several get there in "
                "the same round, the highest total wins.",
                target=rules.target,
            )
        ]
    if rules.clear_ends_game:
        said.append(tr("The first capture that clears the table ends the game."))
    if rules.call_out:
        said.append(tr("You may call out at any moment: right, you win at once; wrong, you lose."))
    return tuple(said)
