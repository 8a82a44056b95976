"""The menu widgets, driven by synthetic pygame events as a player would: clicks at their
rects, keys while focused, typed text."""

from __future__ import annotations

import itertools
from typing import TypeVar

import pygame
import pytest

from cassino import i18n
from cassino.ui import theme
from cassino.ui.widgets import (
    Button,
    ChipToggle,
    Choice,
    FocusGroup,
    Label,
    Stepper,
    Tabs,
    TextField,
    Toggle,
    Widget,
    ellipsize,
    text_width,
    wrap_text,
)

W = TypeVar("W", bound=Widget)


def click(target: Widget | FocusGroup, pos: tuple[int, int]) -> None:
    target.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    target.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(target: Widget | FocusGroup, key: int, mod: int = 0, unicode: str = "") -> bool:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode)
    return bool(target.handle_event(event))


def typed(target: Widget | FocusGroup, text: str) -> bool:
    return bool(target.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text)))


def placed(widget: W, left: int = 100, top: int = 100, width: int = 300) -> W:
    widget.rect = pygame.Rect(left, top, width, 50)
    return widget


def test_a_button_acts_on_a_click_that_ends_inside_it() -> None:
    clicks: list[str] = []
    button = placed(Button("Start", lambda: clicks.append("start")))
    click(button, (250, 125))
    assert clicks == ["start"]
    # Pressed inside, released outside: the player changed their mind.
    button.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(250, 125), button=1))
    button.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(20, 20), button=1))
    click(button, (20, 20))  # nowhere near it
    assert clicks == ["start"]
    button.enabled = False
    click(button, (250, 125))
    assert clicks == ["start"]


def test_a_focused_button_takes_enter_and_space() -> None:
    clicks: list[int] = []
    button = placed(Button("Go", lambda: clicks.append(1)))
    assert not press(button, pygame.K_RETURN)  # not focused: keys are not for it
    button.focused = True
    assert press(button, pygame.K_RETURN) and press(button, pygame.K_SPACE)
    assert not press(button, pygame.K_a)
    assert clicks == [1, 1]


def test_a_toggle_flips_on_click_and_keys() -> None:
    seen: list[bool] = []
    toggle = placed(Toggle(False, seen.append))
    click(toggle, (110, 110))
    assert toggle.value is True
    toggle.focused = True
    press(toggle, pygame.K_SPACE)
    press(toggle, pygame.K_RIGHT)
    press(toggle, pygame.K_RIGHT)  # already on: no second report
    press(toggle, pygame.K_LEFT)
    assert seen == [True, False, True, False]
    toggle.value = True  # from code: no report
    assert seen == [True, False, True, False]


def test_a_choice_goes_round_its_options_by_arrow_zone_and_key() -> None:
    seen: list[int] = []
    choice = placed(Choice([2, 3, 4], 3, seen.append, label=lambda n: f"{n} players"))
    left, right = choice.rect.left + 10, choice.rect.right - 10
    click(choice, (right, 125))
    assert choice.value == 4 and choice.label() == "4 players"
    click(choice, (right, 125))  # round to the first
    click(choice, (left, 125))  # and back to the last
    click(choice, (choice.rect.centerx, 125))  # the middle goes on
    assert seen == [4, 2, 4, 2]
    choice.focused = True
    press(choice, pygame.K_LEFT)
    press(choice, pygame.K_RIGHT)
    press(choice, pygame.K_RETURN)
    assert seen[-3:] == [4, 2, 3]


def test_a_choice_keeps_its_value_across_new_options_when_it_can() -> None:
    choice = Choice(["a", "b", "c"], "b")
    choice.set_options(["b", "d"])
    assert choice.value == "b"
    choice.set_options(["x", "y"], "y")
    assert choice.value == "y"
    choice.set_options(["p", "q"])
    assert choice.value == "p"
    with pytest.raises(ValueError, match="'z' is not one of the options: p, q"):
        choice.value = "z"
    single = Choice(["only"])
    single.focused = True
    press(single, pygame.K_RIGHT)
    assert single.value == "only" and not single.can_step(1)


