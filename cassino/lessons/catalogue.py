"""The lessons of "Learn to play", in the order the issue asks: pairing, adding up, several
groups at once, building, a multiple build, raising, the owner's duty, sweeps, the last
capture and the leftovers, scoring. Each is one to three moves on a small deal of the
classic rules; you are seat 0 and always move first."""

from __future__ import annotations

from cassino.i18n import N_
from cassino.lessons.goals import AnyMove, Builds, Sweeps, Takes, TakesBuild
from cassino.lessons.lesson import Lesson, Step


def _deal(
    you: str,
    computer: str,
    table: list[object],
    captured: tuple[str, str] = ("", ""),
    **more: object,
) -> dict[str, object]:
    """A classic two-player position with the stock dealt out; hands and piles as words."""
    return {
        "rules": "classic",
        "to_move": 0,
        "dealer": 1,
        "hands": [you.split(), computer.split()],
        "table": table,
        "captured": [pile.split() for pile in captured],
        **more,
    }


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        id="pairing",
        title=N_("Pairing"),
        position=_deal("7h Kd 2c", "5s 8h 3h", ["7c", "4d", "9s", "Jc"]),
        steps=(
            Step(
                N_(
                    "A card from your hand takes a table card of the same rank. "
                    "Take the 7♣ with your 7♥: drag the 7♥ onto it, or click the 7♥, "
                    "then the 7♣, then Play."
                ),
                Takes("7c", with_card="7h"),
                N_(
                    "That is a legal move, but this lesson is about pairing: take the 7♣ "
                    "with your 7♥."
                ),
            ),
        ),
        done=N_(
            "Well done: the 7♥ and the 7♣ are in your pile. Every card you take "
            "counts at the end of the round."
        ),
    ),
    Lesson(
        id="adding_up",
        title=N_("Adding up"),
        position=_deal("9c Qh 3s", "5s 8h Kc", ["5h", "4d", "8s", "Jd"]),
        steps=(
            Step(
                N_(
                    "A numbered card also takes table cards that add up to it. "
                    "5 + 4 = 9: take the 5♥ and the 4♦ together with your 9♣."
                ),
                Takes("5h 4d", with_card="9c"),
                N_("Not this time: your 9♣ can take the 5♥ and the 4♦, because 5 + 4 = 9."),
            ),
        ),
        done=N_(
            "Right: 5 + 4 = 9. Aces count 1; jacks, queens and kings have no number, "
            "so they only take their own rank."
        ),
    ),
    Lesson(
        id="several_groups",
        title=N_("Several groups at once"),
        position=_deal("8d 2h Ks", "Qc 9h 4s", ["8c", "5s", "3d", "6h", "Jh"]),
        steps=(
            Step(
                N_(
                    "One card may take several groups at once, each worth its number. "
                    "Take the 8♣ and the 5♠ + 3♦ together with your 8♦."
                ),
                Takes("8c 5s 3d", with_card="8d"),
                N_(
                    "You can take more with the 8♦: the 8♣ and the 5♠ + 3♦ together — "
                    "choose the capture of three cards."
                ),
            ),
        ),
        done=N_("Three cards in one move: the 8♣ is one group, 5♠ + 3♦ another."),
    ),
    Lesson(
        id="building",
        title=N_("Making a build"),
        position=_deal("3c 8s Kd", "Jh 4c", ["5d", "Qc", "9h"]),
        steps=(
            Step(
                N_(
                    "A build saves cards for your next turn. You hold an 8: play the 3♣ "
                    "onto the 5♦ and build 8 (5 + 3)."
                ),
                Builds(8),
                N_(
                    'Build instead: drop the 3♣ on the 5♦ and choose "build 8" — you '
                    "keep the 8♠ to take it."
                ),
                replies=("Jh trails",),
            ),
            Step(
                N_("The computer could not take your build. Now take it with your 8♠."),
                TakesBuild(),
                N_("Take your build of 8 with the 8♠."),
            ),
        ),
        done=N_("Your build of 8 came home. You may only build a number you hold a card to take."),
    ),
    Lesson(
        id="multiple_build",
        title=N_("A multiple build"),
        position=_deal("6h 6s 9c", "Kh 3c", ["6d", "4c", "2s", "Qd"]),
        steps=(
            Step(
                N_(
                    "A build may hold several groups of the same number. You hold two "
                    "sixes: play the 6♥ onto the 6♦ and the 4♣ + 2♠, and build 6."
                ),
                Builds(6, multiple=True),
                N_(
                    "Build a pile of sixes instead: drop the 6♥ on the 6♦, then choose "
                    '"build 6" with the 4♣ + 2♠.'
                ),
                replies=("Kh trails",),
            ),
            Step(
                N_("A multiple build cannot be raised. Take your build of sixes with the 6♠."),
                TakesBuild(),
                N_("Take your build of sixes with the 6♠."),
            ),
        ),
        done=N_("Four cards with one six: a multiple build keeps its number until taken."),
    ),
    Lesson(
        id="raising",
        title=N_("Raising a build"),
        position=_deal(
            "2d Ts Qh",
            "8h Kc",
            [{"cards": ["5h", "3s"], "value": 8, "owner": 1}, "7c"],
        ),
        steps=(
            Step(
                N_(
                    "The computer built 8. A single build can be raised: add your 2♦ to "
                    "it and build 10 — you hold the 10♠, and the build is yours now."
                ),
                Builds(10, raising=True),
                N_("Raise the computer's build instead: drop the 2♦ on it and build 10."),
                replies=("Kc trails",),
            ),
            Step(
                N_("Now take your build of 10 with the 10♠."),
                TakesBuild(),
                N_("Take your build of 10 with the 10♠."),
            ),
        ),
        done=N_(
            "You took the computer's build from under it. A raise needs a card of "
            "the new number in your hand."
        ),
    ),
    Lesson(
        id="owner_duty",
        title=N_("The owner's duty"),
        position=_deal(
            "9s Qh 6d",
            "Kc 2h",
            [{"cards": ["5c", "4s"], "value": 9, "owner": 0}, "3h", "Jd"],
        ),
        steps=(
            Step(
                N_(
                    "You own the build of 9. While you own a build you may not trail, "
                    "and you must keep a card that takes it. Take your build now with "
                    "the 9♠."
                ),
                TakesBuild(),
                N_("Take your build of 9 with the 9♠: that is the owner's duty."),
            ),
        ),
        done=N_(
            "Duty done. An owner may add to a build or raise it, but never leave it "
            "without a card to take it."
        ),
    ),
    Lesson(
        id="sweeps",
        title=N_("Sweeps"),
        position=_deal("9d Kc 4h", "Qs 7d", ["4s", "5h", "9c"]),
        steps=(
            Step(
                N_(
                    "Taking every card on the table is a sweep, worth a point. Take the "
                    "9♣ and the 4♠ + 5♥ with your 9♦ and leave the table empty."
                ),
                Sweeps(),
                N_("Take everything with the 9♦: the 9♣ and the 4♠ + 5♥ together."),
            ),
        ),
        done=N_("A sweep! It scores 1 point. The next player has to trail onto an empty table."),
    ),
    Lesson(
        id="leftovers",
        title=N_("The last capture and the leftovers"),
        position=_deal("7s 4d", "3h", ["7d", "2c", "Jh"]),
        steps=(
            Step(
                N_("The last cards of the round. Take the 7♦ with your 7♠."),
                Takes("7d", with_card="7s"),
                N_("Take the 7♦ with your 7♠ first."),
                replies=("3h trails",),
            ),
            Step(
                N_(
                    "Your last card cannot take anything: trail the 4♦ (drop it on the "
                    "felt). Watch where the cards left on the table go."
                ),
                AnyMove(),
                N_("Trail the 4♦."),
            ),
        ),
        done=N_(
            "The round is over. You made the last capture, so the cards left on the "
            "table went to your pile — they are called the leftovers."
        ),
    ),
    Lesson(
        id="scoring",
        title=N_("Scoring"),
        position=_deal(
            "Td 5c",
            "9h",
            ["Tc", "5s", "Kh"],
            captured=(
                "As 2s 4s 6s 7s 8s Js Ks 3d 4h 6c Qd Jc 8d 9d 5d 7h 2d 3c Th Kd",
                "Ah Ad Ac 9s Qs 3s Ts 8c 2h 6d 5h Jd Qc 4c 7c Kc 9c 3h 6h Jh 2c Qh 8h 7d 4d",
            ),
            sweeps=[1, 0],
            last_capturer=1,
        ),
        steps=(
            Step(
                N_(
                    "The last cards of a round. Take the 10♣ with the 10♦: the 10♦ is "
                    "Big Cassino, worth 2 points."
                ),
                Takes("Tc", with_card="Td"),
                N_("Take the 10♣ with your 10♦: Big Cassino is worth 2 points."),
                replies=("9h trails",),
            ),
            Step(
                N_("Take the 5♠ with your 5♣: every spade counts towards most spades."),
                Takes("5s", with_card="5c"),
                N_("Take the 5♠ with your 5♣."),
            ),
        ),
        done=N_(
            "Points: most cards 3, most spades 1, Big Cassino (10♦) 2, Little Cassino "
            "(2♠) 1, each ace 1, each sweep 1. The first to 21 wins the game."
        ),
        scoring=True,
    ),
)

BY_ID = {lesson.id: lesson for lesson in LESSONS}
IDS = tuple(lesson.id for lesson in LESSONS)
