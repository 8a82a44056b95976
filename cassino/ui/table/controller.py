"""What the player's intents do at the table, and the game's pace.

The controller turns intents into engine moves through the legal moves only (``moves``:
a drop is matched against them, one match is played, several open the chooser, none
sends the card back with the engine's reason) and hands undo, hint and call out to the
aids (``aids``). It also runs the flow between turns,
driven by ``update(dt)``: the computer's move after a short pause, the privacy screen
between two people, the round's end and the game's end handed to the screens above.
It never draws; what it needs shown it asks of ``Overlays``.
"""

from __future__ import annotations

from concurrent.futures import Future

from cassino.coach.why_not import why_not
from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.table import Item
from cassino.game.names import sentence
from cassino.game.session import GameSession
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.anim import tween
from cassino.ui.assets import Sounds
from cassino.ui.quick_words import quick_words
from cassino.ui.table.aids import Aids
from cassino.ui.table.describe import choice_label, log_lines
from cassino.ui.table.drop import DropResult, moves_for_drop
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
from cassino.ui.table.model import Drag, Mode, TableModel
from cassino.ui.table.moves import MoveMaker
from cassino.ui.table.overlays import Overlays
from cassino.ui.table.placement import aimed_item, viewer_hand
from cassino.ui.table.policy import FREE_PLAY, TablePolicy
from cassino.ui.table.stage import TableStage
from cassino.ui.table.sweep_watch import SweepWatch

COMPUTER_PAUSE = 0.7  # the least a computer seems to think, so its move can be followed
THINKING_SAID_AFTER = 0.3  # seconds past that pause before "Robot is thinking…" is said
LANDED_PAUSE = 0.8  # hot-seat: the mover sees where the move landed before the table hides
RECAP_LINES = 6  # what the privacy screen tells of the others' moves, newest last
CLICK_SLOP = 6  # pixels a press may wander and still be a click, not a drag


