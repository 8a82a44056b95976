"""A game played to its end for the tests that need one finished: people take their first
legal move, computers think, each round's summary is passed."""

from __future__ import annotations

from cassino.game.session import GameSession


def play_to_the_end(session: GameSession, seen: list[str] | None = None) -> GameSession:
    """``seen``: what the game waited on at each step ("human", "computer", "round_end")."""
    while session.outcome is None:
        if seen is not None:
            seen.append(session.awaiting)
        if session.awaiting == "round_end":
            session.next_round()
        elif session.awaiting == "computer":
            session.play(session.think().result(timeout=10))
        else:
            session.play(session.state.legal_moves()[0])
    return session
