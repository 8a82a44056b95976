"""The title screen: the game's name over the felt, a fan of cards, and the way in:
resume the game in progress, a new game, joining a game on another computer, the lessons
("Learn to play"), the rules of every rule set, the house rules, the preferences, the
statistics, the replay of the last finished game, quit."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from cassino.i18n import N_, tr
from cassino.ui import theme
from cassino.ui.assets import CardImages
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.common.backdrop import draw_card, felt, shadowed_text, unit
from cassino.ui.widgets import Button, FocusGroup, blit_centred, text_image, text_width

# Little Cassino and Big Cassino between the aces: the cards the game is named for.
FAN = ("Ac", "2s", "Td", "Ah", "As")
FAN_SPREAD = 13.0  # degrees between neighbouring cards
FAN_RADIUS = 2.2  # distance from the fan's pivot to a card's centre, in card heights
SUBTITLE = N_("The classic fishing card game")
BUTTON_HEIGHT = 0.074  # the first button's height, in menu units; the others are smaller
SMALL_BUTTON_HEIGHT = 0.062
BUTTON_GAP = 0.018
ROOM = 0.88  # the share of the window height the whole picture may take
ONE_COLUMN_AT_MOST = 7  # buttons in one column; more go in two, after the first
FIXED_WORDS = {
    "resume": N_("Resume the game in progress"),
    "new": N_("New game"),
    "join": N_("Join a game"),
    "lessons": N_("Learn to play"),
    "rules": N_("Rules"),
    "settings": N_("House rules"),
    "preferences": N_("Preferences"),
    "statistics": N_("Statistics"),
    "replay": N_("Replay the last game"),
    "quit": N_("Quit"),
}


class TitleScene(Scene):
    """The first screen. The first button is the main one (gold): "Resume the game in
    progress" when ``on_resume`` is given, else New game; Enter presses it. The house
    rules, preferences and statistics buttons show when their callbacks are given.

    Nothing moves between visits: Resume and Replay, which come and go, have a row of
    their own above New game, kept whether they show or not, and the buttons' widths
    come from the fixed words, not from the game a Resume names."""

    def __init__(
        self,
        on_new_game: Callable[[], None],
        on_quit: Callable[[], None],
        *,
        images: CardImages | None = None,
        on_resume: Callable[[], None] | None = None,
        on_settings: Callable[[], None] | None = None,
        on_preferences: Callable[[], None] | None = None,
        on_statistics: Callable[[], None] | None = None,
        on_replay: Callable[[], None] | None = None,
        on_lessons: Callable[[], None] | None = None,
        on_rules: Callable[[], None] | None = None,
        on_join: Callable[[], None] | None = None,
        resume_detail: str | None = None,
    ) -> None:
        super().__init__()
        self.images = images or CardImages()
        self.resume_button = Button("", on_resume, primary=True) if on_resume else None
        self.resume_detail = resume_detail  # which game: its rules, round and score
        self.new_game_button = Button("", on_new_game, primary=on_resume is None)
        self.join_button = Button("", on_join) if on_join else None
        self.lessons_button = Button("", on_lessons) if on_lessons else None
        self.rules_button = Button("", on_rules) if on_rules else None
        self.settings_button = Button("", on_settings) if on_settings else None
        self.preferences_button = Button("", on_preferences) if on_preferences else None
        self.statistics_button = Button("", on_statistics) if on_statistics else None
        self.replay_button = Button("", on_replay) if on_replay else None
        self.quit_button = Button("", on_quit)
        # The row of what comes and goes, then New game, then the grid.
        self.passing = [b for b in (self.resume_button, self.replay_button) if b is not None]
        grid = (
            self.join_button,
            self.lessons_button,
            self.rules_button,
            self.settings_button,
            self.preferences_button,
            self.statistics_button,
            self.quit_button,
        )
        self.grid = [button for button in grid if button is not None]
        self.buttons = [*self.passing, self.new_game_button, *self.grid]
        self.focus = FocusGroup(self.buttons)
        self.size: Size = (0, 0)
        self.columns = 1 if len(self.grid) + 3 <= ONE_COLUMN_AT_MOST else 2
        self.band_rows = 1 if self.columns == 2 else 2
        self.card_width = 1
        self.fan: list[tuple[str, tuple[float, float], float]] = []
        self.title_size = self.subtitle_size = theme.MIN_FONT_SIZE
        self.title_centre = self.subtitle_centre = (0, 0)
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' words in the language of the moment."""
        texts = (
            (self.resume_button, FIXED_WORDS["resume"]),
            (self.new_game_button, FIXED_WORDS["new"]),
            (self.join_button, FIXED_WORDS["join"]),
            (self.lessons_button, FIXED_WORDS["lessons"]),
            (self.rules_button, FIXED_WORDS["rules"]),
            (self.settings_button, FIXED_WORDS["settings"]),
            (self.preferences_button, FIXED_WORDS["preferences"]),
            (self.statistics_button, FIXED_WORDS["statistics"]),
            (self.replay_button, FIXED_WORDS["replay"]),
            (self.quit_button, FIXED_WORDS["quit"]),
        )
        for button, text in texts:
            if button is not None:
                button.text = tr(text)
        if self.resume_button is not None and self.resume_detail:
            self.resume_button.text = tr("Resume: {game}", game=self.resume_detail)
        if self.replay_button is not None and self.resume_button is not None and self.columns == 2:
            self.replay_button.text = tr("Replay")  # beside Resume, in a quarter of the row

    def on_enter(self) -> None:
        self.focus.focus(self.buttons[0], visible=False)

    def on_resume(self) -> None:
        """Back on top (from the preferences, perhaps in another language)."""
        self.retranslate()
        if self.size != (0, 0):
            self.on_resize(self.size)  # the buttons fit their new words

    def on_resize(self, size: Size) -> None:
        self.size = size
        width, height = size
        u = unit(size)
        first_height, other_height = round(u * BUTTON_HEIGHT), round(u * SMALL_BUTTON_HEIGHT)
        button_gap = round(u * BUTTON_GAP)
        # Many buttons: those of the grid go in two columns, so the fan and the name keep
        # a readable size. The passing row is always counted: New game never moves.
        self.columns = 1 if len(self.grid) + 3 <= ONE_COLUMN_AT_MOST else 2
        rows = -(-len(self.grid) // self.columns)
        # One column: Resume and Replay each have a row of the band; two: they share one.
        self.band_rows = 1 if self.columns == 2 else 2
        heights = [first_height] * (self.band_rows + 1) + [other_height] * rows
        buttons_height = sum(heights) + button_gap * (len(heights) - 1)
        # The fan and the name shrink together when many buttons need the room.
        scale = 1.0
        for _ in range(8):
            fan_height, title_height, subtitle_height, gaps = self._measure(u, scale)
            total = fan_height + title_height + subtitle_height + buttons_height + sum(gaps)
            if total <= height * ROOM:
                break
            scale *= max(0.6, (height * ROOM - buttons_height) / (total - buttons_height))
        top = (height - total) / 2
        centre_x = width / 2

        # The fan: each card turned about a pivot below the middle card.
        card_height = self.card_width * theme.CARD_ASPECT
        radius = card_height * FAN_RADIUS
        pivot_y = top + card_height / 2 + radius
        self.fan = []
        for index, code in enumerate(FAN):
            degrees = FAN_SPREAD * (index - (len(FAN) - 1) / 2)
            angle = math.radians(degrees)
            centre = (centre_x + radius * math.sin(angle), pivot_y - radius * math.cos(angle))
            self.fan.append((code, centre, -degrees))
        y = top + fan_height + gaps[0]
        self.title_centre = (round(centre_x), round(y + title_height / 2))
        y += title_height + gaps[1]
        self.subtitle_centre = (round(centre_x), round(y + subtitle_height / 2))
        y += subtitle_height + gaps[2]
        text_size = round(first_height * 0.56)
        # The fixed words set the width; a Resume naming a long game is fitted to it.
        fixed = [tr(FIXED_WORDS[n]) for n in ("new", "join", "lessons", "settings", "replay")]
        widest = max(text_width(words, text_size) for words in fixed)
        one_width = max(round(u * 0.4), widest + first_height)
        if self.columns == 1:
            button_width = min(width - 2 * button_gap, one_width)
            column_width = button_width
        else:
            column_width = min((width - 3 * button_gap) // 2, one_width)
            button_width = 2 * column_width + button_gap
        left = round(centre_x - button_width / 2)
        if len(self.passing) == 2 and self.band_rows == 2:  # one above the other
            for row, button in enumerate(self.passing):
                top = round(y + row * (first_height + button_gap))
                button.rect = pygame.Rect(left, top, button_width, first_height)
        elif len(self.passing) == 2:  # Resume the wider, Replay beside it
            resume_width = round((button_width - button_gap) * 0.74)
            self.passing[0].rect = pygame.Rect(left, round(y), resume_width, first_height)
            replay_left = left + resume_width + button_gap
            replay_width = button_width - resume_width - button_gap
            self.passing[1].rect = pygame.Rect(replay_left, round(y), replay_width, first_height)
        elif self.passing:
            self.passing[0].rect = pygame.Rect(left, round(y), button_width, first_height)
        y += self.band_rows * (first_height + button_gap)
        first = self.new_game_button
        first.rect = pygame.Rect(left, round(y), button_width, first_height)
        y += first_height + button_gap
        others = self.grid
        for index, button in enumerate(others):
            row, column = divmod(index, self.columns)
            top = round(y + row * (other_height + button_gap))
            button.rect = pygame.Rect(0, top, column_width, other_height)
            alone = self.columns == 2 and index == len(others) - 1 and column == 0
            if self.columns == 1 or alone:
                button.rect.centerx = round(centre_x)  # the last one of an odd count: centred
            else:
                button.rect.left = first.rect.left + column * (column_width + button_gap)

    def _measure(self, u: int, scale: float) -> tuple[float, int, int, tuple[float, ...]]:
        """Sizes of the fan, the name and the subtitle at ``scale``; sets the text sizes."""
        self.card_width = round(u * 0.13 * scale)
        card_height = self.card_width * theme.CARD_ASPECT
        radius = card_height * FAN_RADIUS
        half_spread = math.radians(FAN_SPREAD * (len(FAN) - 1) / 2)
        fan_height = card_height + radius * (1 - math.cos(half_spread)) + card_height * 0.25
        self.title_size = round(u * 0.2 * scale)
        self.subtitle_size = max(theme.MIN_FONT_SIZE, round(u * 0.038 * max(scale, 0.85)))
        title_height = theme.font(self.title_size).get_height()
        subtitle_height = theme.font(self.subtitle_size).get_height()
        gaps = (u * 0.005, u * 0.012, u * 0.06 * max(scale, 0.75))
        return fan_height, title_height, subtitle_height, gaps

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        for code, centre, angle in self.fan:
            draw_card(surface, self.images, code, self.card_width, centre, angle)
        title = shadowed_text("Cassino", self.title_size, theme.HIGHLIGHT)
        place = title.get_rect(center=self.title_centre)
        surface.blit(title, place.move(round(self.title_size * 0.02), 0))
        subtitle = text_image(tr(SUBTITLE), self.subtitle_size, theme.TEXT_DIM)
        blit_centred(surface, subtitle, self.subtitle_centre)
        self.focus.draw(surface)
