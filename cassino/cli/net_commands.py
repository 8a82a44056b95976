"""``cassino host`` and ``cassino join``: a networked game without a window (issue 58),
for servers, tests and computer players that join from elsewhere."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import signal
import socket
import sys
import time
from pathlib import Path

from cassino.ai.levels import LEVEL_NAMES, LEVELS
from cassino.cli.bounded_input import InputError, parse_json, read_text
from cassino.cli.net_parser import DEFAULT_PORT
from cassino.engine.moves import Move
from cassino.engine.view import PlayerView
from cassino.game.names import name_problem, sentence, shown
from cassino.net import host_record
from cassino.net.address import lan_address, parse_address, relay_base, room_url
from cassino.net.deal_record import DealRecord, RecordError, from_json, to_text
from cassino.net.discovery import Announcement, discovery_interfaces, interfaces_for
from cassino.net.guest import Guest, GuestError
from cassino.net.host import GameHost, HostError, Timeouts, secret_from_seed
from cassino.net.hosting import announce_while_open, seats_taken
from cassino.net.relay import Relay
from cassino.net.relay_link import RelayError
from cassino.net.seating import SeatPlan
from cassino.userdata import locations, presets
from cassino.userdata.storage import save_text


def run_host(args: argparse.Namespace) -> int:
    state = Path(args.state) if args.state else host_record.default_path()
    timeouts = Timeouts(replace_after=args.replace_after, replacement_level=args.replacement)
    if args.resume:
        loaded = host_record.load(state)
        if loaded.value is None:
            why = str(loaded.notice) if loaded.notice else f"no hosted game is kept at {state}"
            raise InputError(f"--resume: {why}")
        host = loaded.value
        host.timeouts = timeouts
        if args.port is None:
            args.port = host.port
    else:
        if args.seats is None:
            raise InputError("host needs --seats (or --resume, to go on with a kept game)")
        plans = _seat_plans(args.seats)
        rules = presets.load_for_players(args.rules, len(plans))
        if args.target is not None:
            rules = rules.with_options("--target", target=args.target)
        host = GameHost(rules, plans, timeouts=timeouts, hints=args.hints)
        if args.seed is not None:
            host.own_secret = secret_from_seed(args.seed)
    if args.port is None:
        args.port = DEFAULT_PORT
    warned: list[str] = []

    def keep(game: GameHost) -> None:
        notice = host_record.save(game, state)
        if notice is not None and str(notice) not in warned:  # a full disk: said once
            warned.append(str(notice))
            print(f"warning: {notice}", file=sys.stderr)

    host.on_change = keep
    status = asyncio.run(_host(host, args))
    if status == 0:
        host_record.forget(state)
    return status


async def _host(host: GameHost, args: argparse.Namespace) -> int:
    announcement: Announcement | None = None
    try:
        if args.relay is not None:
            code = await host.open_room(relay_base(args.relay))
            first: dict[str, str] = {"code": code}
            words = f"Room {code} is open on the relay; waiting for the guests."
        else:
            bound, port = await host.listen(args.bind, args.port)
            first = {"address": f"{lan_address() if args.bind is None else bound}:{port}"}
            words = f"Hosting at {first['address']}; waiting for the guests."
            chosen = discovery_interfaces()  # the tests' loopback, when set
            if not args.no_announce and chosen is not False:
                interfaces = chosen or interfaces_for(None if args.bind is None else bound)
                announcement = Announcement(
                    port,
                    socket.gethostname().split(".")[0],
                    host.rules.preset,
                    len(host.plans),
                    seats_taken(host),
                    interfaces=interfaces,
                )
    except OSError as error:
        raise InputError(f"cannot listen on port {args.port}: {error.strerror}") from None
    except RelayError as error:
        raise InputError(str(error)) from None
    print(json.dumps(first) if args.json else words, flush=True)
    listed = (
        None
        if announcement is None
        else asyncio.create_task(announce_while_open(announcement, host))
    )
    try:
        session = await host.play()
    except HostError as error:
        print(f"error: {error}.", file=sys.stderr)
        return 2
    finally:
        if listed is not None and announcement is not None:
            listed.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await listed
            await announcement.withdraw()
        await host.close()
    outcome, result = session.outcome, session.round_result
    assert outcome is not None and result is not None
    if host.start is not None and host.game_over is not None:
        _write_record(args.record, DealRecord(host.start, tuple(host.records), host.game_over))
    _print_end(list(result.side_totals), outcome.winner, outcome.reason, args.json)
    return 0


def _seat_plans(text: str) -> tuple[SeatPlan, ...]:
    words = [word.strip().lower() for word in text.split(",")]
    plans = []
    for number, word in enumerate(words, start=1):
        if word == "remote":
            plans.append(SeatPlan("remote"))
        elif word in LEVEL_NAMES:
            plans.append(SeatPlan("computer", f"{word.capitalize()} {number}", word))
        else:
            raise InputError(
                f"--seats: {shown(word)} is neither 'remote' nor a level ({', '.join(LEVEL_NAMES)})"
            )
    if not 2 <= len(plans) <= 6:
        raise InputError(f"--seats names {len(plans)} seats; a game has 2 to 6")
    if not any(plan.kind == "remote" for plan in plans):
        raise InputError("--seats needs at least one 'remote' seat (simulate plays computers)")
    return tuple(plans)


def run_join(args: argparse.Namespace) -> int:
    if args.relay is not None:
        url = room_url(args.relay, args.address)
    else:
        url = parse_address(args.address)
    name = args.name or args.bot.capitalize()
    problem = name_problem(name)
    if problem is not None:
        raise InputError(f"--name {shown(name)} {problem}")
    rng = random.Random(f"join:{args.seed}")
    level = LEVELS[args.bot]

    def choose(view: PlayerView) -> Move:
        began = time.monotonic()
        move = level(view, rng)
        time.sleep(max(0.0, args.pace - (time.monotonic() - began)))  # the guest's own thread
        return move

    def welcomed(seat: int, token: str) -> None:
        if args.json:
            print(json.dumps({"seat": seat, "token": token}), flush=True)
        else:
            print(f"Seated at seat {seat}; to come back: --token {token}", flush=True)

    guest = Guest(name, choose, token=args.token, on_welcome=welcomed)
    try:
        result = asyncio.run(guest.play(url, come_back_for=args.come_back))
    except GuestError as error:
        print(f"error: {sentence(str(error))}", file=sys.stderr)
        return 2
    if guest.record is not None:
        _write_record(args.record, guest.record)
    if result.deal_problem is not None:
        print(f"error: the deal could not be verified: {result.deal_problem}.", file=sys.stderr)
        return 2
    _print_end(list(result.totals), result.winner, result.reason, args.json, result.seat)
    return 0


def _print_end(
    totals: list[int], winner: int, reason: str, as_json: bool, seat: int | None = None
) -> None:
    if as_json:
        end: dict[str, object] = {"results": [{"scores": totals, "winner": winner}]}
        if seat is not None:
            end |= {"seat": seat, "deal_verified": True}
        print(json.dumps(end))
    else:
        scores = " ".join(str(total) for total in totals)
        print(f"game over: scores {scores}; side {winner} wins ({reason})")
        if seat is not None:
            print("deal verified")


def _write_record(path: str | None, record: DealRecord) -> None:
    """The game's deals and secrets to ``path`` (when asked), atomically, through the door."""
    if path is not None:
        notice = save_text(Path(path), to_text(record))
        if notice is not None:
            print(f"warning: {notice}", file=sys.stderr)


