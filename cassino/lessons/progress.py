"""Which lessons are done, as the preferences keep them (``lessons_done``): the known ids
in the catalogue's order, and the lesson to continue with."""

from __future__ import annotations

from collections.abc import Iterable

from cassino.lessons.catalogue import IDS, LESSONS
from cassino.lessons.lesson import Lesson


def known(ids: Iterable[object]) -> tuple[str, ...]:
    """The lesson ids among ``ids`` (unknown ones dropped), once each, in lesson order."""
    wanted = {value for value in ids if isinstance(value, str)}
    return tuple(lesson_id for lesson_id in IDS if lesson_id in wanted)


def with_done(done: Iterable[str], lesson_id: str) -> tuple[str, ...]:
    """``done`` and ``lesson_id``: the known ids in lesson order, then the ids this
    version does not know, kept for the version that does."""
    ids = (*done, lesson_id)
    ours = known(ids)
    return (*ours, *dict.fromkeys(value for value in ids if value not in ours))


def next_lesson(done: Iterable[str]) -> Lesson | None:
    """The first lesson not done (Continue), or None when all are."""
    finished = set(done)
    return next((lesson for lesson in LESSONS if lesson.id not in finished), None)


def neighbour(lesson_id: str, step: int) -> Lesson | None:
    """The lesson ``step`` places after (1) or before (-1) ``lesson_id``, if any."""
    index = IDS.index(lesson_id) + step
    return LESSONS[index] if 0 <= index < len(LESSONS) else None
