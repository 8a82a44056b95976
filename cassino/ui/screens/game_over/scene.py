"""The end of the game: the winner in large gold type, the final scores and why the game
ended, Play again or Back to title — and, when they are offered, the Expert's review of
the game and its replay — while a few cards tumble onto the felt beside it.

When a player at this window won, confetti bursts from both lower corners and rains over
the window for about four seconds; otherwise a short gentle burst rises over the winner's
name. The confetti flies behind the words, and the window rests once it has all landed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cassino.game.session import GameConfig, GameSession
from cassino.i18n import tr, tr_plural
from cassino.ui import theme
from cassino.ui.anim import tween
from cassino.ui.anim.confetti import Confetti
from cassino.ui.assets import CARD_CODES, CardImages
from cassino.ui.celebration import PALETTE, draw_confetti
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.common.backdrop import draw_card, felt, shadowed_text, unit
from cassino.ui.screens.game_over.scores import leaders, outcome_sentence, side_names, winner_line
from cassino.ui.widgets import (
    Button,
    FocusGroup,
    blit_centred,
    draw_panel,
    fit_text,
    text_image,
    text_width,
)

Point = tuple[float, float]
TUMBLING = 8  # cards, half landing at each side of the scores
COLUMN = 0.92  # the middle column's width, in menu units


@dataclass
class FallingCard:
    """A card on its way down; ``across`` and ``down`` are fractions of the margin beside
    the middle column and of the window height, so a resize keeps it in its place."""

    code: str
    left_side: bool
    across: float
    down: float
    angle: float


class GameOverScene(Scene):
    """``on_play_again`` receives the same rules and seats with a new seed (``seed``
    fixes it, for tests); ``on_title`` goes back to the title screen."""

    def __init__(
        self,
        session: GameSession,
        on_play_again: Callable[[GameConfig], None],
        on_title: Callable[[], None],
        *,
        images: CardImages | None = None,
        seed: int | None = None,
        on_replay: Callable[[], None] | None = None,
        on_review: Callable[[], None] | None = None,
        review_label: str | None = None,
        play_again_label: str | None = None,
    ) -> None:
        super().__init__()
        if session.outcome is None:
            raise ValueError("the game-over screen needs a finished game (outcome is None)")
        self.session = session
        self.images = images or CardImages()
        self.seed = seed
        self.on_play_again = on_play_again
        self.headline = tr("{text}!", text=winner_line(session))
        self.reason = outcome_sentence(session.outcome)
        totals = session.round_result.side_totals if session.round_result else (0,)
        names = side_names(session)
        order = sorted(range(len(names)), key=lambda side: -totals[side])
        self.standings = [(names[side], totals[side], side) for side in order]
        self.winner = session.outcome.winner
        self.best = leaders(totals)
        rules = session.rules
        self.won_here = any(rules.side_of[seat] == self.winner for seat in session.humans())
        self.confetti = Confetti(1, colours=len(PALETTE))  # its unit: set by on_resize
        rounds = session.state.round_number
        self.rounds_line = tr_plural("after {count} round", "after {count} rounds", rounds)
        self.play_again_button = Button(
            play_again_label or tr("Play again"), self.play_again, primary=True
        )
        self.title_button = Button(tr("Back to title"), on_title)
        self.replay_button = Button(tr("Replay the game"), on_replay) if on_replay else None
        self.review_button = (
            Button(review_label or tr("Review my game"), on_review) if on_review else None
        )
        extra = [b for b in (self.review_button, self.replay_button) if b is not None]
        buttons = [*extra, self.title_button, self.play_again_button]
        self.extra_buttons = extra
        self.focus = FocusGroup(buttons)
        self.cards = _deal_falling(random.Random(session.seed))
        self.tweens = tween.TweenGroup()
        self.size: Size = (0, 0)
        self.column = pygame.Rect(0, 0, 0, 0)
        self.card_width = 1
        self.sizes = {"caption": 16, "headline": 16, "text": 16, "small": 16}
        self.places: dict[str, tuple[int, int]] = {}
        self.score_panel = pygame.Rect(0, 0, 0, 0)
        self.score_rows: list[pygame.Rect] = []

    def play_again(self) -> None:
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        session = self.session
        self.on_play_again(GameConfig(session.rules, tuple(session.seats), seed))

    # The scene -------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.play_again_button, visible=False)
        for index, card in enumerate(self.cards):
            rest_across, rest_down, rest_angle = card.across, card.down, card.angle
            card.down = -0.25
            card.angle = rest_angle + (160 if index % 2 else -160)
            self.tweens.add(
                tween.Tween.attrs(
                    card,
                    1.1 + 0.1 * (index % 3),
                    delay=0.35 + 0.16 * index,
                    easing=tween.ease_out_cubic,
                    across=rest_across,
                    down=rest_down,
                    angle=rest_angle,
                )
            )
        x, y = self.places["headline"]
        half = text_width(self.headline, self.sizes["headline"]) / 2
        ends = ((x - half, float(y)), (x + half, float(y)))
        _celebrate(self.confetti, self.size, ends, self.won_here, self.session.seed)

    def on_exit(self) -> None:
        self.tweens.cancel_all()
        self.confetti.clear()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus.handle_event(event):
            return True
        if menu_key(event) is MenuKey.CONFIRM:
            self.play_again_button.activate()
            return True
        if menu_key(event) is MenuKey.BACK:
            self.title_button.activate()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r and self.replay_button is not None:
                self.replay_button.activate()
                return True
            if event.key == pygame.K_v and self.review_button is not None:
                self.review_button.activate()
                return True
        return False

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.confetti.update(dt)
        self.focus.update(dt)

    def wake_in(self) -> float | None:
        moving = not self.tweens.done or self.confetti.alive
        return 0.0 if moving else super().wake_in()

    def on_resize(self, size: Size) -> None:
        old_width, old_height = self.size
        self.size = size
        width, height = size
        u = unit(size)
        if old_width and old_height:
            self.confetti.rescale(max(1, u), width / old_width, height / old_height)
        else:
            self.confetti.rescale(max(1, u))
        self.card_width = round(u * 0.105)
        sizes = self.sizes
        sizes["caption"] = round(u * 0.04)
        column_width = min(round(u * COLUMN), width - 2 * round(u * 0.05))
        sizes["headline"] = round(u * 0.12)
        while (
            text_width(self.headline, sizes["headline"]) > column_width
            and sizes["headline"] > sizes["caption"]
        ):
            sizes["headline"] -= 2  # a long team name: smaller type rather than cut
        sizes["text"] = theme.font_size(size, theme.TextRole.BANNER)
        sizes["small"] = theme.font_size(size, theme.TextRole.BODY)
        heights = {name: theme.font(value).get_height() for name, value in sizes.items()}
        row_height = round(heights["text"] * 1.8)
        pad = round(u * 0.03)
        panel_height = row_height * len(self.standings) + 2 * pad
        button_height = round(u * 0.07)
        gap = round(u * 0.03)
        total = (
            heights["caption"]
            + heights["headline"]
            + heights["small"]
            + heights["text"]
            + panel_height
            + button_height * (2 if self.extra_buttons else 1)
            + 6 * gap
        )
        y = max(gap, (height - total) // 2)
        centre = width // 2
        self.column = pygame.Rect(centre - column_width // 2, y, column_width, total)
        self.places["caption"] = (centre, y + heights["caption"] // 2)
        y += heights["caption"] + gap
        self.places["headline"] = (centre, y + heights["headline"] // 2)
        y += heights["headline"] + gap // 2
        self.places["reason"] = (centre, y + heights["text"] // 2)
        y += heights["text"] + round(gap * 1.3)
        panel_width = round(column_width * 0.8)
        self.score_panel = pygame.Rect(centre - panel_width // 2, y, panel_width, panel_height)
        self.score_rows = [
            pygame.Rect(
                self.score_panel.left + pad,
                y + pad + n * row_height,
                panel_width - 2 * pad,
                row_height,
            )
            for n in range(len(self.standings))
        ]
        y += panel_height + gap // 2
        self.places["rounds"] = (centre, y + heights["small"] // 2)
        y += heights["small"] + round(gap * 1.3)
        button_width = round((panel_width - gap) / 2)
        if self.extra_buttons:
            # A row of their own: three buttons side by side cut their words short.
            share = panel_width if len(self.extra_buttons) == 1 else button_width
            for n, button in enumerate(self.extra_buttons):
                button.rect = pygame.Rect(self.score_panel.left, y, share, button_height)
                if n:
                    button.rect.right = self.score_panel.right
            y += button_height + gap // 3
        self.title_button.rect = pygame.Rect(self.score_panel.left, y, button_width, button_height)
        self.play_again_button.rect = self.title_button.rect.copy()
        self.play_again_button.rect.right = self.score_panel.right

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        for card in self.cards:
            draw_card(
                surface,
                self.images,
                card.code,
                self.card_width,
                self._card_centre(card),
                card.angle,
            )
        draw_confetti(surface, self.confetti)
        sizes = self.sizes
        caption = text_image(tr("GAME OVER"), sizes["caption"], theme.TEXT_DIM)
        blit_centred(surface, caption, self.places["caption"])
        headline = shadowed_text(self.headline, sizes["headline"], theme.HIGHLIGHT)
        blit_centred(surface, headline, self.places["headline"])
        reason = fit_text(self.reason, sizes["text"], self.column.width, theme.TEXT)
        blit_centred(surface, reason, self.places["reason"])
        radius = round(unit(self.size) * 0.02)
        draw_panel(surface, self.score_panel, (6, 30, 18, 200), (255, 255, 255, 40), 1, radius)
        for (name, total, side), row in zip(self.standings, self.score_rows, strict=True):
            colour = theme.HIGHLIGHT if side == self.winner else theme.TEXT
            score = text_image(str(total), sizes["text"], colour)
            surface.blit(score, score.get_rect(midright=(row.right, row.centery)))
            room = row.width - score.get_width() - row.height // 2
            label = fit_text(name, sizes["text"], room, colour)
            surface.blit(label, label.get_rect(midleft=(row.left, row.centery)))
        rounds = text_image(self.rounds_line, sizes["small"], theme.TEXT_DIM)
        blit_centred(surface, rounds, self.places["rounds"])
        self.focus.draw(surface)

    def _card_centre(self, card: FallingCard) -> tuple[float, float]:
        width, height = self.size
        margin = max(0, (width - self.column.width) / 2)
        across = card.across * margin
        return (across if card.left_side else width - across, card.down * height)


def _celebrate(
    confetti: Confetti, size: Size, ends: tuple[Point, Point], won: bool, seed: int
) -> None:
    """A win at this window: confetti cannons fire up and inwards from both lower corners
    and a shower falls over the whole window, all landed in about four seconds. Otherwise
    two short gentle puffs rise outwards from the ``ends`` of the headline."""
    width, height = size
    u = unit(size)
    if not won:
        for n, (end, heading) in enumerate(zip(ends, (0.94 - math.pi, -0.94), strict=True)):
            confetti.burst(end, 18, 0.9, seed=seed + n, direction=heading, speed=1.1, life=1.6)
        return
    for n, (x, heading) in enumerate(((0.0, -1.05), (float(width), 1.05 - math.pi))):
        corner = (x, height + 0.02 * u)
        confetti.burst(corner, 60, 0.5, seed=seed + n, direction=heading, speed=2.6, life=2.6)
    confetti.rain((0, 0, width, height), 40 * width / u, 3.8, seed=seed + 2, delay=0.3)


def _deal_falling(rng: random.Random) -> list[FallingCard]:
    """Where the tumbling cards come to rest: scattered down both sides, tilted."""
    codes = rng.sample(CARD_CODES, TUMBLING)
    cards = []
    for index, code in enumerate(codes):
        left = index % 2 == 0
        row = index // 2
        down = 0.2 + row * (0.62 / (TUMBLING // 2 - 1)) + rng.uniform(-0.04, 0.04)
        cards.append(
            FallingCard(code, left, rng.uniform(0.38, 0.62), down, rng.uniform(-28.0, 28.0))
        )
    return cards
