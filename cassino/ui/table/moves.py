"""A chosen card and what it is dropped on, made into a move through the legal moves only:
none fits → the card goes back with the engine's reason; one → it is played; several →
the chooser says each in plain words (and ``pluck`` offers its pluck after)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cassino.engine.cards import Card
from cassino.engine.effects import effect_of
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.state import State
from cassino.game import narration
from cassino.game.session import GameSession
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.assets import Sounds
from cassino.ui.reasons import say
from cassino.ui.table.describe import choice_label
from cassino.ui.table.drop import DropResult
from cassino.ui.table.model import Mode, TableModel
from cassino.ui.table.overlays import Overlays
from cassino.ui.table.policy import FREE_PLAY, TablePolicy
from cassino.ui.table.stage import TableStage
from cassino.ui.table.sweep_watch import SweepWatch


class MoveMaker:
    def __init__(
        self,
        session: GameSession,
        model: TableModel,
        stage: TableStage,
        sounds: Sounds,
        overlays: Overlays,
        sweeps: SweepWatch | None = None,
        policy: TablePolicy = FREE_PLAY,
    ) -> None:
        self.session = session
        self.model = model
        self.stage = stage
        self.sounds = sounds
        self.overlays = overlays
        self.sweeps = sweeps
        self.vet = policy.vet  # a lesson's judge, and who hears of refusals (TablePolicy)
        self.on_refused = policy.on_refused

    def commit(self, move: Move) -> None:
        """Play ``move`` for the player to move; the table animates it as it hears of it."""
        if self.vet is not None and self.session.awaiting == "human":
            reason = self.vet(move)
            if reason is not None:
                self.model.clear_selection()
                self._refuse(say(reason))
                return
        self.model.clear_selection()
        self.session.play(move)

    def resolve(self, result: DropResult, card: Card) -> None:
        """Play, choose, or send the card back with the reason."""
        if not result.moves:
            if result.reason is not None and self.on_refused is not None:
                self.on_refused(result.reason)
            self._refuse(say(result.reason) if result.reason else tr("that move is not legal here"))
            return
        if len(result.moves) == 1:
            self._offer_pluck(result.moves[0])
            return
        state = self.session.state
        moves = best_first(state, result.moves)
        labels = [self._label(state, move) for move in moves]
        self._choose(
            tr("What will {card} do?", card=card.symbol()),
            labels,
            lambda index: self._offer_pluck(moves[index]),
        )

    def _label(self, state: State, move: Move) -> str:
        """The chooser's words for ``move``, marked when it leaves a table to be swept."""
        label = choice_label(state, move)
        note = self.sweeps.note(move) if self.sweeps is not None else None
        return f"{label} — {note}" if note else label

    def _offer_pluck(self, move: Move) -> None:
        """``pluck``: after choosing the play, the player may also pluck a table card."""
        variants = self.session.options().pluck_variants(move)
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
        model.ask(Mode.CHOOSING)

        def picked(index: int) -> None:
            model.answered()
            pick(index)

        def cancelled() -> None:
            model.answered()
            model.clear_selection()
            self.stage.refresh()

        self.overlays.choose(title, labels, picked, cancelled)

    def refuse(self, reason: str) -> None:
        """Say why something cannot be done, as a refused drop is told."""
        self._refuse(reason)

    def refuse_for(self, reason: Reason) -> None:
        """Say the engine's ``reason`` for refusing a try (and tell a lesson of it)."""
        if self.on_refused is not None:
            self.on_refused(reason)
        self._refuse(say(reason))

    def _refuse(self, reason: str) -> None:
        self._say(reason[0].upper() + reason[1:], theme.DROP_BAD)
        self.sounds.play("error")
        self.stage.refresh()  # the card glides back

    def _say(self, words: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.model.say(words, colour)


def pluckable(session: GameSession) -> frozenset[Card]:
    """The loose table cards the player to move may pluck now."""
    return session.options().pluckable


def best_first(state: State, moves: Sequence[Move]) -> list[Move]:
    """The chooser's one order, for every list of plays it offers: what banks the most
    first — points taken (a sweep counted), then cards taken, then spades — captures
    before builds before trails; the engine's order among equals."""
    rules = state.rules
    kinds = {"capture": 0, "build": 1, "trail": 2, "pluck": 3}

    def key(move: Move) -> tuple[int, int, int, int]:
        effect = effect_of(state, move)
        taken = (*effect.taken, move.card) if move.action == "capture" else effect.taken
        points = sum(rules.card_points[card] for card in taken) + int(effect.swept)
        spades = sum(1 for card in taken if card.suit == "s")
        return (-points, -len(taken), -spades, kinds.get(move.action, 4))

    return sorted(moves, key=key)
