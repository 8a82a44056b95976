"""The window's start from the command line: ``--start`` names the seats it makes up in the
player's language, which is known only once the preferences are read."""

from __future__ import annotations

import pytest

from cassino import i18n
from cassino.cli import dispatch as cli
from cassino.game.session import GameConfig
from cassino.ui.main import GameFlow
from cassino.userdata.preferences import Preferences, save_preferences

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def started(monkeypatch: pytest.MonkeyPatch, *args: str) -> GameConfig:
    """The game ``python -m cassino --start ARGS`` opens (the table itself is not shown)."""
    configs: list[GameConfig] = []
    monkeypatch.setattr(GameFlow, "start", lambda flow, config: configs.append(config))
    assert cli.main(["--start", "--seed", "7", "--size", "1024x640", *args]) == 0
    (config,) = configs
    return config


@pytest.mark.parametrize(
    ("language", "args", "names"),
    [
        ("es", (), ["Tú", "Máquina 1"]),
        ("es", ("--rules", "five_players"), ["Tú", *(f"Máquina {n}" for n in range(1, 5))]),
        ("es", ("--seats", "Ana,computer:medium"), ["Ana", "Máquina 1"]),
        ("en", (), ["You", "Computer 1"]),
    ],
)
def test_start_names_the_seats_in_the_players_language(
    monkeypatch: pytest.MonkeyPatch, language: str, args: tuple[str, ...], names: list[str]
) -> None:
    assert save_preferences(Preferences(language=language)) is None
    i18n.set_language("en" if language == "es" else "es")  # whatever the process had before
    config = started(monkeypatch, *args)
    assert [seat.name for seat in config.seats] == names
    assert config.seed == 7
    assert [seat.kind for seat in config.seats][1:] == ["computer"] * (len(names) - 1)


def test_computers_are_numbered_from_one_whatever_seat_they_take(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert save_preferences(Preferences(language="en")) is None
    config = started(
        monkeypatch, "--rules", "five_players", "--seats", "computer,Ana,computer:hard,Bo,Cy"
    )
    assert [seat.name for seat in config.seats] == ["Computer 1", "Ana", "Computer 2", "Bo", "Cy"]


def test_start_refuses_seats_that_do_not_fit_before_the_window_opens(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(GameFlow, "__init__", lambda *_: pytest.fail("the window opened"))
    assert cli.main(["--start", "--seats", "Ana,Ben,Carla"]) == cli.EXIT_BAD_INPUT
    assert "--seats names 3 seats for 2 players" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ("Ana,computer:genius", "a computer player of level 'genius'; the levels are easy, medium"),
        ("Ana,Computer:", None),
        ("Ana,computer : HARD", None),
    ],
)
def test_start_reads_the_computer_level_or_names_the_levels(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    seats: str,
    message: str | None,
) -> None:
    if message is None:
        config = started(monkeypatch, "--seats", seats)
        assert config.seats[1].kind == "computer"
        assert config.seats[1].level == ("hard" if "HARD" in seats else "easy")
        return
    monkeypatch.setattr(GameFlow, "__init__", lambda *_: pytest.fail("the window opened"))
    assert cli.main(["--start", "--seats", seats]) == cli.EXIT_BAD_INPUT
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("size", "message"),
    [
        ("10x10", "--size 10x10: each side must be from 320 to 7680 pixels"),
        ("16384x16384", "each side must be from 320 to 7680"),
        ("1280x99999", "each side must be from 320 to 7680"),
        ("big", "--size must be WIDTHxHEIGHT"),
    ],
)
def test_a_window_size_it_cannot_draw_is_refused_before_the_window_opens(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], size: str, message: str
) -> None:
    monkeypatch.setattr(GameFlow, "__init__", lambda *_: pytest.fail("the window opened"))
    assert cli.main(["--size", size]) == cli.EXIT_BAD_INPUT
    assert message in capsys.readouterr().err