@pytest.mark.parametrize("kind", [Choice, Tabs])
def test_a_control_of_options_refuses_none_and_a_value_not_among_them(kind: type) -> None:
    with pytest.raises(ValueError, match=f"{kind.__name__} needs at least one option"):
        kind([])
    with pytest.raises(ValueError, match="'z' is not one of the options: P, Q"):
        kind(["p", "q"], "z", label=str.upper)
    control = kind(["p", "q"], "q")
    with pytest.raises(ValueError, match="'z' is not one of the options"):
        control.value = "z"
    assert control.value == "q"


def test_a_stepper_stays_within_its_bounds() -> None:
    seen: list[int] = []
    stepper = placed(Stepper(20, 1, 21, seen.append))
    minus, plus = (stepper.rect.left + 10, 125), (stepper.rect.right - 10, 125)
    click(stepper, plus)
    click(stepper, plus)  # 21 is the most
    assert stepper.value == 21 and seen == [21]
    click(stepper, (stepper.rect.centerx, 125))  # the number itself does nothing
    click(stepper, minus)
    stepper.focused = True
    press(stepper, pygame.K_PAGEDOWN)
    press(stepper, pygame.K_PAGEDOWN)
    assert seen == [21, 20, 10, 1]
    press(stepper, pygame.K_RIGHT)
    assert stepper.value == 2
    assert Stepper(500, 1, 99).value == 99


def test_a_text_field_takes_typing_while_focused() -> None:
    seen: list[str] = []
    field = placed(TextField("Yo", seen.append, max_length=6))
    assert not typed(field, "x")  # not focused
    field.focused = True
    assert typed(field, "u")
    typed(field, " ñé\t")  # accents welcome, a tab is not text
    assert field.text == "You ñé"
    typed(field, "more")  # full
    assert field.text == "You ñé"
    assert press(field, pygame.K_BACKSPACE)
    assert field.text == "You ñ"
    # A printable key is consumed (its text arrives as TEXTINPUT), so no shortcut fires.
    assert press(field, pygame.K_q, unicode="q")
    assert not press(field, pygame.K_ESCAPE)
    press(field, pygame.K_BACKSPACE, mod=pygame.KMOD_LCTRL)
    assert field.text == ""
    assert seen == ["You", "You ñé", "You ñ", ""]


def test_a_name_field_stops_at_the_names_bound_counting_what_a_person_sees() -> None:
    # Issue 56: the same bound as the command line and the files (game.names).
    from cassino.game.names import MAX_NAME_CHARACTERS

    field = placed(TextField("", max_length=MAX_NAME_CHARACTERS))
    field.focused = True
    typed(field, "e\u0301" * 30)  # an e and its accent: one character each
    assert len(field.text) == 2 * MAX_NAME_CHARACTERS
    typed(field, "x")
    assert len(field.text) == 2 * MAX_NAME_CHARACTERS  # full: the keystroke is not taken
    pasted = placed(TextField("", max_length=MAX_NAME_CHARACTERS))
    pasted.focused = True
    typed(pasted, "W" * 100_000)
    assert pasted.text == "W" * MAX_NAME_CHARACTERS


def focused(group: FocusGroup) -> Widget | None:
    return group.focused


