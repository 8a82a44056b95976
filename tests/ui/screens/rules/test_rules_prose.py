"""The rules screen's page of prose: a section for each part of the game, said from the
options in force, with examples that are legal moves of their own positions under the
rules being played; laid out in rows that fit the sheet at every size and language."""

from __future__ import annotations

import pygame
import pytest

from cassino import i18n
from cassino.ui.screens.rules.examples import place_example
from cassino.ui.screens.rules.prose import PRESET_PROSE, rules_prose
from cassino.ui.screens.rules.rows import EXAMPLE_ROWS
from cassino.ui.screens.rules.scene import RulesSheetScene, place_rules_sheet
from cassino.ui.widgets import text_width
from cassino.userdata.presets import load, preset_names


def titles(name: str) -> list[str]:
    return [section.title for section in rules_prose(load(name))]


@pytest.mark.parametrize("name", preset_names())
def test_every_preset_has_its_page_and_legal_examples(name: str) -> None:
    rules = load(name)
    sections = rules_prose(rules)
    assert name in PRESET_PROSE  # a paragraph of its own
    assert sections[0].paragraphs[0] == PRESET_PROSE[name]
    assert {"Taking", "Building", "Scoring"} <= set(titles(name))
    assert ("The owner's duty" in titles(name)) == rules.builds
    examples = [example for section in sections for example in section.examples]
    # A capture in every deck, and builds where the game has them.
    assert len(examples) >= (4 if rules.builds else 1)
    for example in examples:
        # What is drawn is the position's, and the move is the engine's legal move there.
        position = example.position
        assert position.rules == rules and position.to_move == 0
        assert example.move in position.legal_moves()
        assert example.table == position.table
        assert {example.played, *example.held} == set(position.hands[0])
        assert example.move.card == example.played


def test_the_page_says_what_the_options_change() -> None:
    def said(name: str) -> str:
        return " ".join(p for section in rules_prose(load(name)) for p in section.paragraphs)

    assert "Sweeps" not in titles("royal") and "nothing extra" in said("royal")
    assert "Sweeps" in titles("classic") and "worth 1 point" in said("classic")
    assert "worth 2 points" in said("michigan") and "costs 2 points" in said("michigan")
    assert "Jacks count 11" in said("royal") and "1 or 14" in said("royal")
    assert "10 or 11" in said("buckeye")
    assert "every loose card of its rank" in said("california")
    assert "deals twice" in said("california")
    assert "Two cards from your hand" in said("callabra") and "clears the table" in said("callabra")
    assert "Big Cassino" not in said("italian") and "7♦ scores 1 more" in said("italian")
    assert "Every spade scores 1 more" in said("spade") and "61 points" in said("spade")
    assert "more spades" in said("portuguese") and "31 points" in said("portuguese")
    assert "5♠" in said("five_of_spades") and "pluck" in said("pluck")
    assert "the moment it is taken" in said("instant_scoring")
    assert "up to 14" in said("royal") and "up to 10" in said("classic")
    tablanette = said("tablanette")
    assert "no building" in tablanette and "A jack takes every card" in tablanette
    assert "1 or 11" in tablanette and "Queens count 13 and kings 14" in tablanette
    assert "most spades" not in tablanette and "the 2♣ 1" in tablanette


def test_a_rule_set_of_ones_own_says_what_it_is_based_on() -> None:
    sections = rules_prose(load("classic").with_options(target=11), "Royal")
    assert "based on Royal" in sections[0].paragraphs[1]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("name", ["classic", "royal", "callabra", "italian"])
def test_the_sheet_fits_its_rows_and_examples_in_the_panel(
    language: str, size: tuple[int, int], name: str
) -> None:
    i18n.set_language(language)
    try:
        scene = RulesSheetScene(load(name), lambda: None)
        scene.on_resize(size)
        layout = place_rules_sheet(size)
        assert scene.layout is not None
        pitch = scene._pitch()
        for index, row in enumerate(scene.rows):
            if row.example is not None:
                places = place_example(row.example, layout.text.left + layout.text_size, 0, pitch)
                assert places.right < layout.text.right - 8  # clear of the scroll bar
                tallest = max(rect.bottom for _, rect in places.cards)
                assert tallest <= EXAMPLE_ROWS * pitch
                assert all(r.kind == "space" for r in scene.rows[index + 1 : index + EXAMPLE_ROWS])
                # Its caption just above it, and a space above that: each caption is told
                # apart from the example before it.
                assert scene.rows[index - 1].kind == "caption"
                first = index - 1
                while scene.rows[first - 1].kind == "caption":
                    first -= 1
                assert scene.rows[first - 1].kind == "space"
            elif row.text:
                indent = layout.text_size if row.kind in ("explanation", "caption") else 0
                assert text_width(row.text, layout.text_size) + indent <= layout.text.width
        surface = pygame.Surface(size)
        for scroll in (0, scene._most_scroll() // 2, scene._most_scroll()):
            scene.scroll = scroll
            scene.draw(surface)  # every part of it draws, an example cut at the edge too
    finally:
        i18n.set_language("en")


def test_from_the_title_the_sheet_goes_through_every_rule_set() -> None:
    browse = [(name, True) for name in ("classic", "royal", "italian")]
    scene = RulesSheetScene(load("classic"), lambda: None, browse=browse)
    scene.on_resize((1024, 640))
    assert scene.choice is not None and scene.layout is not None
    assert scene.layout.choice is not None and not scene.layout.choice.colliderect(
        scene.layout.text
    )
    scene.scroll = 5
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert scene.rules.preset == "royal" and scene.scroll == 0
    assert any("Jacks count 11" in row.text for row in scene.rows)
    scene.choice.step(1)
    assert scene.rules.preset == "italian"
    scene.draw(pygame.Surface((1024, 640)))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_sheets_text_is_never_below_the_readable_size(size: tuple[int, int]) -> None:
    from cassino.ui import theme

    assert place_rules_sheet(size).text_size >= theme.READABLE_SIZE


@pytest.mark.usefixtures("user_dirs")
def test_the_titles_rules_button_opens_every_rule_set_from_the_last_played() -> None:
    from dataclasses import replace

    from cassino.ui.flow import GameFlow
    from cassino.ui.options import WindowOptions
    from cassino.ui.screens.title.scene import TitleScene

    flow = GameFlow(WindowOptions(size=(1024, 640), speed="instant"))
    flow.apply(replace(flow.preferences, rules="royal"))
    flow.title()
    title = flow.app.stack.top
    assert isinstance(title, TitleScene) and title.rules_button is not None
    assert title.rules_button.text == "Rules"
    title.rules_button.activate()
    sheet = flow.app.stack.top
    assert isinstance(sheet, RulesSheetScene) and sheet.rules.preset == "royal"
    assert sheet.choice is not None and sheet.choice.value == "royal"
    assert set(preset_names()) <= set(sheet.choice.options)
    sheet.on_back()
    assert flow.app.stack.top is title
