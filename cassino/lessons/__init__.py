"""The guided first game ("Learn to play"): short lessons on scripted deals, judged move by
move. Pure: no pygame, no window; the screens live in ``cassino.ui.screens.lessons``."""

from cassino.lessons.catalogue import BY_ID, IDS, LESSONS
from cassino.lessons.lesson import Lesson, Step
from cassino.lessons.run import LessonRun, ScriptedSession

__all__ = ["BY_ID", "IDS", "LESSONS", "Lesson", "LessonRun", "ScriptedSession", "Step"]
