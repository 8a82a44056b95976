"""Text on the table never shrinks below a readable size (13 px tall: font size 19 at
1024×640): long labels wrap or drop what can go ("Deshacer (U)" → "Deshacer", the card
count of a fan) instead — in every language, with three helper buttons, crowded piles,
long names and a long message on the banner."""

from __future__ import annotations

import time

import pygame
import pytest
from table_helpers import table_scene

from cassino import i18n
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui import paint, theme
from cassino.userdata.presets import load, position_from_json

CROWDED = {
    "to_move": 0,
    "hands": [["8s", "2h", "9c", "5h"], ["6h", "Kc", "Kd", "Th"]],
    "table": ["3c", "5d", "7d", "Qh", {"cards": ["Ac", "3s", "4s", "2c"], "value": 10, "owner": 1}],
    "captured": [
        ["2s", "3h", "5s", "6s", "7s", "8h", "9h", "Ks", "Jh", "Qd", "Ad", "4c", "4d", "5c"],
        ["7c", "8c", "9d", "Tc", "Ts", "Jc", "Qc", "6c", "2d", "3d", "7h", "8d", "Js", "Qs"],
    ],
    "sweeps": [3, 12],
    "stock": ["4h", "6d", "As", "Ah"],
}
LONG_MESSAGE = {
    "en": "Trail 10♦ — every other card would give more away, and the table stays safe",
    "es": "Descarta 10♦ — cualquier otra carta regalaría más y la mesa queda a salvo",
}


@pytest.mark.parametrize("language", ["en", "es", "pt", "it"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_no_text_on_the_table_shrinks_below_readable(
    monkeypatch: pytest.MonkeyPatch, language: str, size: tuple[int, int]
) -> None:
    i18n.set_language(language)
    try:
        rules = load("classic").with_options(call_out=True)
        seats = [Seat("You"), Seat("Computer 40 the Relentless", "computer", "greedy")]
        session = GameSession(rules, seats, 3)
        session.start_from(position_from_json(CROWDED))
        scene, stack = table_scene(session, size, frames=0)
        # Undo needs a move of the person's to take back: trail, let the computer answer.
        session.play(next(m for m in session.state.legal_moves() if m.action == "trail"))
        for _ in range(600):  # the scene has the computer answer, off the main thread
            stack.update(1 / 60)
            if session.to_move == 0 and not scene.animator.busy:
                break
            time.sleep(0.005)
        assert scene.controller.aids.offered(True) == ["undo", "hint", "call"]
        scene.model.say(LONG_MESSAGE.get(language, LONG_MESSAGE["en"]), theme.TEXT)
        sizes: list[tuple[int, str]] = []
        original = paint.text_image

        def record(words: str, text_size: int, *args: object, **kw: object) -> pygame.Surface:
            sizes.append((text_size, words))
            return original(words, text_size, *args, **kw)  # type: ignore[arg-type]

        monkeypatch.setattr(paint, "text_image", record)
        stack.draw(pygame.Surface(size))
        small = sorted({(s, w) for s, w in sizes if s < theme.READABLE_SIZE})
        assert not small, small
        assert any("…" not in w and w.startswith(("Trail", "Descarta")) for _, w in sizes) or (
            language not in LONG_MESSAGE
        )
        session.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_three_helper_buttons_do_not_overlap_and_hold_their_labels(
    size: tuple[int, int],
) -> None:
    from cassino.ui.table.buttons import place_buttons

    session = GameSession(load("classic"), [Seat("You"), Seat("Bot", "computer", "greedy")], 3)
    scene, _ = table_scene(session, size, frames=0)
    layout = scene.stage.layout
    assert layout is not None
    buttons = place_buttons(layout, size, False, ["undo", "hint", "call"])
    rects = list(buttons.helpers.values())
    assert len(rects) == 3
    for n, rect in enumerate(rects):
        assert layout.score_panel.contains(rect)
        assert all(not rect.colliderect(other) for other in rects[n + 1 :])
    widest = max(paint.text_width(label, theme.READABLE_SIZE) for label in ("Consiglio (H)",))
    assert min(rect.width for rect in rects) >= widest
    session.close()
