"""The counting aid and the sweep warning at the table: what they say is what the coach
(and through it the engine) says of the player's view; the warning comes before the
play — while a card is held over where it would go, or chosen with its table cards —
marks the chooser's plays, and stays quiet for a player who may not look; the panel
takes its own room between the score and the log, readable at every size."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import Parts, parts, table_scene

from cassino.coach.counting import counting_aid
from cassino.coach.sweeps import sweep_warning
from cassino.engine.cards import parse_card
from cassino.engine.view import PlayerView
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui import paint, theme
from cassino.ui.layout.table import compute_layout
from cassino.ui.table.counting_panel import counting_lines, counting_rows
from cassino.ui.table.intents import DragTo, Drop, Grab, SelectCard
from cassino.ui.theme import TextRole
from cassino.userdata.presets import load, position_from_json

YOU_AND_EASY = [Seat("You"), Seat("Easy", "computer", "easy")]
# Trailing 2♥ leaves 3♣ 5♦ 2♥: a ten takes all three, a five takes 5♦ and 3+2. The player
# holds 5♥ and has seen 10♣ 10♥ in a pile: 10♦ 10♠ 5♠ 5♣ are the unseen sweepers.
OPEN = {
    "to_move": 0,
    "hands": [["8s", "2h", "9c", "5h"], ["6h", "Kc", "Kd", "Ks"]],
    "table": ["3c", "5d"],
    "captured": [
        ["As", "7c", "7s", "Qs", "Qh", "4c", "4s", "Jh", "Jc", "3s"],
        ["Ad", "8h", "8c", "9s", "9h", "Tc", "Th", "2c"],
    ],
    "stock": ["4h", "6d", "6s", "6c", "Ah", "Ac"],
}


def hold_over_felt(p: Parts, card: str) -> None:
    """Pick ``card`` up from the hand and hold it over free felt at the table's right."""
    held = parse_card(card)
    rect = p.animator.rect_of(held)
    assert p.stage.layout is not None
    table = p.stage.layout.table
    p.controller.handle(Grab(held, (rect.width // 2, rect.height // 2), rect.center))
    p.controller.handle(DragTo((table.right - 20, table.centery)))


def test_holding_a_card_whose_trail_leaves_a_sweep_warns_with_the_unseen_sweepers() -> None:
    p = parts(YOU_AND_EASY, OPEN)
    p.model.sweep_warning = True
    hold_over_felt(p, "2h")
    view = PlayerView.of(p.session.state, 0)
    trail = next(
        m for m in view.legal_moves() if m.action == "trail" and m.card == parse_card("2h")
    )
    assert sweep_warning(view, trail).danger == 4
    assert p.model.warning is not None and "4 cards you cannot see" in p.model.warning
    hold_over_felt(p, "9c")  # 3♣ 5♦ 9♣: no one card takes all three
    assert p.model.warning is None


def test_the_warning_is_gone_once_the_card_is_let_go_and_never_when_turned_off() -> None:
    p = parts(YOU_AND_EASY, OPEN)
    p.model.sweep_warning = True
    hold_over_felt(p, "2h")
    assert p.model.warning is not None
    assert p.stage.layout is not None
    p.controller.handle(Drop((p.stage.layout.table.right - 20, p.stage.layout.table.centery)))
    assert p.model.warning is None
    off = parts(YOU_AND_EASY, OPEN)
    hold_over_felt(off, "2h")
    assert off.model.warning is None


def test_a_card_chosen_by_click_is_warned_of_before_play_and_the_chooser_marks_plays() -> None:
    p = parts(YOU_AND_EASY, OPEN)
    p.model.sweep_warning = True
    p.controller.handle(SelectCard(parse_card("2h")))  # Play alone would trail it
    assert p.model.warning is not None and "4 cards" in p.model.warning
    p.controller.handle(SelectCard(parse_card("2h")))  # chosen again: put back
    assert p.model.warning is None
    # Each play the chooser could offer is marked exactly when it leaves a sweep.
    watch = p.controller.sweeps
    view = PlayerView.of(p.session.state, 0)
    for move in view.legal_moves():
        note = watch.note(move)
        assert (note is not None) == (sweep_warning(view, move).danger > 0)


def test_the_warning_is_quiet_while_hands_are_hidden_or_it_is_not_your_turn() -> None:
    p = parts([Seat("Ana"), Seat("Ben")], OPEN)
    p.model.sweep_warning = True
    p.model.hands_hidden = True
    legal = p.session.state.legal_moves()
    p.controller.sweeps.watch(legal)
    assert p.model.warning is None and p.controller.sweeps.note(legal[0]) is None


@pytest.mark.parametrize("seed", range(6))
def test_the_counting_panel_says_what_the_coach_counts_from_the_players_view(seed: int) -> None:
    rng = random.Random(seed)
    rules = load("classic").with_options(players=rng.choice([2, 3, 4]))
    seats = [Seat("You")] + [Seat(f"C{n}", "computer", "easy") for n in range(1, rules.players)]
    session = GameSession(rules, seats, seed=seed)
    state = session.state
    for _ in range(rng.randrange(0, 30)):  # a random position of a random round
        if state.round_over:
            break
        state = state.apply_legal(rng.choice(state.legal_moves()))
    session.start_from(state)
    rows = counting_rows(session, 0)
    aid = counting_aid(PlayerView.of(state, 0))
    cards = f"{aid.unseen} card" + ("s" if aid.unseen != 1 else "")  # "1 card", never "1 cards"
    spades = f"{aid.unseen_spades} spade" + ("s" if aid.unseen_spades != 1 else "")
    assert f"{cards}, {spades}" in rows.facts
    aces = rows.facts[0]
    assert all(card.symbol() in aces for card in aid.unseen_aces)
    assert (aces == "Aces: all seen") == (not aid.unseen_aces)
    assert len(rows.sides) == rules.sides
    for side, (_, cards, spades) in enumerate(rows.sides):
        for said, race in ((cards, aid.cards[side]), (spades, aid.spades[side])):
            expected = {"clinched": "won", "out_of_reach": "lost"}.get(
                race.status, f"{race.needs} more" if race.needs is not None else "lost"
            )
            assert said == expected


@pytest.mark.parametrize("details", [False, True])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (800, 1000)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_counting_panel_has_its_own_room_and_readable_lines(
    size: tuple[int, int], players: int, details: bool
) -> None:
    lines = counting_lines(players, details)
    layout = compute_layout(size, players, 0, [4] * players, [1, 1, 2, 1], aid_lines=lines)
    aid = layout.aid_panel
    assert aid is not None and layout.window.contains(aid)
    named = layout.regions()
    for name, rect in named.items():
        if name != "aid_panel":
            assert not aid.colliderect(rect), name
    small = theme.line_height(size, TextRole.SMALL)
    assert aid.height >= theme.line_height(size, TextRole.BODY) + lines * (small + 4)
    if size[0] >= 1024:  # the sizes the readable-text floor is held to
        assert theme.font_size(size, TextRole.SMALL) >= theme.READABLE_SIZE
    without = compute_layout(size, players, 0, [4] * players, [1, 1, 2, 1])
    assert without.aid_panel is None


def test_the_panel_is_drawn_for_the_person_and_never_while_hands_are_hidden() -> None:
    session = GameSession(load("classic"), YOU_AND_EASY, seed=3)
    session.start_from(position_from_json(OPEN))
    scene, stack = table_scene(session, (1024, 640))
    assert scene.view().counting is None and scene.stage.layout.aid_panel is None
    scene.set_aids(True, False, False)
    assert scene.stage.layout is not None and scene.stage.layout.aid_panel is not None
    rows = scene.view().counting
    assert rows is not None and rows.sides[0][0] == "You"
    surface = pygame.display.get_surface()
    stack.draw(surface)  # draws without error, and the panel's title is where it says
    scene.model.hands_hidden = True
    assert scene.view().counting is None
    session.close()


def test_the_panel_shows_the_races_on_demand_and_is_lighter_without_them() -> None:
    session = GameSession(load("classic"), YOU_AND_EASY, seed=3)
    session.start_from(position_from_json(OPEN))
    scene, stack = table_scene(session, (1280, 800))
    scene.set_aids(True, False, False)
    layout = scene.stage.layout
    assert layout is not None and layout.aid_panel is not None
    compact = layout.aid_panel.height
    assert not scene.model.aid_details  # at a glance: the facts only
    drawn: list[str] = []
    original = paint.text

    def record(surface, rect, words, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(words)
        return original(surface, rect, words, *args, **kwargs)

    paint.text = record  # type: ignore[assignment]
    try:
        stack.draw(pygame.Surface((1280, 800)))
        assert "To win most" not in drawn and "Click for more" in drawn
        centre = layout.aid_panel.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            stack.handle_event(pygame.event.Event(kind, pos=centre, button=1))
        assert scene.model.aid_details
        detailed = scene.stage.layout
        assert detailed is not None and detailed.aid_panel is not None
        assert detailed.aid_panel.height > compact  # room for a row per side
        drawn.clear()
        stack.draw(pygame.Surface((1280, 800)))
        assert "To win most" in drawn and "Click for less" in drawn
    finally:
        paint.text = original  # type: ignore[assignment]
    session.close()


def test_the_counting_aid_says_one_card_and_one_spade_in_the_singular() -> None:
    """At the end of a round the panel said "1 cards, 1 spades" and "0 cards, 0 spades"."""
    from cassino.coach.counting import CountingAid
    from cassino.ui.table.counting_panel import _facts

    for unseen, spades, words in [(1, 1, "1 card, 1 spade"),
                                  (0, 0, "0 cards, 0 spades"),
                                  (2, 1, "2 cards, 1 spade")]:  # fmt: skip
        aid = CountingAid(unseen, (), False, False, spades, (), 0, 0, (), ())
        assert _facts(aid, load("classic").cards)[2] == words
