"""Every lesson as a scripted test: the right moves advance it to its end, a legal move it
does not teach is refused with the step's hint (the position untouched), and an illegal try
is explained in the engine's words."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po
from isolation import assert_imports_without_pygame
from lesson_scripts import ILLEGAL, LEGAL_BUT_WRONG, RIGHT

from cassino.engine.effects import effect_of
from cassino.engine.errors import CassinoError
from cassino.engine.explain import checked_move, illegal_reason_parts
from cassino.engine.moves import Move
from cassino.engine.notation import parse_move
from cassino.engine.state import State
from cassino.lessons import BY_ID, IDS, LESSONS, LessonRun
from cassino.lessons.run import NOT_THIS_MOVE
from cassino.userdata import locations

ORDER = (
    "pairing",
    "adding_up",
    "several_groups",
    "building",
    "multiple_build",
    "raising",
    "owner_duty",
    "sweeps",
    "leftovers",
    "scoring",
)


def legal(state: State, words: str) -> Move:
    """The move in words, as the engine lists it (and the table plays it)."""
    return checked_move(state, parse_move(words))


def test_the_ten_topics_come_in_the_issues_order() -> None:
    assert IDS == ORDER


def test_every_lesson_is_short_and_scripted() -> None:
    assert set(RIGHT) == set(IDS)
    for lesson in LESSONS:
        assert 1 <= len(lesson.steps) <= 3
        assert len(RIGHT[lesson.id]) == len(lesson.steps)


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_right_moves_advance_the_lesson_to_its_end(lesson_id: str) -> None:
    run = LessonRun(BY_ID[lesson_id])
    try:
        for number, words in enumerate(RIGHT[lesson_id]):
            assert run.step == number and not run.finished
            move = legal(run.session.state, words)
            assert run.verdict(move) == "played"
            assert run.said is None
        assert run.finished
        assert run.step == len(BY_ID[lesson_id].steps)
    finally:
        run.session.close()


@pytest.mark.parametrize("lesson_id", IDS)
def test_a_legal_move_the_lesson_does_not_teach_is_refused_with_its_hint(lesson_id: str) -> None:
    lesson = BY_ID[lesson_id]
    run = LessonRun(lesson)
    before = run.session.state
    move = legal(before, LEGAL_BUT_WRONG[lesson_id])
    assert not lesson.steps[0].goal.met(effect_of(before, move))
    refusal = run.vet(move)
    assert refusal is not None and refusal.template == NOT_THIS_MOVE
    assert run.said is not None and run.said.legal
    assert run.said.reason.template == lesson.steps[0].hint
    # Not played: the position is as it was, and the player tries again on the same step.
    assert run.session.state == before and run.session.history == []
    assert run.step == 0 and run.wrong_tries == 1
    right = legal(run.session.state, RIGHT[lesson_id][0])
    assert run.verdict(right) == "played" and run.said is None
    run.session.close()


@pytest.mark.parametrize("lesson_id", IDS)
def test_an_illegal_try_is_explained_in_the_engines_words(lesson_id: str) -> None:
    run = LessonRun(BY_ID[lesson_id])
    state = run.session.state
    move = parse_move(ILLEGAL[lesson_id])
    with pytest.raises(CassinoError):
        checked_move(state, move)
    reason = illegal_reason_parts(state, move)
    run.refused(reason)
    assert run.said is not None and not run.said.legal and run.said.reason == reason
    assert str(reason)  # a sentence of the rules, e.g. "you own a build…"
    run.session.close()


def test_the_owner_may_not_trail_and_is_told_so() -> None:
    run = LessonRun(BY_ID["owner_duty"])
    reason = illegal_reason_parts(run.session.state, parse_move("Qh trails"))
    assert "trail" in str(reason)
    run.session.close()


def test_the_computer_plays_the_scripted_reply_between_steps() -> None:
    run = LessonRun(BY_ID["building"])
    run.verdict(legal(run.session.state, "3c builds 8 on 5d"))
    assert [str(move) for move in run.session.history] == ["3c builds 8 on 5d", "Jh trails"]
    assert run.session.to_move == 0
    run.session.close()


def test_the_computer_thinks_the_script_and_nothing_else() -> None:
    run = LessonRun(BY_ID["raising"])
    move = legal(run.session.state, "2d builds 10 on 3s 5h")
    assert run.vet(move) is None
    run.session.play(move)
    assert str(run.session.think().result()) == "Kc trails"
    with pytest.raises(RuntimeError):
        run.session.think().result()
    run.session.close()


def test_the_last_lessons_end_the_round_and_score_it() -> None:
    leftovers = LessonRun(BY_ID["leftovers"])
    for words in RIGHT["leftovers"]:
        leftovers.verdict(legal(leftovers.session.state, words))
    assert leftovers.session.leftovers == (0, 4)  # 2♣ J♥ 3♥ 4♦, to the last capturer
    scoring = LessonRun(BY_ID["scoring"])
    for words in RIGHT["scoring"]:
        scoring.verdict(legal(scoring.session.state, words))
    result = scoring.session.round_result
    assert result is not None and result.outcome is None  # the round is scored, no game won
    assert result.side_totals[0] > result.side_totals[1]
    for run in (leftovers, scoring):
        run.session.close()


def test_every_word_of_a_lesson_is_in_the_catalogue() -> None:
    with (locations.i18n_dir() / "cassino.pot").open("rb") as file:
        ids = {message.id for message in read_po(file)}
    for lesson in LESSONS:
        words = [lesson.title, lesson.done]
        for step in lesson.steps:
            words += [step.instruction, step.hint]
        assert set(words) <= ids, lesson.id


def test_the_lessons_import_no_pygame_and_nothing_of_the_window() -> None:
    assert_imports_without_pygame(
        ["cassino.lessons", "cassino.lessons.progress"], nothing_of_the_ui=True
    )