class TableController:
    def __init__(
        self,
        session: GameSession,
        model: TableModel,
        stage: TableStage,
        sounds: Sounds,
        overlays: Overlays,
        policy: TablePolicy = FREE_PLAY,
    ) -> None:
        self.session = session
        self.model = model
        self.stage = stage
        self.sounds = sounds
        self.overlays = overlays
        self.sweeps = SweepWatch(session, model)
        self.moves = MoveMaker(session, model, stage, sounds, overlays, self.sweeps, policy)
        self.aids = Aids(
            session,
            model,
            stage,
            overlays,
            hints_allowed=policy.hints_allowed,
            undo_allowed=policy.undo_allowed,
            set_by_host=policy.set_by_host,
        )
        self.thinking: Future[Move] | None = None
        self.thought_for = 0.0  # seconds the computer to move has been thinking
        self.settled_for = 0.0  # seconds since the cards last moved
        self.last_played = (0, 0)  # the round and the move count settled_for counts from
        self.seen_log: dict[int, int] = {}  # hot-seat: each person's place in the log
        self.reported: str | None = None  # the end already handed to the screens above

    # Whose turn, and what is offered ---------------------------------------------------

    def my_turn(self) -> bool:
        session, model = self.session, self.model
        return (
            session.awaiting == "human"
            and session.to_move == model.viewer
            and not model.hands_hidden
            and not model.asking
        )

    def choosing(self) -> bool:
        """A card is chosen on the player's turn: Play and Cancel are offered."""
        return self.model.selected_card is not None and self.my_turn()

    def offered(self) -> list[str]:
        """The helper buttons on offer now: undo, hint, call."""
        return self.aids.offered(self.my_turn())

    def waiting(self) -> bool:
        """The game waits on something other than the player: a computer, a hint."""
        return self.thinking is not None or self.aids.hinting is not None

    # The flow of the game ---------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.aids.update(self.my_turn())
        if self.thinking is not None:
            self.thought_for += dt
        model = self.model
        played = (self.session.state.round_number, len(self.session.history))
        if self.stage.animator.busy or played != self.last_played:
            self.settled_for = 0.0  # a move just made counts from where it lands
            self.last_played = played
        else:
            self.settled_for += dt
        if not self.stage.animator.busy and model.mode is Mode.IDLE:
            self._advance()

    def privacy_due_in(self) -> float | None:
        """Hot-seat: seconds until the privacy screen comes up for the next person, while
        the last move is shown where it landed; None when none is due."""
        session, model = self.session, self.model
        if model.asking or model.hands_hidden or session.awaiting != "human":
            return None
        if session.to_move == model.viewer or len(session.humans()) < 2:
            return None
        return max(0.0, self._landed_pause() - self.settled_for)

    @staticmethod
    def _landed_pause() -> float:
        speed = tween.speed()
        return LANDED_PAUSE / max(speed, 0.01) if speed < tween.INSTANT else 0.0

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
        if awaiting == "remote":
            return  # a player at another computer: the session hears its move
        seat = session.to_move
        if seat != self.model.viewer or self.model.hands_hidden:
            if len(session.humans()) > 1:
                if self.model.hands_hidden or self.settled_for >= self._landed_pause():
                    self._ask_privacy(seat)
            else:
                self.model.viewer = seat
                self.stage.refresh()

    def _drive_computer(self) -> None:
        if self.thinking is None:
            self.thinking = self.session.think()
            self.thought_for = 0.0
            return
        if not self.thinking.done() or self.thought_for < self._computer_pause():
            return
        move = self.thinking.result()
        self.thinking = None
        self.moves.commit(move)

    def _computer_pause(self) -> float:
        speed = tween.speed()
        return COMPUTER_PAUSE / max(speed, 0.01) if speed < tween.INSTANT else 0.0

    def thinking_long(self) -> bool:
        """The computer has been thinking past its usual pause: the banner says so (within
        the pause it would only flash by, as it did in every lesson)."""
        return self.thinking is not None and self.thought_for >= (
            self._computer_pause() + THINKING_SAID_AFTER
        )

    def _ask_privacy(self, seat: int) -> None:
        model = self.model
        model.hands_hidden = True
        model.ask(Mode.PRIVACY)
        self.stage.refresh(animate=False)

        log = self.session.log
        # What the others did since this person last looked: the entries after their own
        # last move (all of them, on their first turn), at most a few.
        recap = log_lines(log[self.seen_log.get(seat, 0) :])[-RECAP_LINES:]

        def ready() -> None:
            model.answered()
            model.hands_hidden = False
            model.viewer = seat
            self.seen_log[seat] = len(log) + 1  # past the move they are about to make
            self.stage.refresh()

        self.overlays.privacy(self.session.name(seat), recap, ready)

    def new_round_dealt(self) -> None:
        self.reported = None

    # Intents ----------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        animator = self.stage.animator
        if isinstance(intent, Grab | Command) and animator.busy:
            animator.finish_all()  # a click or a key while cards fly: they land at once
        if isinstance(intent, Grab):
            self.model.hold(
                Drag(intent.card, intent.offset, intent.start, False, intent.from_table)
            )
        elif isinstance(intent, DragTo):
            self._drag_to(intent.pos)
        elif isinstance(intent, Drop):
            self._drop(intent.pos)
        elif isinstance(intent, SelectCard):
            self.model.let_go()
            self._select_card(intent.card)
        elif isinstance(intent, ToggleItem):
            self.model.let_go()
            self._toggle_item(intent.item)
        elif isinstance(intent, NotYourTurn):
            if self.session.awaiting in ("computer", "remote"):
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
        elif name == "talk":
            self.talk()
        elif name == "details":  # the counting aid's races, shown or hidden
            self.model.aid_details = not self.model.aid_details
            self.stage.refresh(animate=False)
        elif not self.my_turn():
            return
        elif name == "undo":
            self.aids.undo()
        elif name == "hint":
            self.aids.hint()
        elif name == "call":
            self.aids.ask_call_out()
        elif name == "play":
            self._play_selection()
        elif name == "cancel":
            self.model.clear_selection()
            self.stage.refresh()
        elif name in ("next_card", "previous_card"):
            self._step_card(1 if name == "next_card" else -1)
        elif name in ("next_item", "previous_item"):
            table = self.stage.shown
            if table:
                step = 1 if name == "next_item" else -1
                at = self.model.focus_item if self.model.focus_item is not None else -step
                self.model.focus_item = (at + step) % len(table)
        elif name == "toggle_focus":
            table = self.stage.shown
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
                self.model.highlighted = self.session.options().usable_items(drag.card)
        if drag.moved:
            corner = (pos[0] - drag.offset[0], pos[1] - drag.offset[1])
            self.stage.animator.move_held(drag.card, corner)
            if not drag.from_table and self.model.sweep_warning and self.my_turn():
                # Before the card is let go: would the play it means leave a sweep?
                result = self._drop_meaning(drag.card, pos)
                self.sweeps.watch(result.moves if result is not None else ())

    def _drop(self, pos: tuple[int, int]) -> None:
        model, layout = self.model, self.stage.layout
        drag = model.let_go()
        model.highlighted = []
        self.sweeps.clear()
        if drag is None or layout is None or not self.my_turn():
            self.stage.refresh()
            return
        held = self.stage.animator.rect_of(drag.card)
        if drag.from_table:
            pile = layout.seats[model.viewer].pile
            if pile.inflate(pile.width, pile.height // 2).colliderect(held):
                self.moves.commit(Move(drag.card, "pluck", (drag.card,)))
            else:
                self.stage.refresh()
            return
        result = self._drop_meaning(drag.card, pos)
        if result is None:
            self.stage.refresh()  # dropped off the table: back to the hand, nothing played
            return
        self.moves.resolve(result, drag.card)

    def _drop_meaning(self, card: Card, pos: tuple[int, int]) -> DropResult | None:
        """What letting ``card`` go at ``pos`` would mean; None off the table."""
        layout = self.stage.layout
        if layout is None:
            return None
        options = self.session.options()
        # The pointer aims, not the card's corners: a card let go over the felt trails
        # even when its edge overlaps a card nearby.
        index = aimed_item(layout, pos)
        shown = self.stage.shown
        if index is not None and index < len(shown):
            return moves_for_drop(options, card, shown[index], self.model.selected_items)
        if layout.on_table(pos):
            return moves_for_drop(options, card, None)
        return None

    def _select_card(self, card: Card) -> None:
        model = self.model
        model.hinted = None  # the player chooses for themselves now
        model.selected_card = None if model.selected_card == card else card
        if model.selected_card is not None:
            model.highlighted = self.session.options().usable_items(card)
        else:
            model.highlighted = []
        self._watch_selection()
        self.stage.refresh()

    def _toggle_item(self, item: Item) -> None:
        self.model.hinted = None
        chosen = self.model.selected_items
        if item in chosen:
            chosen.remove(item)
            self._watch_selection()
            return
        card = self.model.selected_card
        if card is not None and self.model.why_not:
            # "Why not": an item no play of the card can use with those chosen is not
            # added, and the banner says why in the rules' words.
            options = self.session.options()
            reason = why_not(options.state, card, chosen, item, options.moves)
            if reason is not None:
                self.moves.refuse_for(reason)
                return
        chosen.append(item)
        self._watch_selection()

    def _watch_selection(self) -> None:
        """The sweep warning for what Play would play now (a trail, with nothing chosen)."""
        card = self.model.selected_card
        if card is None:
            self.sweeps.clear()
            return
        chosen = self.model.selected_items
        target = chosen[-1] if chosen else None
        options = self.session.options()
        result = moves_for_drop(options, card, target, chosen)
        self.sweeps.watch(result.moves)
        if not chosen:
            self._say(tr("Click the cards to use, then Play (Enter) — or Play alone to trail"))
        elif len(result.moves) == 1:  # what Play will play, said before it does
            move = choice_label(options.state, result.moves[0])
            self._say(tr("Play (Enter): {move}", move=move))
        elif result.moves:  # more than one reading (always two or more: a plural)
            count = len(result.moves)
            self._say(tr("Play (Enter), then choose one of {count} plays", count=count))

    def _play_selection(self) -> None:
        if self.model.hinted is not None:
            # Accepting the hint plays the move it named, not another reading of it.
            self.moves.commit(self.model.hinted)
            return
        card = self.model.selected_card
        if card is None:
            return
        chosen = self.model.selected_items
        target = chosen[-1] if chosen else None
        self.moves.resolve(moves_for_drop(self.session.options(), card, target, chosen), card)

    # Moves ------------------------------------------------------------------------------

    def talk(self) -> None:
        """T, or the menu's Quick message: one of the networked game's quick messages."""
        quick = self.session.quick_messages()
        if not quick or self.model.mode is not Mode.IDLE:
            return
        model = self.model
        model.ask(Mode.CHOOSING)

        def pick(index: int) -> None:
            model.answered()
            self.session.say(quick[index])
            self._say(tr("You: {words}", words=quick_words(quick[index])))

        self.overlays.choose(
            tr("Say to the table"), [quick_words(q) for q in quick], pick, model.answered
        )

    def hear(self) -> bool:
        """The quick messages the others said, each shown for a moment; True if any."""
        said = self.session.take_said()
        for seat, quick in said:
            if seat != self.model.viewer:
                name = self.session.name(seat)
                self._say(tr("{name}: {words}", name=name, words=quick_words(quick)))
        refused = self.session.take_refusals()  # the host's reason, as it gave it
        for reason in refused:  # in this window's language when it is one the game knows
            self.model.say(sentence(tr(reason)), theme.WARNING)
        return bool(said or refused)

    def _say(self, words: str) -> None:
        self.model.say(words, theme.TEXT)
