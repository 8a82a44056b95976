"""What the player's intents do at the table, and the game's pace.

The controller turns intents into engine moves through the legal moves only: a drop is
matched against them (``drop``), one match is played, several open the chooser, none
sends the card back with the engine's reason. It also runs the flow between turns,
driven by ``update(dt)``: the computer's move after a short pause, the privacy screen
between two people, the round's end and the game's end handed to the screens above.
It never draws; what it needs shown it asks of ``Overlays``.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Protocol

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.table import Build, Item, item_cards
from cassino.game import narration
from cassino.game.session import GameSession
from cassino.i18n import tr
from cassino.ui import theme, tween
from cassino.ui.assets import Sounds
from cassino.ui.describe import choice_label
from cassino.ui.drop import DropResult, moves_for_drop, usable_items
from cassino.ui.reasons import say
from cassino.ui.table.intents import (
    Command,
    DragTo,
    Drop,
    Grab,
    Intent,
    NotYourTurn,
    SelectCard,
    ToggleItem,
)
from cassino.ui.table.model import Drag, TableModel
from cassino.ui.table.placement import viewer_hand
from cassino.ui.table.stage import TableStage

COMPUTER_PAUSE = 0.7  # the least a computer seems to think, so its move can be followed
CLICK_SLOP = 6  # pixels a press may wander and still be a click, not a drag


class Overlays(Protocol):
    """What the controller asks of the screens around the table."""

    def choose(
        self, title: str, labels: list[str], pick: Callable[[int], None], cancel: Callable[[], None]
    ) -> None: ...

    def privacy(self, name: str, ready: Callable[[], None]) -> None: ...

    def confirm(self, question: str, yes: str, on_yes: Callable[[], None]) -> None: ...

    def menu(self) -> None: ...

    def round_end(self) -> None: ...

    def game_over(self) -> None: ...


class TableController:
    def __init__(
        self,
        session: GameSession,
        model: TableModel,
        stage: TableStage,
        sounds: Sounds,
        overlays: Overlays,
        *,
        hints_allowed: bool = True,
        undo_allowed: bool = True,
    ) -> None:
        self.session = session
        self.model = model
        self.stage = stage
        self.sounds = sounds
        self.overlays = overlays
        self.hints_allowed = hints_allowed
        self.undo_allowed = undo_allowed
        self.thinking: Future[Move] | None = None
        self.thought_for = 0.0  # seconds the computer to move has been thinking
        self.hinting: Future[tuple[Move, Reason]] | None = None
        self.reported: str | None = None  # the end already handed to the screens above

    # Whose turn, and what is offered ---------------------------------------------------

    def my_turn(self) -> bool:
        session, model = self.session, self.model
        return (
            session.awaiting == "human"
            and session.to_move == model.viewer
            and not model.hands_hidden
            and not model.overlay_open
        )

    def choosing(self) -> bool:
        """A card is chosen on the player's turn: Play and Cancel are offered."""
        return self.model.selected_card is not None and self.my_turn()

    def offered(self) -> list[str]:
        """The helper buttons on offer now: undo, hint, call."""
        if not self.my_turn():
            return []
        offered = []
        if self.undo_allowed and self.session.undo_point(self.model.viewer) is not None:
            offered.append("undo")
        if self.hints_allowed and _hints_installed():
            offered.append("hint")
        if self.session.rules.call_out:
            offered.append("call")
        return offered

    def waiting(self) -> bool:
        """The game waits on something other than the player: a computer, a hint."""
        return self.thinking is not None or self.hinting is not None

    # The flow of the game ---------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.hinting is not None and self.hinting.done():
            move, reason = self.hinting.result()
            self.hinting = None
            self._show_hint(move, reason)
        if self.thinking is not None:
            self.thought_for += dt
        model = self.model
        if not self.stage.animator.busy and not model.overlay_open and model.drag is None:
            self._advance()

    def _advance(self) -> None:
        """Let the next thing happen once the cards have settled."""
        session = self.session
        awaiting = session.awaiting
        if awaiting in ("round_end", "game_over"):
            if self.reported != awaiting:
                self.reported = awaiting
                if awaiting == "game_over":
                    self.overlays.game_over()
                else:
                    self.overlays.round_end()
            return
        self.reported = None
        if awaiting == "computer":
            self._drive_computer()
            return
        seat = session.to_move
        if seat != self.model.viewer or self.model.hands_hidden:
            if len(session.humans()) > 1:
                self._ask_privacy(seat)
            else:
                self.model.viewer = seat
                self.stage.refresh()

    def _drive_computer(self) -> None:
        if self.thinking is None:
            self.thinking = self.session.think()
            self.thought_for = 0.0
            return
        speed = tween.speed()
        pause = COMPUTER_PAUSE / max(speed, 0.01) if speed < tween.INSTANT else 0.0
        if not self.thinking.done() or self.thought_for < pause:
            return
        move = self.thinking.result()
        self.thinking = None
        self.commit(move)

    def _ask_privacy(self, seat: int) -> None:
        model = self.model
        model.hands_hidden = True
        model.overlay_open = True
        self.stage.refresh(animate=False)

        def ready() -> None:
            model.overlay_open = False
            model.hands_hidden = False
            model.viewer = seat
            self.stage.refresh()

        self.overlays.privacy(self.session.name(seat), ready)

    def new_round_dealt(self) -> None:
        self.reported = None

    # Intents ----------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        animator = self.stage.animator
        if isinstance(intent, Grab | Command) and animator.busy:
            animator.finish_all()  # a click or a key while cards fly: they land at once
        if isinstance(intent, Grab):
            self.model.drag = Drag(
                intent.card, intent.offset, intent.start, False, intent.from_table
            )
        elif isinstance(intent, DragTo):
            self._drag_to(intent.pos)
        elif isinstance(intent, Drop):
            self._drop(intent.pos)
        elif isinstance(intent, SelectCard):
            self.model.drag = None
            self._select_card(intent.card)
        elif isinstance(intent, ToggleItem):
            self.model.drag = None
            self._toggle_item(intent.item)
        elif isinstance(intent, NotYourTurn):
            if self.session.awaiting == "computer":
                name = self.session.name(self.session.to_move)
                self._say(tr("{name} is playing — a moment", name=name))
        elif isinstance(intent, Command):
            self.command(intent.name)

    def command(self, name: str) -> None:
        if name == "mute":
            self.sounds.muted = not self.sounds.muted
            self._say(tr("Sound off (M turns it on)") if self.sounds.muted else tr("Sound on"))
        elif name == "menu":
            self.overlays.menu()
        elif not self.my_turn():
            return
        elif name == "undo":
            self.undo()
        elif name == "hint":
            self.hint()
        elif name == "call":
            self.ask_call_out()
        elif name == "play":
            self._play_selection()
        elif name == "cancel":
            self.model.clear_selection()
            self.stage.refresh()
        elif name in ("next_card", "previous_card"):
            self._step_card(1 if name == "next_card" else -1)
        elif name in ("next_item", "previous_item"):
            table = self.session.state.table
            if table:
                step = 1 if name == "next_item" else -1
                at = self.model.focus_item if self.model.focus_item is not None else -step
                self.model.focus_item = (at + step) % len(table)
        elif name == "toggle_focus":
            table = self.session.state.table
            focus = self.model.focus_item
            if focus is not None and focus < len(table):
                self._toggle_item(table[focus])

    def _step_card(self, step: int) -> None:
        hand = viewer_hand(self.session.state, self.model.viewer)
        if not hand:
            return
        chosen = self.model.selected_card
        at = hand.index(chosen) if chosen in hand else -step
        self.model.selected_card = None
        self._select_card(hand[(at + step) % len(hand)])

    def _drag_to(self, pos: tuple[int, int]) -> None:
        drag = self.model.drag
        if drag is None:
            return
        far = max(abs(pos[0] - drag.start[0]), abs(pos[1] - drag.start[1])) > CLICK_SLOP
        if not drag.moved and far:
            drag.moved = True
            self.stage.animator.hold(drag.card)
            if not drag.from_table:
                self.model.highlighted = usable_items(self.session.state, drag.card)
        if drag.moved:
            corner = (pos[0] - drag.offset[0], pos[1] - drag.offset[1])
            self.stage.animator.move_held(drag.card, corner)

    def _drop(self, pos: tuple[int, int]) -> None:
        model, layout = self.model, self.stage.layout
        drag = model.drag
        model.drag = None
        model.highlighted = []
        if drag is None or layout is None or not self.my_turn():
            self.stage.refresh()
            return
        held = self.stage.animator.rect_of(drag.card)
        if drag.from_table:
            pile = layout.seats[model.viewer].pile
            if pile.inflate(pile.width, pile.height // 2).colliderect(held):
                self.commit(Move(drag.card, "pluck", (drag.card,)))
            else:
                self.stage.refresh()
            return
        state = self.session.state
        index = layout.item_under(held)
        if index is not None and index < len(state.table):
            result = moves_for_drop(state, drag.card, state.table[index], model.selected_items)
        elif layout.on_table(pos):
            result = moves_for_drop(state, drag.card, None)
        else:
            self.stage.refresh()  # dropped off the table: back to the hand, nothing played
            return
        self._resolve(result, drag.card)

    def _select_card(self, card: Card) -> None:
        model = self.model
        model.selected_card = None if model.selected_card == card else card
        if model.selected_card is not None:
            model.highlighted = usable_items(self.session.state, card)
            self._say(tr("Click the cards to use, then Play (Enter) — or Play alone to trail"))
        else:
            model.highlighted = []
        self.stage.refresh()

    def _toggle_item(self, item: Item) -> None:
        chosen = self.model.selected_items
        if item in chosen:
            chosen.remove(item)
        else:
            chosen.append(item)

    def _play_selection(self) -> None:
        card = self.model.selected_card
        if card is None:
            return
        state = self.session.state
        chosen = self.model.selected_items
        target = chosen[-1] if chosen else None
        self._resolve(moves_for_drop(state, card, target, chosen), card)

    # Moves ------------------------------------------------------------------------------

    def commit(self, move: Move) -> None:
        """Play ``move`` for the player to move; the table animates it as it hears of it."""
        self.model.clear_selection()
        self.session.play(move)

    def _resolve(self, result: DropResult, card: Card) -> None:
        """Play, choose, or send the card back with the reason."""
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
            self.commit(move)
            return
        labels = [
            say(narration.pluck_offer(other.pluck.symbol())) for other in variants if other.pluck
        ]
        self._choose(
            choice_label(self.session.state, move),
            [*labels, tr("Play without plucking")],
            lambda index: self.commit(variants[index] if index < len(variants) else move),
        )

    def _choose(self, title: str, labels: list[str], pick: Callable[[int], None]) -> None:
        model = self.model
        model.overlay_open = True

        def picked(index: int) -> None:
            model.overlay_open = False
            pick(index)

        def cancelled() -> None:
            model.overlay_open = False
            model.clear_selection()
            self.stage.refresh()

        self.overlays.choose(title, labels, picked, cancelled)

    def _refuse(self, reason: str) -> None:
        self._say(reason[0].upper() + reason[1:], theme.DROP_BAD)
        self.sounds.play("error")
        self.stage.refresh()  # the card glides back

    def _say(self, words: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.model.say(words, colour)

    # Helpers: undo, hint, call out -----------------------------------------------------

    def undo(self) -> None:
        if not self.undo_allowed:
            self._say(tr("Undo is switched off in the preferences"))
            return
        if self.session.undo(self.model.viewer):
            self.model.clear_selection()
            self._say(tr("Took back your last move"))
        else:
            self._say(tr("Nothing of yours to take back in this round"))

    def hint(self) -> None:
        if not self.hints_allowed:
            self._say(tr("Hints are switched off in the preferences"))
            return
        if self.hinting is None:
            self.hinting = self.session.hint(self.model.viewer)
            if self.hinting is not None:
                self._say(tr("Thinking of a hint…"))

    def ask_call_out(self) -> None:
        """``call_out``: claim the game now — asked first, since a wrong call loses it."""
        if not self.session.rules.call_out:
            return
        self.overlays.confirm(
            tr("Call out now? If your side has not reached the target, it loses the game."),
            tr("Call out"),
            self._call_out,
        )

    def _call_out(self) -> None:
        if self.session.rules.call_out and self.my_turn():
            self.model.clear_selection()
            self.session.call_out(self.model.viewer)

    def _show_hint(self, move: Move, reason: Reason) -> None:
        """Point at the suggested move: its card chosen, the cards it uses selected."""
        if not self.my_turn():
            return
        state = self.session.state
        model = self.model
        model.selected_card = move.card if move.action != "pluck" else None
        model.selected_items = [i for i in state.table if item_cards(i)[0] in move.table]
        model.highlighted = []
        self.stage.refresh()
        words = tr("Hint: {move} — {reason}", move=choice_label(state, move), reason=say(reason))
        self._say(words, theme.HIGHLIGHT)


def pluckable(session: GameSession) -> frozenset[Card]:
    """The loose table cards the player to move may pluck now."""
    return frozenset(
        move.card
        for move in session.state.legal_moves()
        if move.action == "pluck" and not isinstance(move.card, Build)
    )


def _hints_installed() -> bool:
    try:
        import cassino.ai.hints  # noqa: F401
    except ImportError:
        return False
    return True
