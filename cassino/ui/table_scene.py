"""The table: cards on felt, dragged and dropped, animated; the game's main screen.

The scene shows a ``GameSession``. After every move it recomputes where each card
belongs (a hand slot, a table item, a pile, the stock) and tweens the sprites there, so
dealing, plays, captures and leftovers all animate the same way. It never decides what is
legal: a drop is matched against the engine's legal moves (``drop``), an ambiguous drop
opens the chooser, an illegal one glides back with the engine's reason.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

import pygame

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_cards
from cassino.i18n import tr, tr_plural
from cassino.ui import paint, theme, tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.describe import choice_label
from cassino.ui.drop import DropResult, moves_for_drop, usable_items
from cassino.ui.layout import LayoutError, TableLayout, compute_layout
from cassino.ui.reasons import say
from cassino.ui.scene import Scene
from cassino.ui.session import GameSession, Turn
from cassino.ui.sprites import CardSprite
from cassino.ui.table_overlays import ChooserScene, PrivacyScene
from cassino.ui.theme import TextRole

Size = tuple[int, int]
Point = tuple[int, int]

MOVE_TIME = 0.38  # seconds for a card to travel, at normal speed
DEAL_STAGGER = 0.07  # between dealt cards
COMPUTER_PAUSE = 0.7  # the least a computer seems to think, so its move can be followed
MESSAGE_TIME = 4.0
CLICK_SLOP = 6  # pixels a press may wander and still be a click, not a drag


@dataclass
class Drag:
    card: Card
    offset: Point  # from the card's corner to the pointer
    start: Point
    moved: bool = False
    from_table: bool = False  # a loose table card dragged to the pile: a pluck


class TableScene(Scene):
    def __init__(
        self,
        session: GameSession,
        images: CardImages,
        sounds: Sounds,
        *,
        on_round_end: Callable[[TableScene], None],
        on_game_over: Callable[[TableScene], None],
        on_settled: Callable[[TableScene], None] | None = None,
        hints_allowed: bool = True,
        undo_allowed: bool = True,
    ) -> None:
        super().__init__()
        self.session = session
        self.images = images
        self.sounds = sounds
        self.on_round_end = on_round_end
        self.on_game_over = on_game_over
        self.on_settled = on_settled
        self.hints_allowed = hints_allowed
        self.undo_allowed = undo_allowed
        self.tweens = tween.TweenGroup(on_all_done=self._settled)
        self.sprites: dict[Card, CardSprite] = {}
        humans = session.humans()
        self.viewer = humans[0] if humans else 0
        # With two or more people at the screen, hands stay hidden until the privacy
        # screen has been passed for the player to move.
        self.hands_hidden = len(humans) > 1
        self.size: Size = (1280, 800)
        self.layout: TableLayout | None = None
        self.layout_problem: str | None = None
        self.drag: Drag | None = None
        self.selected_card: Card | None = None
        self.selected_items: list[Item] = []
        self.focus_item: int | None = None
        self.highlighted: list[Item] = []
        self.message: tuple[str, tuple[int, int, int], float] | None = None
        self.thinking: Future[Move] | None = None
        self.think_started = 0.0
        self.flourish: tuple[str, float] | None = None  # text and seconds left
        self.overlay_open = False
        self.reported: str | None = None  # the awaiting state already handed to a callback
        self.play_button = pygame.Rect(0, 0, 0, 0)
        self.cancel_button = pygame.Rect(0, 0, 0, 0)
        self.undo_button = pygame.Rect(0, 0, 0, 0)
        self.hint_button = pygame.Rect(0, 0, 0, 0)
        self.call_button = pygame.Rect(0, 0, 0, 0)
        self.hinting: Future[tuple[Move, str]] | None = None

    # Scene hooks ------------------------------------------------------------------------

    def on_resize(self, size: Size) -> None:
        self.size = size
        self._relayout(animate=False)

    def on_enter(self) -> None:
        self._relayout(animate=True, deal=True)

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        if self.message is not None:
            words, colour, left = self.message
            self.message = (words, colour, left - dt) if left - dt > 0 else None
        if self.flourish is not None:
            words, left = self.flourish
            self.flourish = (words, left - dt) if left - dt > 0 else None
        if self.hinting is not None and self.hinting.done():
            self._show_hint(*self.hinting.result())
            self.hinting = None
        if self.tweens.done and not self.overlay_open and self.drag is None:
            self._advance()

    # The flow of the game ---------------------------------------------------------------

    def _advance(self) -> None:
        """Let the next thing happen once the cards have settled."""
        session = self.session
        awaiting = session.awaiting
        if awaiting in ("round_end", "game_over"):
            if self.reported != awaiting:
                self.reported = awaiting
                (self.on_game_over if awaiting == "game_over" else self.on_round_end)(self)
            return
        self.reported = None
        if awaiting == "computer":
            self._drive_computer()
            return
        seat = session.to_move
        if seat != self.viewer or self.hands_hidden:
            if len(session.humans()) > 1:
                self._ask_privacy(seat)
            else:
                self.viewer = seat
                self._relayout()

    def _drive_computer(self) -> None:
        if self.thinking is None:
            self.thinking = self.session.think()
            self.think_started = time.monotonic()
            return
        pause = COMPUTER_PAUSE / max(tween.speed(), 0.01) if tween.speed() < tween.INSTANT else 0
        if not self.thinking.done() or time.monotonic() - self.think_started < pause:
            return
        move = self.thinking.result()
        self.thinking = None
        self._commit(move)

    def _ask_privacy(self, seat: int) -> None:
        self.hands_hidden = True
        self._relayout(animate=False)
        self.overlay_open = True

        def ready() -> None:
            self.overlay_open = False
            self.hands_hidden = False
            self.viewer = seat
            self._relayout()

        if self.stack is not None:
            self.stack.push(PrivacyScene(self.session.name(seat), ready))

    def next_round(self) -> None:
        """After the round summary: deal the next round, with its animation."""
        self.session.next_round()
        self.reported = None
        for card in list(self.sprites):
            del self.sprites[card]
        self._relayout(animate=True, deal=True)

    # Moves ------------------------------------------------------------------------------

    def _commit(self, move: Move) -> None:
        """Play ``move`` for the player to move and animate it."""
        before = self.session.state
        turn = self.session.play(move)
        self._clear_selection()
        self._animate(turn, before)

    def _animate(self, turn: Turn, before: State) -> None:
        move = turn.move
        sprite = self.sprites.get(move.card)
        if sprite is not None:
            sprite.face_up = True
            sprite.moving = True
        swept = turn.after.sweeps[turn.seat] > before.sweeps[turn.seat]
        if move.action == "capture" and sprite is not None and self.layout is not None:
            # The card first lands on what it takes, then everything glides to the pile.
            target = self._item_rect(before, move.table[0])
            if target is not None:
                landing = target.move(round(target.width * 0.22), round(target.height * 0.12))
                self.tweens.add(
                    tween.Sequence(
                        tween.Tween.attrs(
                            sprite,
                            MOVE_TIME,
                            easing=tween.ease_out_cubic,
                            x=float(landing.x),
                            y=float(landing.y),
                            w=float(target.width),
                            h=float(target.height),
                        ),
                        tween.Wait(0.18),
                        tween.Call(lambda: self._relayout(after_capture=turn.seat)),
                    )
                )
            else:
                self._relayout()
            self.sounds.play("sweep" if swept else "capture")
        else:
            self._relayout()
            self.sounds.play("build" if move.action == "build" else "place")
        if swept:
            self.flourish = (tr("Sweep!"), 1.6)

    def _item_rect(self, state: State, card: Card) -> pygame.Rect | None:
        if self.layout is None:
            return None
        for index, item in enumerate(state.table):
            if card in item_cards(item) and index < len(self.layout.items):
                return self.layout.item_cards[index][-1].copy()
        return None

    def _resolve(self, result: DropResult, card: Card) -> None:
        """Play, choose, or glide back with the reason."""
        if not result.moves:
            self._refuse(say(result.reason) if result.reason else tr("that move is not legal here"))
            return
        if len(result.moves) == 1:
            self._offer_pluck(result.moves[0])
            return
        state = self.session.state
        labels = [choice_label(state, move) for move in result.moves]
        self._choose(
            tr("What will {card} do?", card=card.symbol()),
            labels,
            lambda index: self._offer_pluck(result.moves[index]),
        )

    def _offer_pluck(self, move: Move) -> None:
        """``pluck``: after choosing the play, the player may also pluck a table card."""
        variants = [
            other
            for other in self.session.state.legal_moves()
            if other.pluck is not None and other._replace(pluck=None) == move
        ]
        if not variants:
            self._commit(move)
            return
        state = self.session.state
        labels = [
            tr("…then pluck {card}", card=other.pluck.symbol()) for other in variants if other.pluck
        ]
        self._choose(
            choice_label(state, move),
            [*labels, tr("Play without plucking")],
            lambda index: self._commit(variants[index] if index < len(variants) else move),
        )

    def _choose(self, title: str, labels: list[str], pick: Callable[[int], None]) -> None:
        self.overlay_open = True

        def picked(index: int) -> None:
            self.overlay_open = False
            pick(index)

        def cancelled() -> None:
            self.overlay_open = False
            self._clear_selection()
            self._relayout()

        if self.stack is not None:
            self.stack.push(ChooserScene(title, labels, picked, cancelled))

    def _refuse(self, reason: str) -> None:
        self._say(reason[0].upper() + reason[1:], theme.DROP_BAD)
        self.sounds.play("error")
        self._relayout()  # the card glides back

    def _say(self, words: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.message = (words, colour, MESSAGE_TIME)

    # Input ------------------------------------------------------------------------------

    def _my_turn(self) -> bool:
        session = self.session
        return (
            session.awaiting == "human"
            and session.to_move == self.viewer
            and not self.hands_hidden
            and not self.overlay_open
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self._drag_to(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self._release(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click_button(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _press(self, pos: Point) -> bool:
        if not self.tweens.done:
            self.tweens.finish_all()  # a click while cards fly: skip to where they land
        if self.layout is None or not self._my_turn():
            if self.session.awaiting == "computer":
                self._say(
                    tr("{name} is playing — a moment", name=self.session.name(self.session.to_move))
                )
            return False
        hand = self._viewer_hand()
        index = self.layout.hand_card_at(self.viewer, pos)
        if index is not None and index < len(hand):
            card = hand[index]
            sprite = self.sprites[card]
            self.drag = Drag(card, (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y), pos)
            return True
        item_index = self.layout.item_at(pos)
        if item_index is not None and item_index < len(self.session.state.table):
            item = self.session.state.table[item_index]
            if not isinstance(item, Build) and any(
                move.action == "pluck" and move.card == item
                for move in self.session.state.legal_moves()
            ):
                sprite = self.sprites[item]
                offset = (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y)
                self.drag = Drag(item, offset, pos, from_table=True)
            else:
                self._toggle_item(item)
            return True
        return False

    def _drag_to(self, pos: Point) -> None:
        drag = self.drag
        if drag is None:
            return
        if (
            not drag.moved
            and max(abs(pos[0] - drag.start[0]), abs(pos[1] - drag.start[1])) > CLICK_SLOP
        ):
            drag.moved = True
            sprite = self.sprites[drag.card]
            sprite.lifted = sprite.moving = True
            self.tweens.cancel_for(sprite)
            if not drag.from_table:
                self.highlighted = usable_items(self.session.state, drag.card)
        if drag.moved:
            sprite = self.sprites[drag.card]
            sprite.x = float(pos[0] - drag.offset[0])
            sprite.y = float(pos[1] - drag.offset[1])

    def _release(self, pos: Point) -> None:
        drag = self.drag
        self.drag = None
        self.highlighted = []
        if drag is None or self.layout is None:
            return
        sprite = self.sprites[drag.card]
        sprite.lifted = False
        if not drag.moved:
            if drag.from_table:
                self._toggle_item(drag.card)
            else:
                self._select_card(drag.card)
            return
        if drag.from_table:
            pile = self.layout.seats[self.viewer].pile
            if pile.inflate(pile.width, pile.height // 2).colliderect(sprite.rect):
                self._commit(Move(drag.card, "pluck", (drag.card,)))
            else:
                self._relayout()
            return
        state = self.session.state
        index = self.layout.item_under(sprite.rect)
        if index is not None and index < len(state.table):
            result = moves_for_drop(state, drag.card, state.table[index], self.selected_items)
        elif self.layout.on_table(pos):
            result = moves_for_drop(state, drag.card, None)
        else:
            self._relayout()  # dropped off the table: back to the hand, nothing played
            return
        self._resolve(result, drag.card)

    def _select_card(self, card: Card) -> None:
        self.selected_card = None if self.selected_card == card else card
        if self.selected_card is not None:
            self.highlighted = usable_items(self.session.state, card)
            self._say(tr("Click the cards to use, then Play (Enter) — or Play alone to trail"))
        else:
            self.highlighted = []
        self._relayout()

    def _toggle_item(self, item: Item) -> None:
        if item in self.selected_items:
            self.selected_items.remove(item)
        else:
            self.selected_items.append(item)

    def _play_selection(self) -> None:
        card = self.selected_card
        if card is None or not self._my_turn():
            return
        state = self.session.state
        if self.selected_items:
            result = moves_for_drop(state, card, self.selected_items[-1], self.selected_items)
        else:
            result = moves_for_drop(state, card, None)
        self._resolve(result, card)

    def _clear_selection(self) -> None:
        self.selected_card = None
        self.selected_items = []
        self.highlighted = []
        self.focus_item = None

    def _click_button(self, pos: Point) -> bool:
        if self.undo_button.collidepoint(pos):
            self._undo()
            return True
        if self.hint_button.collidepoint(pos):
            self._hint()
            return True
        if self.call_button.collidepoint(pos):
            self._call_out()
            return True
        if self.selected_card is None:
            return False
        if self.play_button.collidepoint(pos):
            self._play_selection()
            return True
        if self.cancel_button.collidepoint(pos):
            self._clear_selection()
            self._relayout()
            return True
        return False

    def _key(self, key: int) -> bool:
        if not self.tweens.done:
            self.tweens.finish_all()
        if key == pygame.K_m:
            self.sounds.muted = not self.sounds.muted
            self._say(tr("Sound off (M turns it on)") if self.sounds.muted else tr("Sound on"))
            return True
        if not self._my_turn():
            return False
        if key == pygame.K_u:
            self._undo()
            return True
        if key == pygame.K_h:
            self._hint()
            return True
        if key == pygame.K_c and self.session.rules.call_out:
            self._call_out()
            return True
        hand = self._viewer_hand()
        table = self.session.state.table
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if key == pygame.K_RIGHT else -1
            at = hand.index(self.selected_card) if self.selected_card in hand else -step
            self.selected_card = None
            self._select_card(hand[(at + step) % len(hand)])
            return True
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB) and table:
            step = -1 if key == pygame.K_UP else 1
            at = self.focus_item if self.focus_item is not None else -step
            self.focus_item = (at + step) % len(table)
            return True
        if key == pygame.K_SPACE and self.focus_item is not None and self.focus_item < len(table):
            self._toggle_item(table[self.focus_item])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._play_selection()
            return True
        if key == pygame.K_ESCAPE:
            self._clear_selection()
            self._relayout()
            return True
        return False

    def _undo(self) -> None:
        if not self.undo_allowed:
            self._say(tr("Undo is switched off in the preferences"))
            return
        if self.session.undo(self.viewer):
            self._clear_selection()
            self._relayout()
            self._say(tr("Took back your last move"))
        else:
            self._say(tr("Nothing of yours to take back in this round"))

    def _hint(self) -> None:
        if not self.hints_allowed:
            self._say(tr("Hints are switched off in the preferences"))
            return
        if self.hinting is None and self._my_turn():
            self.hinting = self.session.hint(self.viewer)
            if self.hinting is not None:
                self._say(tr("Thinking of a hint…"))

    def _call_out(self) -> None:
        """``call_out``: claim the game now (the round's captures count as they stand)."""
        if self.session.rules.call_out and self._my_turn():
            self._clear_selection()
            self.session.call_out(self.viewer)

    def _show_hint(self, move: Move, reason: str) -> None:
        """Point at the suggested move: its card chosen, the cards it uses selected."""
        if not self._my_turn():
            return
        state = self.session.state
        self.selected_card = move.card if move.action != "pluck" else None
        self.selected_items = [i for i in state.table if item_cards(i)[0] in move.table]
        self.highlighted = []
        self._relayout()
        words = tr("Hint: {move} — {reason}", move=choice_label(state, move), reason=reason)
        self._say(words, theme.HIGHLIGHT)

    def _can_hint(self) -> bool:
        try:
            import cassino.ai.hints  # noqa: F401
        except ImportError:
            return False
        return self.hints_allowed

    # Where the cards go -----------------------------------------------------------------

    def _viewer_hand(self) -> list[Card]:
        """The viewer's hand in the order shown: by rank, then suit."""
        return sorted(self.session.state.hands[self.viewer])

    def _relayout(
        self, animate: bool = True, deal: bool = False, after_capture: int | None = None
    ) -> None:
        state = self.session.state
        hands = [
            self._viewer_hand() if seat == self.viewer else list(hand)
            for seat, hand in enumerate(state.hands)
        ]
        try:
            layout = compute_layout(
                self.size,
                state.players,
                self.viewer,
                [len(hand) for hand in hands],
                [len(item_cards(item)) for item in state.table],
            )
        except LayoutError as error:
            self.layout_problem = tr(
                "The window is too small for this table ({error}).", error=error
            )
            return
        self.layout_problem = None
        self.layout = layout
        places: dict[Card, tuple[pygame.Rect, bool]] = {}
        for seat, hand in enumerate(hands):
            seat_layout = layout.seats[seat]
            face_up = seat == self.viewer and not self.hands_hidden
            for index, card in enumerate(hand):
                rect = seat_layout.hand[index].copy()
                if card == self.selected_card:
                    rect.move_ip(0, -layout.hover_lift)
                places[card] = (rect, face_up)
        for index, item in enumerate(state.table):
            for card, rect in zip(item_cards(item), layout.item_cards[index], strict=True):
                places[card] = (rect.copy(), True)

        delay = 0.0
        for card, (rect, face_up) in places.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = self.sprites[card] = CardSprite(card, layout.stock.copy(), False)
                if animate:
                    self.sounds.play("deal")
            if not animate:
                self.tweens.cancel_for(sprite)
                sprite.place(rect)
                sprite.face_up = face_up
                sprite.moving = False
                continue
            if sprite.rect == rect and sprite.face_up == face_up:
                continue
            self._fly(sprite, rect, face_up, delay)
            if deal or sprite.rect.topleft == layout.stock.topleft:
                delay += DEAL_STAGGER
        for card in [card for card in self.sprites if card not in places]:
            sprite = self.sprites[card]
            pile = self._pile_of(state, card, layout)
            if not animate or pile is None:
                del self.sprites[card]
                continue
            sprite.face_up = after_capture is not None or sprite.face_up
            sprite.leaving = True
            self._fly(sprite, pile, False, 0.0, then=lambda c=card: self.sprites.pop(c, None))

    def _pile_of(self, state: State, card: Card, layout: TableLayout) -> pygame.Rect | None:
        for seat, pile in enumerate(state.captured):
            if card in pile:
                return layout.seats[seat].pile.copy()
        if card in state.stock:
            return layout.stock.copy()
        return None

    def _fly(
        self,
        sprite: CardSprite,
        rect: pygame.Rect,
        face_up: bool,
        delay: float,
        then: Callable[[], None] | None = None,
    ) -> None:
        self.tweens.cancel_for(sprite)
        sprite.moving = True

        def land() -> None:
            sprite.moving = False
            sprite.face_up = face_up
            if then is not None:
                then()

        if face_up and not sprite.face_up and not sprite.leaving:
            sprite.face_up = True  # turned over as it leaves the stock or the hand
        self.tweens.add(
            tween.Tween.attrs(
                sprite,
                MOVE_TIME,
                delay=delay,
                easing=tween.ease_in_out_cubic,
                on_complete=land,
                x=float(rect.x),
                y=float(rect.y),
                w=float(rect.width),
                h=float(rect.height),
            )
        )

    def _settled(self) -> None:
        if self.on_settled is not None:
            self.on_settled(self)

    # Drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(paint.felt(surface.get_size()), (0, 0))
        layout = self.layout
        if layout is None or self.layout_problem:
            rect = surface.get_rect()
            paint.text(
                surface, rect, self.layout_problem or "", theme.font_size(self.size), align="center"
            )
            return
        state = self.session.state
        small = theme.font_size(self.size, TextRole.SMALL)
        self._draw_seats(surface, layout, state, small)
        self._draw_stock(surface, layout, state, small)
        resting = [s for s in self.sprites.values() if not s.moving and not s.lifted]
        flying = [s for s in self.sprites.values() if s.moving and not s.lifted]
        for sprite in (*resting, *flying):
            sprite.draw(surface, self.images, self._target_size(sprite, layout))
        self._draw_items(surface, layout, state, small)
        self._draw_highlights(surface, layout, state)
        for sprite in self.sprites.values():
            if sprite.lifted:
                sprite.draw(surface, self.images, layout.card_size)
        self._draw_banner(surface, layout, state)
        self._draw_panels(surface, layout, state)
        if self.flourish is not None:
            self._draw_flourish(surface, layout)

    def _target_size(self, sprite: CardSprite, layout: TableLayout) -> tuple[int, int]:
        size = (round(sprite.w), round(sprite.h))
        for candidate in (layout.card_size, layout.table_card_size, layout.small_card_size):
            if abs(candidate[0] - size[0]) <= 1:
                return candidate
        return layout.card_size

    def _draw_seats(
        self, surface: pygame.Surface, layout: TableLayout, state: State, small: int
    ) -> None:
        session = self.session
        for seat_layout in layout.seats:
            seat = seat_layout.seat
            turn = seat == state.to_move and not state.round_over
            if turn:
                paint.panel(
                    surface,
                    seat_layout.area,
                    fill=(*theme.HIGHLIGHT, 34),
                    border=(*theme.HIGHLIGHT, 190),
                )
            count = len(state.hands[seat])
            name = session.name(seat)
            team = self._partner_note(seat)
            label = name + team
            if seat != self.viewer:
                label += " · " + tr_plural("{count} card", "{count} cards", count)
            paint.text(
                surface,
                seat_layout.label,
                label,
                small,
                theme.HIGHLIGHT if turn else theme.TEXT,
                align="center",
            )
            pile = state.captured[seat]
            if pile:
                paint.card_shadow(surface, seat_layout.pile)
                surface.blit(self.images.back(seat_layout.pile.size), seat_layout.pile)
            spades = sum(1 for card in pile if card.suit == "s")
            sweeps = state.sweeps[seat]
            words = tr("{count} cards · {spades}♠", count=len(pile), spades=spades)
            if sweeps:
                sweep_words = tr_plural("{count} sweep", "{count} sweeps", sweeps)
                words = tr("{first} · {second}", first=words, second=sweep_words)
            paint.text(
                surface, seat_layout.pile_label, words, small, theme.TEXT_DIM, align="center"
            )

    def _partner_note(self, seat: int) -> str:
        rules = self.session.rules
        if rules.sides == rules.players:
            return ""
        return f" ({'ABC'[rules.side_of[seat]]})"  # partners share a letter

    def _draw_stock(
        self, surface: pygame.Surface, layout: TableLayout, state: State, small: int
    ) -> None:
        if state.stock:
            paint.card_shadow(surface, layout.stock)
            surface.blit(self.images.back(layout.stock.size), layout.stock)
            words = tr("{count} left", count=len(state.stock))
        else:
            pygame.draw.rect(
                surface,
                theme.PILE_EMPTY,
                layout.stock,
                2,
                border_radius=round(layout.stock.width * theme.CARD_CORNER),
            )
            words = tr("Last deal") if not state.round_over else tr("Round over")
        paint.text(
            surface,
            layout.stock_label,
            words,
            small,
            theme.HIGHLIGHT if not state.stock else theme.TEXT_DIM,
            align="center",
        )

    def _draw_items(
        self, surface: pygame.Surface, layout: TableLayout, state: State, small: int
    ) -> None:
        for index, item in enumerate(state.table):
            if index >= len(layout.item_tags) or not isinstance(item, Build):
                continue
            owner = self.session.name(item.owner)
            template = "{value}s · {name}" if item.multiple else "{value} · {name}"
            words = tr(template, value=item.value, name=owner)
            paint.text(
                surface, layout.item_tags[index], words, small, theme.HIGHLIGHT, align="center"
            )

    def _draw_highlights(self, surface: pygame.Surface, layout: TableLayout, state: State) -> None:
        for index, item in enumerate(state.table):
            if index >= len(layout.items):
                continue
            rect = layout.items[index]
            if item in self.selected_items:
                paint.outline(surface, rect, theme.DROP_OK, width=4)
            elif item in self.highlighted:
                paint.outline(surface, rect, theme.HIGHLIGHT, width=2, alpha=160)
            if index == self.focus_item:
                pygame.draw.rect(
                    surface,
                    theme.TEXT,
                    rect.inflate(14, 14),
                    1,
                    border_radius=round(rect.width * theme.CARD_CORNER) + 6,
                )
        if self.drag is not None and self.drag.moved and not self.drag.from_table:
            index = layout.item_under(self.sprites[self.drag.card].rect)
            if index is not None and index < len(layout.items):
                paint.outline(surface, layout.items[index], theme.TEXT, width=3)
        if self.drag is not None and self.drag.moved and self.drag.from_table:
            paint.outline(surface, layout.seats[self.viewer].pile, theme.DROP_OK, width=3)

    def _draw_banner(self, surface: pygame.Surface, layout: TableLayout, state: State) -> None:
        banner = layout.banner
        size = theme.font_size(self.size, TextRole.BANNER)
        words, colour = self._status()
        paint.panel(surface, banner, radius=banner.height // 2)
        self.play_button = pygame.Rect(0, 0, 0, 0)
        self.cancel_button = pygame.Rect(0, 0, 0, 0)
        text_rect = banner.inflate(-banner.height, 0)
        if self.selected_card is not None and self._my_turn():
            button = pygame.Rect(0, 0, round(banner.height * 2.6), banner.height - 8)
            self.cancel_button = button.copy()
            self.cancel_button.midright = (banner.right - 6, banner.centery)
            self.play_button = button.copy()
            self.play_button.midright = (self.cancel_button.left - 6, banner.centery)
            small = theme.font_size(self.size, TextRole.SMALL)
            paint.panel(
                surface,
                self.play_button,
                fill=(*theme.DROP_OK, 90),
                border=(*theme.DROP_OK, 230),
                radius=button.height // 2,
            )
            paint.text(surface, self.play_button, tr("Play"), small, align="center")
            paint.panel(surface, self.cancel_button, fill=(0, 0, 0, 60), radius=button.height // 2)
            paint.text(
                surface, self.cancel_button, tr("Cancel"), small, theme.TEXT_DIM, align="center"
            )
            text_rect.width = self.play_button.left - text_rect.left - 8
        paint.text(surface, text_rect, words, size, colour, align="center")

    def _status(self) -> tuple[str, tuple[int, int, int]]:
        if self.message is not None:
            return self.message[0], self.message[1]
        session = self.session
        state = session.state
        if session.awaiting == "game_over" and session.outcome is not None:
            return tr("Game over"), theme.HIGHLIGHT
        if state.round_over:
            return tr("Round over"), theme.HIGHLIGHT
        name = session.name(state.to_move)
        if session.awaiting == "computer":
            return tr("{name} is thinking…", name=name), theme.TEXT
        if state.to_move == self.viewer and not self.hands_hidden:
            alone = len(session.humans()) == 1
            if state.stock:
                words = (
                    tr("Your turn — drag a card onto the table")
                    if alone
                    else tr("{name}, your turn — drag a card onto the table", name=name)
                )
            else:
                words = (
                    tr("Your turn (last deal) — drag a card onto the table")
                    if alone
                    else tr("{name}, your turn (last deal) — drag a card onto the table", name=name)
                )
            return words, theme.HIGHLIGHT
        return tr("{name} to play", name=name), theme.TEXT

    def _draw_panels(self, surface: pygame.Surface, layout: TableLayout, state: State) -> None:
        session = self.session
        rules = session.rules
        body = theme.font_size(self.size, TextRole.BODY)
        small = theme.font_size(self.size, TextRole.SMALL)
        line = theme.line_height(self.size, TextRole.BODY)
        small_line = theme.line_height(self.size, TextRole.SMALL)
        panel = layout.score_panel
        paint.panel(surface, panel)
        inner = panel.inflate(-line, -line // 2)
        goal = (
            tr("each deals twice")
            if rules.match == "two_deals_each"
            else tr("to {target}", target=rules.target)
        )
        header = pygame.Rect(inner.left, inner.top, inner.width, line)
        paint.text(
            surface,
            header,
            tr("Score · {goal} · round {round}", goal=goal, round=state.round_number),
            body,
            theme.HIGHLIGHT,
        )
        top = inner.top + line
        for side in range(rules.sides):
            seats = [seat for seat in range(rules.players) if rules.side_of[seat] == side]
            names = " & ".join(session.name(seat) for seat in seats)
            score = state.scores[seats[0]]
            row = pygame.Rect(inner.left, top, inner.width, line)
            if row.bottom > panel.bottom:
                break
            paint.text(surface, row, names, body)
            paint.text(surface, row, str(score), body, align="right")
            top += line
        self._draw_helpers(surface, panel, small)
        if layout.log_panel is None:
            return
        log = layout.log_panel
        paint.panel(surface, log)
        inner = log.inflate(-line, -line // 2)
        paint.text(
            surface,
            pygame.Rect(inner.left, inner.top, inner.width, line),
            tr("Last moves"),
            body,
            theme.HIGHLIGHT,
        )
        rows = max(0, (inner.height - line) // (small_line + 4))
        # Newest last; a long entry wraps onto a second, indented line rather than being cut.
        shown: list[tuple[str, bool]] = []
        for index in range(len(session.log) - 1, -1, -1):
            newest = index == len(session.log) - 1
            wrapped = paint.wrap(session.log[index], small, inner.width)
            entry = [(wrapped[0], newest)] + [("   " + rest, newest) for rest in wrapped[1:]]
            if len(shown) + len(entry) > rows:
                break
            shown = entry + shown
        for n, (words, newest) in enumerate(shown):
            row = pygame.Rect(
                inner.left, inner.top + line + n * (small_line + 4), inner.width, small_line
            )
            paint.text(
                surface, row, words, small, theme.TEXT if newest else theme.TEXT_DIM, cut=True
            )

    def _draw_helpers(self, surface: pygame.Surface, panel: pygame.Rect, size: int) -> None:
        """Undo and Hint, at the foot of the score panel, on your turn."""
        self.undo_button = pygame.Rect(0, 0, 0, 0)
        self.hint_button = pygame.Rect(0, 0, 0, 0)
        self.call_button = pygame.Rect(0, 0, 0, 0)
        if not self._my_turn():
            return
        line = theme.line_height(self.size, TextRole.SMALL)
        height = round(line * 1.5)
        offered = []
        if self.undo_allowed and self.session.undo_point(self.viewer) is not None:
            offered.append("undo")
        if self._can_hint():
            offered.append("hint")
        if self.session.rules.call_out:
            offered.append("call")
        if not offered:
            return
        width = (panel.width - line * (len(offered) + 1)) // len(offered)
        left = panel.left + line
        for name in offered:
            rect = pygame.Rect(left, panel.bottom - height - line // 2, width, height)
            labels = {
                "undo": tr("Undo (U)"),
                "hint": tr("Hint (H)"),
                "call": tr("Call out (C)"),
            }
            paint.panel(surface, rect, fill=(255, 255, 255, 26), radius=height // 2)
            paint.text(surface, rect, labels[name], size, theme.TEXT, align="center")
            setattr(self, f"{name}_button", rect)
            left += width + line

    def _draw_flourish(self, surface: pygame.Surface, layout: TableLayout) -> None:
        if self.flourish is None:
            return
        words, left = self.flourish
        grow = min(1.0, (1.6 - left) / 0.35)
        size = max(8, round(theme.font_size(self.size, TextRole.TITLE) * (0.6 + 0.8 * grow)))
        image = paint.text_image(words, size, theme.HIGHLIGHT)
        image = image.copy()
        image.set_alpha(round(255 * min(1.0, left / 0.5)))
        surface.blit(image, image.get_rect(center=layout.table.center))

    # For the debug state and the tests ---------------------------------------------------

    def screen_positions(self) -> dict[str, object]:
        """Where things are on screen (window coordinates): each visible card and item."""
        layout = self.layout
        if layout is None:
            return {}
        state = self.session.state

        def box(rect: pygame.Rect) -> list[int]:
            return [rect.x, rect.y, rect.width, rect.height]

        return {
            "window": list(self.size),
            "viewer": self.viewer,
            "cards": {card.code: box(sprite.rect) for card, sprite in self.sprites.items()},
            "items": [
                {"cards": [c.code for c in item_cards(item)], "rect": box(layout.items[n])}
                for n, item in enumerate(state.table)
                if n < len(layout.items)
            ],
            "table": box(layout.table),
            "piles": [box(seat.pile) for seat in layout.seats],
        }
