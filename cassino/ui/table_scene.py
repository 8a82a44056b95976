"""The table: the game's main screen, wired from the small parts in ``cassino.ui.table``.

Events become intents (``intents``), intents become engine moves (``controller``), what a
move did becomes motion (``animator``, told by the session's events), and ``view`` draws
what the model, the layout and the sprites say. The scene also answers the controller's
requests for overlays through ``StackOverlays``: the chooser, the privacy screen, a
confirmation, the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress

import pygame

from cassino.engine.errors import IllegalMoveError
from cassino.game.events import GameEvent, MovesUndone, RoundDealt, TurnPlayed
from cassino.game.session import GameSession
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.scene import Scene
from cassino.ui.table import intents
from cassino.ui.table.animator import TableAnimator
from cassino.ui.table.buttons import TableButtons, place_buttons
from cassino.ui.table.controller import TableController
from cassino.ui.table.counting_panel import CountingCache, CountingRows
from cassino.ui.table.last_move import LastMove
from cassino.ui.table.model import FRESH_TIME, TableModel
from cassino.ui.table.moves import pluckable
from cassino.ui.table.overlays import StackOverlays
from cassino.ui.table.placement import round_tables, viewer_hand
from cassino.ui.table.policy import FREE_PLAY, TablePolicy
from cassino.ui.table.stage import TableStage
from cassino.ui.table.view import TableView, draw_table

Size = tuple[int, int]
Callback = Callable[["TableScene"], None]
THINKING_WAKE = 0.25  # seconds between frames while only a computer or a hint is awaited


class TableScene(Scene):
    def __init__(
        self,
        session: GameSession,
        images: CardImages,
        sounds: Sounds,
        *,
        on_round_end: Callback,
        on_game_over: Callback,
        on_menu: Callback | None = None,
        on_settled: Callback | None = None,
        policy: TablePolicy = FREE_PLAY,
        counting_aid: bool = False,
        sweep_warning: bool = False,
        why_not: bool = False,
    ) -> None:
        super().__init__()
        self.session = session
        self.images = images
        self.on_settled = on_settled
        humans = session.humans()
        # With two or more people at the screen, hands stay hidden until the privacy
        # screen has been passed for the player to move.
        self.model = TableModel(viewer=humans[0] if humans else 0, hands_hidden=len(humans) > 1)
        self.animator = TableAnimator(sounds, on_settled=self._settled)
        self.stage = TableStage(session, self.model, self.animator)
        self._reorder()  # a resumed game shows its table as it was seen before
        self.controller = TableController(
            session,
            self.model,
            self.stage,
            sounds,
            StackOverlays(self, self.model, on_round_end, on_game_over, on_menu),
            policy,
        )
        self.counting = CountingCache()
        self.set_aids(counting_aid, sweep_warning, why_not)

    def help_allowed(self) -> tuple[bool, bool]:
        """Whether hints and undo are offered now."""
        aids = self.controller.aids
        return aids.hints_allowed, aids.undo_allowed

    def help_set_by_host(self) -> bool:
        """Whether hints and undo are a networked game's host's to allow, not this window's."""
        return self.controller.aids.set_by_host

    def allow_help(self, hints: bool, undo: bool) -> None:
        """Offer hints and undo, or not, from now on (the in-game menu's settings)."""
        aids = self.controller.aids
        aids.hints_allowed, aids.undo_allowed = hints, undo
        self._dirty = True

    def set_aids(self, counting_aid: bool, sweep_warning: bool, why_not: bool) -> None:
        """Turn the counting aid's panel, the sweep warning and "why not" on or off."""
        model = self.model
        model.counting_aid, model.sweep_warning, model.why_not = (
            counting_aid,
            sweep_warning,
            why_not,
        )
        if not sweep_warning:
            self.model.warning = None
        self.stage.refresh(animate=False)  # the panel takes its room, or gives it back
        self._dirty = True

    # Scene hooks ------------------------------------------------------------------------

    def on_resize(self, size: Size) -> None:
        self.stage.resize(size)
        self._dirty = True

    def on_enter(self) -> None:
        self.session.listeners.append(self._heard)
        if not self.session.history:
            # A round not yet played: dealt before the player's eyes, from the stock.
            self.animator.forget()
        self.stage.refresh(animate=True, deal=True)

    def on_exit(self) -> None:
        if self._heard in self.session.listeners:
            self.session.listeners.remove(self._heard)

    def handle_event(self, event: pygame.event.Event) -> bool:
        found = intents.translate(event, self.model, self._facts())
        for intent in found:
            self.controller.handle(intent)
        if found:
            self._dirty = True
        return bool(found)

    def update(self, dt: float) -> None:
        heard = self.session.poll()  # a networked game's moves from elsewhere
        heard = self.controller.hear() or heard  # ...and what the others said
        moving = self.animator.busy
        long_before = self.controller.thinking_long()
        self.animator.update(dt)
        changed = self.model.tick(dt)
        self.controller.update(dt)
        changed = changed or self.controller.thinking_long() != long_before  # the banner
        self._dirty = self._dirty or heard or moving or changed or self.animator.busy

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self.view())

    def needs_redraw(self) -> bool:
        """Something on the table changed since the last frame (or is moving)."""
        dirty, self._dirty = self._dirty, False
        return dirty or self.animator.busy or self.model.celebrating

    def wake_in(self) -> float | None:
        """Seconds until the table needs a frame with no input: now while cards move or a
        computer's move may land, later for a message to expire; None: nothing to wait for."""
        if self.animator.busy or self.model.celebrating:
            return 0.0
        waits = [self.model.next_change(), self.controller.privacy_due_in()]
        if self.controller.waiting() or self.session.awaiting in ("computer",):
            waits.append(THINKING_WAKE)
        known = [wait for wait in waits if wait is not None]
        return min(known) if known else None

    # What the parts share ---------------------------------------------------------------

    def buttons(self) -> TableButtons | None:
        layout = self.stage.layout
        if layout is None:
            return None
        controller = self.controller
        return place_buttons(layout, self.stage.size, controller.choosing(), controller.offered())

    def view(self) -> TableView:
        return TableView(
            session=self.session,
            model=self.model,
            size=self.stage.size,
            layout=self.stage.layout,
            problem=self.stage.problem,
            buttons=self.buttons(),
            sprites=tuple(self.animator.sprites.values()),
            shown=self.stage.shown,
            images=self.images,
            my_turn=self.controller.my_turn(),
            thinking=self.controller.waiting(),
            thinking_long=self.controller.thinking_long(),
            may_pluck=self.controller.my_turn() and bool(pluckable(self.session)),
            counting=self._counting(),
        )

    def _counting(self) -> CountingRows | None:
        """The counting aid for the person at the window (never while hands are hidden)."""
        model = self.model
        if not model.counting_aid or model.hands_hidden:
            return None
        if model.viewer not in self.session.humans():
            return None
        return self.counting.rows(self.session, model.viewer, len(self.session.history))

    def _facts(self) -> intents.TableFacts:
        my_turn = self.controller.my_turn()
        state = self.session.state
        return intents.TableFacts(
            layout=self.stage.layout,
            buttons=self.buttons(),
            hand=viewer_hand(state, self.model.viewer),
            table=self.stage.shown,
            pluckable=pluckable(self.session) if my_turn else frozenset(),
            my_turn=my_turn,
            card_rect=self.animator.rect_of,
        )

    def _heard(self, event: GameEvent) -> None:
        """The session changed: move the cards to match."""
        self._dirty = True
        if isinstance(event, TurnPlayed):
            self.model.last_move = LastMove.of(event.effect)
            if event.seat == self.model.viewer and event.effect.drawn:
                self.model.fresh = dict.fromkeys(event.effect.drawn, FRESH_TIME)
            self.animator.play(
                event.effect,
                self.stage.shown,
                self.stage.layout,
                self.model,
                lambda: self.stage.refresh(reveal_leaving=event.move.action == "capture"),
            )
        elif isinstance(event, MovesUndone):
            self.model.last_move = None
            self._reorder()
            self.stage.refresh()
        elif isinstance(event, RoundDealt):
            self.model.last_move = None
            self.controller.new_round_dealt()
            self.animator.forget()
            self.stage.new_round()
            self.stage.refresh(animate=True, deal=True)

    def _reorder(self) -> None:
        session = self.session
        # A joined game's round may have begun before this window saw it (its moves
        # cannot be played again here): its table keeps the order it has.
        with suppress(IllegalMoveError):
            self.stage.reorder(round_tables(session.round_start, session.history))

    def _settled(self) -> None:
        self._dirty = True
        if self.on_settled is not None:
            self.on_settled(self)

    def next_round(self) -> None:
        """After the round summary: deal the next round (the session tells the table)."""
        self.session.next_round()
