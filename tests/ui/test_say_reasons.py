"""The engine's reasons in the player's language: every template has its Spanish, and the
numbers and cards land in the right places."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from positions import position

from cassino import i18n
from cassino.engine.errors import IllegalMoveError
from cassino.engine.explain import illegal_reason_parts
from cassino.engine.match import OUTCOME_TEMPLATES, finish_round
from cassino.engine.notation import parse_move
from cassino.engine.reasons import Reason
from cassino.engine.refusal_words import TEMPLATES
from cassino.engine.state import State
from cassino.ui.reasons import say
from cassino.userdata.presets import position_from_json


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")
    i18n.reload()


CLI = position(
    "classic",
    [["8s", "2h", "6c", "Kd"], ["4h", "Kc", "9s", "9h"]],
    ["3c", "5d", {"cards": ["4s", "2c"], "value": 6, "owner": 1}],
)
SIMULATION = position(
    "classic",
    [["3h", "7c", "9d"], ["Kd"]],
    [
        "2c",
        {"cards": ["5s", "2d"], "value": 7, "owner": 0},
        {"cards": ["4s", "4c"], "value": 4, "owner": 1},
    ],
)
MAY_TRAIL = {"preset": "classic", "owner_may_trail": True}

SPANISH = [
    (CLI, "2h builds 5 on 3c", "tienes que tener un 5 para construir 5"),
    (position("classic", [["2h", "5c"], ["Kd"]], ["6d"]), "2h builds 8 on 6d",
     "tienes que tener un 8 para construir 8"),
    (position("royal", [["5c", "6d"], ["Ah"]], ["9h"]), "5c builds 14 on 9h",
     "tienes que tener un as para construir 14"),
    (CLI, "9s trails", "no tienes 9♠"),
    (CLI, "8s takes 3c", "esas cartas no se dividen en grupos que sumen 8 para 8♠"),
    (CLI, "6c builds 4 on 3c", "6♣ vale 6, más que el 4 cantado"),
    (CLI, "2h builds 12 on 3c", "las construcciones llegan hasta 10; 12 es demasiado"),
    (CLI, "Kd takes 3c", "un rey solo toma reyes: las figuras no tienen valor para sumar"),
    (SIMULATION, "3h trails", "tienes una construcción en la mesa, así que no puedes descartar"),
    (SIMULATION, "9d takes 2c 2d 5s", "una construcción de 7 no puede entrar en una suma"),
    (SIMULATION, "3h builds 7 on 4c 4s", "una construcción múltiple no se puede subir"),
    (SIMULATION, "7c takes 2d",
     "una construcción se mueve entera: la construcción de 7 2♦ 5♠ no se puede separar"),
    (SIMULATION, "9d takes 4c 4s",
     "la construcción múltiple de 4 4♠ 4♣ solo se puede tomar con un 4"),
    (SIMULATION, "7c builds 9 on 2c",
     "tienes la construcción de 7 2♦ 5♠, así que debes guardar un 7 en la mano"),
    (position(MAY_TRAIL, [["8h", "3c"], ["Kd"]],
              ["2c", {"cards": ["5s", "3d", "8c"], "value": 8, "owner": 0}]),
     "8h trails",
     "tienes la construcción múltiple de 8 3♦ 5♠ 8♣, así que debes guardar un 8 en la mano"),
    (position("classic", [["9d"], ["2c"]], ["Qs", "Jh"]), "9d takes Qs",
     "Q♠ no tiene valor para sumar: solo una reina toma una reina"),
    (position("trailing_royals", [["Ks", "5c"], ["Qc", "2d"]], ["Kd", "9s"]),
     "Ks builds 13 on Kd", "tienes que tener otro rey para construir reyes"),
    (position("pluck", [["7c", "3h"], ["2c", "9d"]], ["7h", "4d", "Td"], stock=["5s"]),
     "pluck Td", "10♦ no se puede quitar: los ases, el 10♦ y el 2♠ nunca se quitan"),
]  # fmt: skip


@pytest.mark.parametrize(("state", "move", "spanish"), SPANISH, ids=[c[1] for c in SPANISH])
def test_refusals_in_spanish(state: State, move: str, spanish: str) -> None:
    reason = illegal_reason_parts(state, parse_move(move))
    assert say(reason) == str(reason)  # English: the engine's own sentence
    i18n.set_language("es")
    assert say(reason) == spanish


def test_the_refusal_of_apply_carries_the_reason_to_say() -> None:
    i18n.set_language("es")
    with pytest.raises(IllegalMoveError) as refusal:
        CLI.apply(parse_move("2h builds 5 on 3c"))
    assert str(refusal.value) == "you must hold a 5 to build 5"
    assert say(refusal.value.reason) == "tienes que tener un 5 para construir 5"


def test_why_the_game_ended_in_spanish() -> None:
    captured = [["As", "Ah", "Ad", "Ac", "3h", "4h", "5h"], ["Td", "4s", "6h"]]
    state = position_from_json(
        {
            "rules": {"preset": "classic", "finish": "count_out"},
            "to_move": 0,
            "hands": [[], []],
            "table": [],
            "captured": captured,
            "scores": [16, 19],
        }
    )
    outcome = finish_round(state).outcome
    assert outcome is not None
    assert say(outcome.cause) == outcome.reason == "counted out to 21 on big_cassino"
    i18n.set_language("es")
    assert say(outcome.cause) == "llegó a 21 puntos al contar el Cassino grande"
    reached = Reason.of("reached {points} points", points=22)
    assert say(reached) == "llegó a 22 puntos"


def test_every_template_the_engine_gives_has_spanish() -> None:
    spanish = i18n.catalogue("es")
    missing = [template for template in (*TEMPLATES, *OUTCOME_TEMPLATES) if template not in spanish]
    assert missing == [], "no Spanish for:\n" + "\n".join(missing)
    assert i18n.catalogue_problems("es") == []  # the same placeholders, no entry twice


def test_every_template_reads_in_spanish_with_its_fields() -> None:
    i18n.set_language("es")
    values = {"card": "9♠", "cards": "4♠ 4♣", "value": 8, "announced": 9, "worth": 6}
    values |= {"limit": 10, "points": 21}
    for template in (*TEMPLATES, *OUTCOME_TEMPLATES):
        fields = i18n.placeholders(template)
        reason = Reason(template, {name: values[name] for name in fields})
        text = say(reason)
        assert text != str(reason) or not any(c.isalpha() for c in template)
        assert "{" not in text
        for name in fields:
            assert str(values[name]) in text, (template, text)
