"""The network protocol's messages (issue 58, first step): each round trips, and anything
else a peer could send — too long, not JSON, too deep, another version, a kind the
receiver does not take, a field of the wrong shape — is refused in one sentence."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.net.messages import (
    GameOver,
    Hello,
    Message,
    Ping,
    PlayMove,
    Pong,
    Ready,
    Refused,
    Reveal,
    RoundOver,
    Said,
    Say,
    Seats,
    SeatState,
    Start,
    ViewUpdate,
    Welcome,
)
from cassino.net.protocol import MAX_MESSAGE_BYTES, ProtocolError, decode, encode

TOKEN = "0123456789abcdef0123456789abcdef"
SECRET_HASH = "ab" * 32
TO_HOST: list[Message] = [
    Hello("Ana"),
    Hello("Zoë", TOKEN),
    Hello("Ana", None, SECRET_HASH),
    Reveal(bytes(range(32))),
    Ready(),
    PlayMove(Move(Card("9c"), "capture", (Card("4d"), Card("5h")), 9), 3),
    Say("nice_sweep"),
    Ping(),
]
TO_GUEST: list[Message] = [
    Welcome(1, TOKEN),
    Refused("it is not your turn"),
    ViewUpdate({"format": 1, "seat": 1}, 12),
    Said(0, "good_game"),
    Pong(),
    Seats((SeatState("computer", "Carla", True), SeatState("remote", None, False))),
    Start({"players": 2, "target": 21}, "classic", ("Ana", "Ben"), (SECRET_HASH, SECRET_HASH)),
    Start({"players": 2}, "classic", ("Ana", "Ben"), (SECRET_HASH,) * 2, hints=True),
    RoundOver((11, -1), {"round": 1}, ({"card": "9c"},)),
    GameOver((21, 9), 0, "reached 21", (bytes(32), bytes(range(32)))),
]


@pytest.mark.parametrize("message", TO_HOST, ids=repr)
def test_what_a_guest_sends_round_trips(message: Message) -> None:
    assert decode(encode(message), "to_host") == message


@pytest.mark.parametrize("message", TO_GUEST, ids=repr)
def test_what_the_host_sends_round_trips(message: Message) -> None:
    assert decode(encode(message), "to_guest") == message


def raw(**fields: object) -> str:
    return json.dumps({"v": 1, **fields})


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("x" * (MAX_MESSAGE_BYTES + 1), "longer than"),
        ("{not json", "is not valid JSON"),
        ("[" * 50 + "]" * 50, "nests deeper"),
        ("[1, 2]", "must be a JSON object"),
        (json.dumps({"v": 2, "type": "ping"}), "version 2"),
        (json.dumps({"type": "ping"}), "version None"),
        (raw(type="welcome", seat=0, token=TOKEN), "type welcome is not taken here"),
        (raw(type="shout"), "type shout"),
        (raw(type="hello"), "'name' must be text"),
        (raw(type="hello", name="x" * 200), "longer than 24 characters"),
        (raw(type="hello", name="Ana\u202e"), "invisible formatting"),
        (raw(type="hello", name="Ana", token="../etc/passwd"), "not a seat's token"),
        (raw(type="move", ply=1, move={"card": "9c"}), "the move cannot be read"),
        (raw(type="move", ply=-1, move={"card": "9c", "action": "trail"}), "'ply'"),
        (raw(type="move", ply=10**17, move={"card": "9c", "action": "trail"}), "'ply'"),
        (raw(type="say", quick="you lose"), "not one of the quick messages"),
        (raw(type="hello", name="Ana", commitment="12"), "64 hexadecimal digits"),
        (raw(type="reveal", secret="zz" * 32), "64 hexadecimal digits"),
        (raw(type="reveal"), "'secret' must be 64"),
    ],
)
def test_anything_else_is_refused_in_one_sentence(text: str, words: str) -> None:
    with pytest.raises(ProtocolError, match=words):
        decode(text, "to_host")


def test_bytes_that_are_not_utf_8_are_refused() -> None:
    with pytest.raises(ProtocolError, match="not UTF-8"):
        decode(b'{"v": 1, "type": "ping", "x": "\xff"}', "to_host")


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200).map(bytes)))
def test_any_text_is_a_message_or_a_refusal(text: str | bytes) -> None:
    with contextlib.suppress(ProtocolError):  # a refusal is fine: any other error is not
        decode(text, "to_host")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (raw(type="seats", seats=[{"kind": "alien", "name": None, "connected": True}]), "kind"),
        (raw(type="seats", seats=[{"kind": "remote", "name": None}]), "'connected'"),
        (raw(type="seats", seats=[{}] * 7), "at most 6"),
        (raw(type="start", options=[], preset="c", names=[], commitments=[]), "'options'"),
        (raw(type="start", options={}, preset="c", names=[], commitments=[], hints=1), "'hints'"),
        (raw(type="game_over", totals=[10**9], winner=0, reason="", secrets=[]), "'totals'"),
        (raw(type="round_over", totals=[1], start={}, moves=[1]), "JSON object"),
        (raw(type="hello", name="Ana"), "type hello is not taken here"),
    ],
)
def test_a_guest_refuses_what_a_host_may_not_send(text: str, words: str) -> None:
    with pytest.raises(ProtocolError, match=words):
        decode(text, "to_guest")