def run_verify_deal(args: argparse.Namespace) -> int:
    source = args.record or str(locations.last_networked_game_file())
    try:
        record = from_json(parse_json(read_text(source), shown(source)))
    except RecordError as error:
        raise InputError(f"{shown(source)} cannot be checked: {error}") from None
    problem = record.checked()
    rounds, programs = len(record.rounds), len(record.start.commitments)
    if args.json:
        print(json.dumps({"verified": problem is None, "rounds": rounds, "programs": programs,
                          "problem": problem}))  # fmt: skip
    elif problem is None:
        print(f"deal verified: {rounds} rounds, dealt from the secrets of {programs} programs")
    else:
        print(f"the deal is NOT verified: {sentence(problem)}")
    return 0 if problem is None else 1


def run_relay(args: argparse.Namespace) -> int:
    relay = Relay(max_rooms=args.max_rooms)
    try:
        return asyncio.run(_relay(relay, args))
    except KeyboardInterrupt:
        return 0


async def _relay(relay: Relay, args: argparse.Namespace) -> int:
    try:
        bound, port = await relay.open(args.host, args.port)
    except OSError as error:
        raise InputError(f"cannot listen on port {args.port}: {error.strerror}") from None
    shown_at = f"{lan_address() if args.host is None else bound}:{port}"
    if args.json:
        print(json.dumps({"address": shown_at}), flush=True)
    else:
        print(f"Relay listening at {shown_at}. Stop it with Ctrl+C.", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C stops it anyway
            loop.add_signal_handler(signal_number, stop.set)
    await stop.wait()
    await relay.shut()
    return 0


NET_COMMANDS = {
    "host": run_host,
    "join": run_join,
    "relay": run_relay,
    "verify-deal": run_verify_deal,
}