def test_tab_moves_focus_over_what_can_take_it_in_order() -> None:
    first, second, third = Button("1"), TextField(), Choice(["a", "b"])
    hidden, disabled, label = Button("h"), Toggle(), Label("just text")
    hidden.visible = False
    disabled.enabled = False
    group = FocusGroup([first, label, hidden, second, disabled, third])
    order = []
    for _ in range(4):
        press(group, pygame.K_TAB)
        order.append(group.focused)
    assert order == [first, second, third, first]
    press(group, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert focused(group) is third
    press(group, pygame.K_UP)
    assert focused(group) is second and second.focused and not third.focused
    press(group, pygame.K_RETURN)  # Enter in a text field moves on
    assert focused(group) is third
    assert group.show_focus


def test_keys_reach_the_focused_widget_and_a_click_moves_focus() -> None:
    clicks: list[str] = []
    name = placed(TextField(), top=0)
    start = placed(Button("Start", lambda: clicks.append("start")), top=100)
    group = FocusGroup([name, start])
    click(group, (150, 25))
    assert group.focused is name and not group.show_focus
    typed(group, "Ana")
    assert name.text == "Ana"
    press(group, pygame.K_DOWN)
    press(group, pygame.K_SPACE)
    assert clicks == ["start"]
    click(group, (5, 500))  # the felt: nothing has focus
    assert group.focused is None
    assert not typed(group, "x") and name.text == "Ana"
    start.visible = False
    group.focus(start)
    assert group.focused is None  # a hidden widget cannot take focus


def test_text_is_cut_and_wrapped_to_fit() -> None:
    size = 24
    text = "Pluck Cassino: once per deal you may pluck a loose card from the table"
    short = ellipsize(text, size, 200)
    assert short.endswith("…") and text_width(short, size) <= 200
    assert ellipsize("You", size, 200) == "You"
    lines = wrap_text(text, size, 260)
    assert len(lines) > 1 and " ".join(lines) == text
    assert all(text_width(line, size) <= 260 for line in lines)
    two = wrap_text(text, size, 260, max_lines=2)
    assert len(two) == 2 and two[-1].endswith("…")
    # Suits are drawn as icons: the measure counts them.
    assert text_width("9♣", size) > text_width("9", size)


def gold_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    gold = theme.HIGHLIGHT
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in (rect.top, rect.top + 1, rect.bottom - 1, rect.bottom - 2)
        if all(abs(a - b) < 40 for a, b in zip(surface.get_at((x, y))[:3], gold, strict=True))
    )


def test_focus_and_hover_light_the_rim_in_gold() -> None:
    button = placed(Button("Quit"), left=20, top=20)
    plain = pygame.Surface((400, 120))
    button.draw(plain)
    assert gold_pixels(plain, button.rect) == 0
    button.focused = button.show_focus = True
    lit = pygame.Surface((400, 120))
    button.draw(lit)
    assert gold_pixels(lit, button.rect) > button.rect.width
    button.focused = False
    button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(60, 40), rel=(0, 0)))
    hovered = pygame.Surface((400, 120))
    button.draw(hovered)
    assert button.hovered and gold_pixels(hovered, button.rect) > button.rect.width


def test_every_widget_draws_in_every_state() -> None:
    surface = pygame.Surface((640, 200))
    widgets: list[Widget] = [
        Button("Start", primary=True),
        Toggle(True),
        Choice(["Person", "Computer — Easy"]),
        Stepper(21, 1),
        TextField("", placeholder="Name"),
        Label("A long description that wraps onto lines", max_lines=2),
        ChipToggle("3", True),
        Tabs(["Players", "Deal", "Game end"]),
    ]
    for widget in widgets:
        placed(widget, 10, 10, 400)
        for enabled in (True, False):
            widget.enabled = enabled
            widget.focused = widget.show_focus = enabled
            widget.update(0.3)
            widget.draw(surface)
        widget.visible = False
        before = pygame.image.tobytes(surface, "RGB")
        widget.draw(surface)
        assert pygame.image.tobytes(surface, "RGB") == before  # hidden draws nothing


def test_a_stepper_shows_its_value_through_its_label() -> None:
    stepper = placed(Stepper(80, 0, 100, step=5, label=lambda value: f"{value} %"))
    click(stepper, (stepper.rect.right - 10, 125))
    assert stepper.value == 85 and stepper.label() == "85 %"


def test_a_toggle_says_on_and_off_in_the_language_of_the_moment() -> None:
    toggle = Toggle(True)
    assert toggle.words() == "On"
    try:
        i18n.set_language("es")
        assert toggle.words() == "Sí"
        toggle.value = False
        assert toggle.words() == "No"
        assert Toggle(True, on_text="Yes please").words() == "Yes please"
    finally:
        i18n.set_language("en")


