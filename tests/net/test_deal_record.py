"""A networked game's record of its deals (issue 58), and ``cassino verify-deal``: the
record a guest and the host keep checks; one secret, one card or one move changed does
not, each with its sentence; a file that is no record is one sentence and status 2."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from net_games import bot, host_game, remote
from net_processes import finish, host, start

from cassino.cli.dispatch import main
from cassino.net.deal_record import DealRecord, RecordError, from_json, to_text
from cassino.userdata import presets


@pytest.fixture(scope="module")
def record() -> DealRecord:
    rules = presets.load_for_players("classic", 2).with_options(target=21)
    guests = [bot("easy", 1), bot("medium", 2)]
    played = asyncio.run(host_game(rules, remote(2), guests))
    assert len(played.session.rounds) >= 2  # a record of several deals
    kept = guests[0].record
    assert kept is not None and guests[1].record == kept  # every guest keeps the same
    return kept


def _changed(record: DealRecord, change: Any) -> DealRecord:
    data = json.loads(to_text(record))
    change(data)
    return from_json(data)


def test_the_record_of_a_fair_game_checks_after_a_trip_through_its_file(
    record: DealRecord,
) -> None:
    again = from_json(json.loads(to_text(record)))
    assert again == record
    assert again.checked() is None


def test_a_changed_secret_card_or_move_does_not_check(record: DealRecord) -> None:
    def secret(data: dict[str, Any]) -> None:
        data["game_over"]["secrets"][1] = "00" * 32

    def card(data: dict[str, Any]) -> None:
        hands = data["rounds"][1]["start"]["hands"]
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]

    def move(data: dict[str, Any]) -> None:
        del data["rounds"][0]["moves"][0]

    assert "not the one its program committed to" in str(_changed(record, secret).checked())
    assert _changed(record, card).checked() == "round 2 was not dealt as the secrets say"
    assert "round 1" in str(_changed(record, move).checked())


@pytest.mark.parametrize(
    "data",
    [[], {"format": 2}, {"format": 1, "rounds": "x"}, {"format": 1, "rounds": [], "start": {}}],
)
def test_what_is_not_a_record_is_one_sentence(data: Any) -> None:
    with pytest.raises(RecordError):
        from_json(data)


def test_verify_deal_reads_the_file_a_join_and_a_host_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hosting, address = host(tmp_path, "remote,easy", "--target", "5", "--record",
                            str(tmp_path / "host.json"))  # fmt: skip
    guest = start(tmp_path / "guest", "join", address, "--bot", "easy", "--json", "--record",
                  str(tmp_path / "guest.json"))  # fmt: skip
    assert finish(hosting)[0] == 0 and finish(guest)[0] == 0
    for name in ("host.json", "guest.json"):
        assert main(["verify-deal", str(tmp_path / name), "--json"]) == 0
        answer = json.loads(capsys.readouterr().out)
        assert answer["verified"] is True and answer["rounds"] >= 1
        assert answer["programs"] == 2  # the host's secret and the guest's
    data = json.loads((tmp_path / "guest.json").read_text(encoding="utf-8"))
    data["game_over"]["secrets"][0] = "11" * 32
    (tmp_path / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["verify-deal", str(tmp_path / "bad.json")]) == 1
    assert "NOT verified" in capsys.readouterr().out
    (tmp_path / "junk.json").write_text('{"format": 1}', encoding="utf-8")
    assert main(["verify-deal", str(tmp_path / "junk.json")]) == 2
    assert "cannot be checked" in capsys.readouterr().err
    assert main(["verify-deal", str(tmp_path / "none.json")]) == 2
