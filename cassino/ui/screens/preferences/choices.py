"""What the preferences screen offers, in words: its pages, the title of each choice
(animation speeds, the aids' settings, card backs), the window sizes that fit the
desktop, and how a row of the form is made."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import N_, tr
from cassino.ui.scene import Size
from cassino.ui.screens.common.form import FormRow
from cassino.ui.widgets import Widget

PAGES = ("players", "cards", "sound", "game", "help")
PAGE_TITLES = {
    "players": N_("Players"),
    "cards": N_("Cards and table"),
    "sound": N_("Sound and motion"),
    "game": N_("Language and window"),
    "help": N_("Help at the table"),
}
SPEED_TITLES = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}
AID_TITLES = {
    "not_against_expert": N_("On, except against Expert"),
    "on": N_("Always on"),
    "off": N_("Off"),
}
AID_UNITS = 1.45  # "On, except against Expert" is the longest choice on the page
BACK_TITLES = {
    "blue": N_("Blue"),
    "red": N_("Red"),
    "green": N_("Green"),
    "letele_black": N_("Black lattice"),
    "letele_red": N_("Red lattice"),
}
THEME_TITLES = {
    "green": N_("Green baize"),
    "blue": N_("Blue"),
    "burgundy": N_("Burgundy"),
    "dark": N_("Dark"),
}
WINDOW_SIZES: tuple[Size, ...] = (
    (1024, 640),
    (1152, 720),
    (1280, 720),
    (1280, 800),
    (1366, 768),
    (1440, 900),
    (1600, 900),
    (1600, 1000),
    (1680, 1050),
    (1920, 1080),
    (1920, 1200),
    (2560, 1440),
    (2560, 1600),
)
PREVIEW_FACES = ("As", "Td", "Kh", "2c")
VOLUME_STEP = 5


def window_sizes(current: Size, desktop: Size | None) -> list[Size]:
    """The usual window sizes that fit the desktop (all of them when it is not known),
    and the current size wherever it falls among them."""
    fitting = [
        size
        for size in WINDOW_SIZES
        if desktop is None or (size[0] <= desktop[0] and size[1] <= desktop[1])
    ]
    if current not in fitting:
        fitting.append(current)
    return sorted(fitting)


def desktop_size() -> Size | None:
    """The largest desktop the window could be on, if a display is running."""
    if not pygame.display.get_init():
        return None
    sizes = pygame.display.get_desktop_sizes()
    return max(sizes, key=lambda size: size[0] * size[1]) if sizes else None


def size_label(size: Size) -> str:
    return f"{size[0]} × {size[1]}"


def row(title: str, note: str, control: Widget, units: float = 1.0) -> FormRow:
    return FormRow(title, note, [control], control_units=units)


def titled(titles: dict[str, str]) -> Callable[[str], str]:
    """A Choice's label: the value's title in the language of the moment."""
    return lambda value: tr(titles[value]) if value in titles else value.capitalize()
