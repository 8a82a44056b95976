"""The table's own state, apart from the game's: whose cards are shown, what the player
has chosen, what is being dragged, and the words on the banner. No pygame drawing here:
plain values the controller changes and the view reads."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.table import Item
from cassino.ui.anim.confetti import Confetti
from cassino.ui.table.last_move import LastMove

Point = tuple[int, int]
Colour = tuple[int, int, int]

MESSAGE_TIME = 4.0  # seconds a message stays on the banner
FLOURISH_TIME = 1.6  # seconds "Sweep!" grows and fades
FRESH_TIME = 3.0  # seconds a card just drawn (``draw``) stays marked in the hand
SWEEP_PIECES = 70  # the confetti of a sweep: a short burst, the game's end has more
SWEEP_LIFE = 1.5  # seconds


class Mode(Enum):
    """What the table is doing with the player's input, one thing at a time."""

    IDLE = "idle"  # free: a click, a key or a drag may start something
    DRAGGING = "dragging"  # a card is held by the pointer (``TableModel.drag``)
    CHOOSING = "choosing"  # a chooser or a confirmation waits for an answer
    PRIVACY = "privacy"  # hot seat: the privacy screen waits for the next person


@dataclass
class Drag:
    """A card held by the pointer: from the hand, or a loose table card (a pluck)."""

    card: Card
    offset: Point  # from the card's corner to the pointer
    start: Point
    moved: bool = False
    from_table: bool = False


@dataclass
class Message:
    words: str
    colour: Colour
    left: float = MESSAGE_TIME


@dataclass
class TableModel:
    viewer: int  # whose hand is face up at the bottom
    hands_hidden: bool  # hot-seat: every hand hidden until the privacy screen is passed
    selected_card: Card | None = None
    selected_items: list[Item] = field(default_factory=list)
    focus_item: int | None = None  # the table item the keyboard is on
    highlighted: list[Item] = field(default_factory=list)  # what the held card can use
    mode: Mode = Mode.IDLE
    drag: Drag | None = None  # the card held, while ``mode`` is DRAGGING
    message: Message | None = None
    flourish: tuple[str, float] | None = None  # "Sweep!" and its seconds left
    hinted: Move | None = None  # the hint shown: Play plays exactly this move
    hint_reason: str | None = None  # ...and why, said beside the table while it is shown
    fresh: dict[Card, float] = field(default_factory=dict)  # ``draw``: just drawn, seconds
    show_all: bool = False  # the replay: every hand face up
    caption: str | None = None  # the replay: what the banner says instead of whose turn
    counting_aid: bool = False  # the panel of what is not seen yet is shown
    aid_details: bool = False  # ...with the races for most cards and spades (a click)
    sweep_warning: bool = False  # a play about to be made is checked for a sweep it leaves
    why_not: bool = False  # a table card that cannot join the chosen ones says why
    warning: str | None = None  # the sweep warning for the play the pointer aims at now
    last_move: LastMove | None = None  # marked on the table while it is another's move
    # A sweep's confetti: motion, not state (a model is equal whatever is flying).
    confetti: Confetti = field(default_factory=lambda: Confetti(1), compare=False, repr=False)

    @property
    def celebrating(self) -> bool:
        """A sweep's flourish or confetti is on the table: frames are needed."""
        return self.flourish is not None or self.confetti.alive

    def celebrate_sweep(self, words: str, centre: Point, unit: int, seed: int) -> None:
        """A sweep that counts: its words grow and fade, confetti bursts from ``centre``
        (sized by ``unit``, the window's height)."""
        self.flourish = (words, FLOURISH_TIME)
        self.confetti.rescale(max(1, unit))
        self.confetti.burst(
            (float(centre[0]), float(centre[1])), SWEEP_PIECES, seed=seed, life=SWEEP_LIFE
        )

    @property
    def asking(self) -> bool:
        """A chooser, a confirmation or the privacy screen waits for an answer."""
        return self.mode in (Mode.CHOOSING, Mode.PRIVACY)

    def hold(self, drag: Drag) -> None:
        self.mode, self.drag = Mode.DRAGGING, drag

    def let_go(self) -> Drag | None:
        """The card held, if any, let go of."""
        drag, self.drag = self.drag, None
        if self.mode is Mode.DRAGGING:
            self.mode = Mode.IDLE
        return drag

    def ask(self, mode: Mode) -> None:
        """A question over the table (``CHOOSING`` or ``PRIVACY``): nothing else until it
        is answered (``answered``)."""
        self.let_go()
        self.mode = mode

    def answered(self) -> None:
        self.mode = Mode.IDLE

    def say(self, words: str, colour: Colour) -> None:
        self.message = Message(words, colour)

    def clear_selection(self) -> None:
        self.hinted = self.hint_reason = None
        self.selected_card = None
        self.selected_items = []
        self.highlighted = []
        self.focus_item = None
        self.warning = None

    def tick(self, dt: float) -> bool:
        """Count the message, the flourish and the fresh cards' glow down; True when any
        changed on screen."""
        changed = False
        for card, left in list(self.fresh.items()):
            if left - dt <= 0:
                del self.fresh[card]
                changed = True
            else:
                self.fresh[card] = left - dt
        if self.message is not None:
            self.message.left -= dt
            if self.message.left <= 0:
                self.message = None
                changed = True
        if self.flourish is not None:
            words, left = self.flourish
            self.flourish = (words, left - dt) if left - dt > 0 else None
            changed = True
        if self.confetti.alive:
            self.confetti.update(dt)
            changed = True
        return changed

    def next_change(self) -> float | None:
        """Seconds until the table changes by itself (a message or a glow ending), if ever."""
        if self.celebrating:
            return 0.0
        ends = [*self.fresh.values(), *([self.message.left] if self.message else [])]
        return max(min(ends), 0.0) if ends else None
