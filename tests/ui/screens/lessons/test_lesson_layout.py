"""The lesson screens fit at 1024×640 and 1280×800 in every language: the panel's words
(every step's instruction with its longest note) within the panel, no text below the
readable size, buttons inside the window and apart; the list and the title likewise."""

from __future__ import annotations

import itertools

import pygame
import pytest
from lesson_helpers import lesson_screen

from cassino.i18n import LANGUAGES, set_language, tr
from cassino.lessons import LESSONS
from cassino.ui import theme
from cassino.ui.screens.lessons.layout import LessonLayout
from cassino.ui.screens.lessons.list_layout import list_layout
from cassino.ui.screens.lessons.list_scene import LessonsScene
from cassino.ui.screens.lessons.panel import Note, PanelWords, needed_height
from cassino.ui.screens.title.scene import TitleScene
from cassino.ui.widgets import text_width

SIZES = [(1024, 640), (1280, 800)]
TALL = (1024, 1400)  # a window turned on its side: the table has no right-hand column
# The longest reasons the engine gives a lesson's illegal tries are about this long.
LONG_REASON = (
    "you own the 9-build 5♣ 4♠ and must keep a card to take it: you may not trail, nor "
    "play your last 9 elsewhere"
)


@pytest.fixture(autouse=True)
def _english_after() -> object:
    pygame.font.init()
    yield
    set_language("en")


def apart(rects: list[pygame.Rect]) -> bool:
    return not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))


def screen_layout(size: tuple[int, int]) -> LessonLayout:
    """The layout a lesson's screen uses at ``size``, from the real table's column."""
    screen = lesson_screen("pairing", size)
    return screen.scene.layout


@pytest.mark.parametrize("size", [*SIZES, TALL])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_fits_its_panel(size: tuple[int, int], language: str) -> None:
    set_language(language)
    layout = screen_layout(size)
    if size == TALL:
        assert layout.table.width < size[0]  # no column there: the table beside the panel
    else:
        assert layout.table.size == size  # the table keeps the whole window
    window = pygame.Rect((0, 0), size)
    buttons = [layout.next_button, layout.back_button, layout.skip_button, layout.leave_button]
    assert all(window.contains(rect) for rect in [layout.panel, *buttons])
    assert apart(buttons)
    assert size != TALL or not layout.table.colliderect(layout.panel)
    assert min(layout.body_size, layout.heading_size, layout.title_size) >= theme.READABLE_SIZE
    for lesson in LESSONS:
        for number, step in enumerate(lesson.steps):
            heading = tr("Lesson {number} of {count}", number=10, count=10)
            heading = tr("{lesson} · step {step} of {steps}", lesson=heading, step=2, steps=3)
            notes = [
                Note(tr("Not what this lesson asks"), tr(step.hint), theme.DROP_BAD),
                Note(tr("Not allowed"), LONG_REASON, theme.DROP_BAD),
            ]
            if number == len(lesson.steps) - 1:
                notes.append(Note(tr("Lesson complete"), tr(lesson.done), theme.DROP_OK))
            for note in notes:
                words = PanelWords(heading, tr(lesson.title), tr(step.instruction), note)
                assert needed_height(layout, words) <= layout.text.height, (lesson.id, note)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lessons_buttons_say_their_words_whole(size: tuple[int, int], language: str) -> None:
    set_language(language)
    layout = screen_layout(size)
    text = layout.button_text_size
    pairs = [
        (tr("Next lesson"), layout.next_button),
        (tr("Play a game against Easy"), layout.next_button),
        (tr("Previous"), layout.back_button),
        (tr("Skip"), layout.skip_button),
        (tr("Leave the lesson"), layout.leave_button),
    ]
    for words, rect in pairs:
        assert text_width(words, text) <= rect.width - round(rect.height * 0.6), words


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_list_fits(size: tuple[int, int], language: str) -> None:
    set_language(language)
    scene = LessonsScene({"pairing"}, on_open=lambda lesson: None, on_play=print, on_back=print)
    scene.on_resize(size)
    window = pygame.Rect((0, 0), size)
    rects = [button.rect for button in scene.buttons]
    assert all(window.contains(rect) for rect in rects) and apart(rects)
    layout = list_layout(size, len(LESSONS))
    assert layout.text_size >= theme.READABLE_SIZE and layout.intro_size >= theme.READABLE_SIZE
    for button in scene.buttons:
        room = button.rect.width - button.rect.height
        assert text_width(button.text, layout.text_size) <= room, button.text


def test_the_list_ticks_the_lessons_done_and_continues_at_the_first_not_done() -> None:
    opened: list[str] = []
    done = {"pairing", "adding_up", "building"}
    scene = LessonsScene(
        done, on_open=lambda lesson: opened.append(lesson.id), on_play=print, on_back=print
    )
    assert [row.done for row in scene.rows[:5]] == [True, True, False, True, False]
    assert scene.proceed.text == tr("Continue")
    scene.proceed.activate()
    scene.rows[7].activate()
    assert opened == ["several_groups", "sweeps"]
    every = LessonsScene(
        {lesson.id for lesson in LESSONS}, on_open=print, on_play=print, on_back=print
    )
    assert every.play.primary and not every.proceed.primary


@pytest.mark.parametrize("count", [8, 9])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_title_fits_eight_buttons_and_nine_with_rules(count: int, language: str) -> None:
    set_language(language)
    nothing = print
    title = TitleScene(
        nothing,
        nothing,
        on_resume=nothing,
        resume_detail="Classic, round 2, 5–3",
        on_settings=nothing,
        on_preferences=nothing,
        on_statistics=nothing,
        on_replay=nothing,
        on_lessons=nothing,
        on_rules=nothing if count == 9 else None,
    )
    assert len(title.buttons) == count
    size = (1024, 640)
    title.on_resize(size)
    window = pygame.Rect((0, 0), size)
    rects = [button.rect for button in title.buttons]
    assert all(window.contains(rect) for rect in rects) and apart(rects)
    assert rects[0].top > title.subtitle_centre[1]  # below the name, not over it
    assert title.title_size >= 60  # the name stays large
    for button in title.buttons:
        assert text_width(button.text, button.size) <= button.rect.width - button.rect.height // 2


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
def test_no_text_on_a_lesson_screen_is_below_readable(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str
) -> None:
    from cassino.ui import paint
    from cassino.ui.screens.lessons import panel

    set_language(language)
    screen = lesson_screen("building", size)
    screen.drag("3c", "5d")
    screen.settle(240)  # the computer's reply: the log and the counts have words
    screen.drag("Kd", screen.felt())  # a refused try: the banner and the note
    sizes: list[tuple[int, str]] = []
    for module, name in ((paint, "text_image"), (panel, "render_text")):
        original = getattr(module, name)

        def record(words: str, size: int, *args: object, _original=original, **kw: object):  # type: ignore[no-untyped-def]
            sizes.append((size, words))
            return _original(words, size, *args, **kw)

        monkeypatch.setattr(module, name, record)
    screen.stack.draw(pygame.Surface(size))
    assert any(words == tr("Leave the lesson") for _, words in sizes) or sizes
    small = sorted({(size, words) for size, words in sizes if size < theme.READABLE_SIZE})
    assert not small, small


def test_a_lessons_table_says_nothing_of_deals_it_does_not_have() -> None:
    from cassino.ui.table.view import status

    screen = lesson_screen("building", (1280, 800))
    view = screen.scene.table.view()
    assert view.scripted and not screen.scene.table.session.state.stock
    words, _ = status(view)
    assert words == "Your turn — drag a card onto the table"
