"""A guest's game as the window's table sees it (issue 58): the same interface as the
local ``GameSession``, fed by what the host sends (``GuestLink``).

The position is the guest's picture (``masked``): exact in all it may see, stand-ins
face down for the rest. Each view from the host is one move further: the move is found
in the view's plays and recorded through the session's own ``_record``, so the table
animates it, the log tells it and the round's end is scored as in a local game. The
guest's own move is sent, and shown at once when it deals nobody a card (the host's view
confirms it); otherwise it is shown when the host's view brings the cards dealt.
At a round's end the host's record (every hand) replaces the picture's for the replay;
at the game's end every deal is checked (``deal_check``).
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

from cassino.engine import seeds
from cassino.engine.cards import Card
from cassino.engine.errors import CassinoError
from cassino.engine.match import Outcome
from cassino.engine.moves import Move
from cassino.engine.notation import move_from_json, position_from_json
from cassino.engine.reasons import Reason
from cassino.engine.rules import Rules
from cassino.engine.view import Play, PlayerView
from cassino.engine.view_notation import view_from_json
from cassino.game.events import MovesUndone, RoundDealt, TurnPlayed
from cassino.game.seats import Seat
from cassino.game.session import Awaiting, GameSession, PlayedRound
from cassino.i18n import tr
from cassino.net import masked
from cassino.net.deal_check import PlayedRecord, check_deals
from cassino.net.deal_record import DealRecord
from cassino.net.guest_link import Back, Failed, GuestLink, LinkEvent, Lost
from cassino.net.messages import (
    QUICK_MESSAGES,
    GameOver,
    PlayMove,
    Ready,
    Refused,
    RoundOver,
    Said,
    Say,
    Seats,
    Start,
    ViewUpdate,
)

MAX_KEPT = 8  # quick messages and refusals kept until the table shows them


@dataclass
class LinkStatus:
    """What the table says of the network: who is away, what the host refused, the
    quick messages said, whether the link is lost."""

    away: set[int] = field(default_factory=set)
    lost: str | None = None  # the reason, while the link tries again
    failed: str | None = None  # the link gave up
    refused: list[str] = field(default_factory=list)
    said: list[tuple[int, str]] = field(default_factory=list)
    deal_verified: bool | None = None  # None until the game's end
    deal_problem: str | None = None


class RemoteSession(GameSession):
    def __init__(self, link: GuestLink, start: Start, rules: Rules, seat: int) -> None:
        # Not the local session's setup: no deck, no computer players, no thread.
        self.link = link
        self.start_message = start
        self.rules = rules
        self.seat = seat
        self.seats = tuple(
            Seat(name, "human" if n == seat else "remote") for n, name in enumerate(start.names)
        )
        self.seed = 0  # the host's; a guest never saves or records the game
        self.history = []
        self.log = []
        self.rounds = []
        self.round_result = None
        self.outcome = None
        self.leftovers = None
        self.think_times = None
        self.listeners = []
        self._options = None
        self._undo_memo = (None, None)
        self.status = LinkStatus()
        self.waiting_for_host = False  # our move sent, shown when the host's view comes
        self.ready_sent = False
        self._next_round: PlayerView | None = None  # dealt before the summary was left
        self._records: dict[int, RoundOver] = {}
        self._own_hands: dict[int, tuple[Card, ...]] = {}
        self.deal_record: DealRecord | None = None  # at the game's end, to keep
        self._hinter: ThreadPoolExecutor | None = None  # started at the first hint asked
        self.hosting = False  # the game is hosted from this window (its menu can stand in)
        self.view: PlayerView | None = None
        self.state = self.round_start = masked.picture(self._empty_view())

    def _empty_view(self) -> PlayerView:
        players = self.rules.players
        zeros = (0,) * players
        return PlayerView(
            self.rules,
            self.seat,
            (),
            (),
            zeros,
            0,
            ((),) * players,
            zeros,
            0,
            0,
            None,
            zeros,
            1,
            (False,) * players,
            zeros,
            (),
        )

    # What the table asks ----------------------------------------------------------------

    @property
    def awaiting(self) -> Awaiting:
        if self.outcome is not None:
            return "game_over"
        if self.round_result is not None:
            return "round_end"
        if self.waiting_for_host or self.view is None:
            return "remote"
        return self.seats[self.to_move].kind

    def play(self, move: Move) -> TurnPlayed | None:
        """Our move: sent to the host, and shown now when it deals nobody a card."""
        before = self.state
        self.link.send(PlayMove(move, len(self.history)))
        after = before.apply(move)  # the engine's reason if it is not legal here
        if len(after.stock) != len(before.stock) or after.round_over:
            self.waiting_for_host = True  # the cards dealt, the leftovers: the host's view
            return None
        return self._record(before, move, after)

    def next_round(self) -> None:
        """After the summary: tell the host; its next deal starts the round here."""
        if not self.ready_sent:
            self.ready_sent = True
            self.link.send(Ready())
        if self._next_round is not None:
            view, self._next_round = self._next_round, None
            self._deal(view)

    def network_status(self) -> str | None:
        status = self.status
        if self.outcome is not None:
            if status.deal_verified is None:
                return None
            if status.deal_verified:
                return tr("Game over · every deal verified")
            return tr(
                "Game over · a deal could not be verified: {problem}",
                problem=status.deal_problem or "",
            )
        if status.failed is not None:
            return tr("The connection to the game ended: {reason}", reason=tr(status.failed))
        if status.lost is not None:
            return tr("The connection to the host was lost — trying again…")
        if self.awaiting != "remote" or self.waiting_for_host:
            return None
        name = self.name(self.to_move)
        if self.to_move in status.away:
            if self.hosting:
                return tr(
                    "Waiting for {name} to come back… (Esc: a computer can play for them)",
                    name=name,
                )
            return tr("Waiting for {name} to come back…", name=name)
        return tr("{name} is playing…", name=name)

    def quick_messages(self) -> tuple[str, ...]:
        return QUICK_MESSAGES

    def away(self) -> tuple[int, ...]:
        return tuple(sorted(self.status.away))

    def say(self, quick: str) -> None:
        if quick in QUICK_MESSAGES:
            self.link.send(Say(quick))

    def take_said(self) -> list[tuple[int, str]]:
        said, self.status.said = self.status.said, []
        return said

    def take_refusals(self) -> list[str]:
        refused, self.status.refused = self.status.refused, []
        return refused

    def think(self) -> Future[Move]:
        raise RuntimeError("a guest's table has no computer player to think")

    def hint(self, seat: int) -> Future[tuple[Move, Reason]] | None:
        """A hint from this guest's own view, when the host allows hints (``Start.hints``);
        worked out here, so the host is not asked and learns nothing of it."""
        view = self.view
        if not self.start_message.hints or view is None or seat != self.seat:
            return None
        try:
            from cassino.ai.hints import hint
        except ImportError:
            return None
        rng = seeds.hint_rng(0, view.round_number, len(view.history))
        if self._hinter is None:
            self._hinter = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")

        def suggest() -> tuple[Move, Reason]:
            found = hint(view, rng)
            return found.move, found.cause

        return self._hinter.submit(suggest)

    def undo_point(self, seat: int) -> int | None:
        return None  # no undo in networked games

    def undo(self, seat: int) -> bool:
        return False

    def call_out(self, seat: int) -> Outcome:
        raise CassinoError("calling out is not played in networked games yet")

    def concede(self, seat: int) -> Outcome:
        raise CassinoError("a networked game is left, not conceded")

    def close(self) -> None:
        self.link.close()
        if self._hinter is not None:
            self._hinter.shutdown(wait=False, cancel_futures=True)

    # What the host sends ----------------------------------------------------------------

    def poll(self) -> bool:
        """Take in what the host sent since the last frame; True if anything came."""
        return self.feed(self.link.take())

    def feed(self, events: list[LinkEvent]) -> bool:
        """Take in ``events`` (the lobby passes on what came with the game's start)."""
        for event in events:
            self._take(event)
        return bool(events)

    def plays(self) -> tuple[Play, ...]:
        return self.view.history if self.view is not None else ()

    def _take(self, event: LinkEvent) -> None:
        status = self.status
        if isinstance(event, ViewUpdate):
            self._viewed(event)
        elif isinstance(event, Seats):
            status.away = {n for n, seat in enumerate(event.seats) if not seat.connected}
        elif isinstance(event, RoundOver):
            self._round_over(event)
        elif isinstance(event, GameOver):
            self._game_over(event)
        elif isinstance(event, Said):
            status.said = [*status.said[-MAX_KEPT + 1 :], (event.seat, event.quick)]
        elif isinstance(event, Refused):
            status.refused = [*status.refused[-MAX_KEPT + 1 :], event.reason]
            self._resync()
        elif isinstance(event, Lost):
            status.lost = event.reason
        elif isinstance(event, Back):
            status.lost = None
        elif isinstance(event, Failed):
            status.failed = event.reason

    def _viewed(self, update: ViewUpdate) -> None:
        try:
            view = view_from_json(update.view, self.rules)
        except CassinoError as error:
            self.status.refused.append(f"The host sent a view that cannot be read: {error}")
            return
        if view.seat != self.seat:
            return
        if update.ply == 0:
            self._own_hands.setdefault(view.round_number, view.hand)
        if self.view is None or view.round_number != self.state.round_number:
            if self.round_result is not None and not self.ready_sent:
                self._next_round = view  # the next deal waits for the summary to be left
            else:
                self._deal(view)
            return
        self.view = view
        ply = len(self.history)
        if update.ply == ply + 1 and view.history:
            self._apply_host_move(view)
        elif update.ply != ply or self.state.round_over or self._out_of_step(view):
            self._resync()

    def _out_of_step(self, view: PlayerView) -> bool:
        """A view of the same move that the picture does not show (cards dealt since, seen
        under load): the picture is drawn again rather than left behind the view."""
        if self.waiting_for_host:
            return False  # this seat's own move is on its way: the host's view follows
        state = self.state
        return (
            state.hands[self.seat] != view.hand
            or state.table != view.table
            or [len(hand) for hand in state.hands] != list(view.hand_sizes)
            or len(state.stock) != view.stock_size
        )

    def _apply_host_move(self, view: PlayerView) -> None:
        """The move the host's view is one move past: recorded as a move of this table."""
        self.waiting_for_host = False
        play = view.history[-1]
        before = masked.before_move(self.state, play.seat, play.move.card)
        before = masked.with_dealt(before, play.move, self.seat, view.hand)
        after = before.apply_legal(play.move)
        self._record(before, play.move, after)
        if not after.round_over:
            self.state = masked.picture(view, after)  # the same picture, the counts checked

    def _deal(self, view: PlayerView) -> None:
        """A new round (or the first view after joining): the picture starts afresh."""
        self.view = view
        self.waiting_for_host = False
        self.round_result = None
        self.leftovers = None
        self.ready_sent = False
        self.history = [play.move for play in view.history]
        self.state = self.round_start = masked.picture(view)
        self._emit(RoundDealt(self.state))

    def _resync(self) -> None:
        """The picture went out of step with the host (a refusal, a missed view): it is
        drawn again from the last view, without animation."""
        self.waiting_for_host = False
        if self.view is not None and self.round_result is None:
            self.history = [play.move for play in self.view.history]
            self.state = masked.picture(self.view, self.state)
            self._emit(MovesUndone(self.seat, self.state))

    def _round_over(self, record: RoundOver) -> None:
        start = record.start.get("round")
        if not isinstance(start, int) or isinstance(start, bool):
            return
        self._records[start] = record
        try:
            real_start = position_from_json(record.start, lambda spec: self.rules)
            moves = tuple(move_from_json(move) for move in record.moves)
        except CassinoError:
            return
        if self.rounds and self.rounds[-1].start.round_number == start:
            self.rounds[-1] = PlayedRound(real_start, moves)  # every hand, for the replay

    def _game_over(self, over: GameOver) -> None:
        records = [
            PlayedRecord(self._records[n].start, self._records[n].moves)
            for n in sorted(self._records)
        ]
        problem = check_deals(
            self.rules,
            self.start_message.commitments,
            over.secrets,
            records,
            self._own_hands,
            self.seat,
        )
        rounds = tuple(self._records[n] for n in sorted(self._records))
        self.deal_record = DealRecord(self.start_message, rounds, over)
        self.status.deal_verified = problem is None
        self.status.deal_problem = problem