def test_a_chip_toggle_keeps_its_word_and_flips() -> None:
    seen: list[bool] = []
    chip = placed(ChipToggle("4", True, seen.append), width=60)
    assert chip.words() == "4"
    click(chip, chip.rect.center)
    assert chip.value is False and chip.words() == "4" and seen == [False]


def test_tabs_open_by_click_and_arrow_keys_and_mark_pages() -> None:
    opened: list[str] = []
    tabs = placed(Tabs(["one", "two", "three"], "one", opened.append, label=str.title), width=600)
    rects = tabs.tab_rects()
    assert rects[0].left == tabs.rect.left and rects[-1].right == tabs.rect.right
    assert all(a.right == b.left for a, b in itertools.pairwise(rects))
    click(tabs, rects[2].center)
    click(tabs, rects[2].center)  # already open: no second report
    tabs.focused = True
    press(tabs, pygame.K_RIGHT)  # round to the first
    press(tabs, pygame.K_LEFT)
    assert opened == ["three", "one", "three"] and tabs.value == "three"
    assert not press(tabs, pygame.K_a)
    tabs.marks = {"two"}
    surface = pygame.Surface((800, 200))
    tabs.draw(surface)
    spot = rects[1]
    golds = gold_pixels(surface, spot)
    assert golds == 0  # the mark is a dot beside the word, not a rim
    tabs.value = "two"
    tabs.draw(surface)
    assert gold_pixels(surface, rects[1].inflate(-4, -4)) > 0  # the open tab has a gold rim


def test_tabs_narrow_alike_when_the_words_do_not_fit() -> None:
    tabs = placed(Tabs(["a rather long name", "another long one", "x"]), width=120)
    rects = tabs.tab_rects()
    assert rects[-1].right == tabs.rect.right and all(rect.width > 0 for rect in rects)


def test_a_stepper_takes_a_number_typed_on_enter_or_when_the_focus_moves_on() -> None:
    seen: list[int] = []
    stepper = placed(Stepper(21, 1, 500, seen.append))
    stepper.focused = True
    assert typed(stepper, "1") and typed(stepper, "2") and typed(stepper, "1")
    assert stepper.label() == "121_" and seen == []  # shown while typing, not yet taken
    press(stepper, pygame.K_RETURN)
    assert stepper.value == 121 and seen == [121]
    typed(stepper, "9")
    typed(stepper, "9")
    press(stepper, pygame.K_BACKSPACE)
    stepper.focused = False  # Tab or a click elsewhere
    assert stepper.value == 9 and seen == [121, 9]
    stepper.focused = True
    assert not typed(stepper, "x") and not typed(stepper, "²")
    for digit in "9999":
        typed(stepper, digit)
    press(stepper, pygame.K_RETURN)
    assert stepper.value == 500  # held to the bounds
    typed(stepper, "0")
    press(stepper, pygame.K_RETURN)
    assert stepper.value == 1


def test_a_click_selects_the_name_and_typing_replaces_it() -> None:
    """Clicking a name field put the caret after the name: "You" became "YouAna"."""
    seen: list[str] = []
    field = placed(TextField("You", seen.append, max_length=12))
    group = FocusGroup([field])
    click(group, field.rect.center)
    assert field.focused and field.selected
    press(field, pygame.K_LSHIFT)  # a modifier does not drop the selection
    assert typed(field, "Ana") and field.text == "Ana"
    assert not field.selected
    click(group, field.rect.center)  # selected again…
    click(group, field.rect.center)  # …and a second click: the caret at the end
    assert not field.selected
    typed(field, "s")
    assert field.text == "Anas"
    press(field, pygame.K_a, mod=pygame.KMOD_LCTRL)  # Ctrl+A selects
    assert field.selected
    press(field, pygame.K_BACKSPACE)  # and Backspace takes the selection away
    assert field.text == "" and seen == ["Ana", "Anas", ""]
    typed(field, "Bea")
    press(field, pygame.K_a, mod=pygame.KMOD_LCTRL)
    press(field, pygame.K_RIGHT)  # an arrow: the caret at the end, nothing replaced
    typed(field, "!")
    assert field.text == "Bea!"
