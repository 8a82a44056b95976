"""The title keeps every button where it was between visits (issue 59): a game to resume
or to replay appearing, or a Resume naming a long game, moved the others, and a click
aimed at one landed in a gap or on another."""

from __future__ import annotations

import itertools

import pytest
from scene_events import WINDOW_SIZES, assert_laid_out, shown

from cassino import i18n
from cassino.ui.assets import CardImages
from cassino.ui.screens.title.scene import TitleScene

pytestmark = pytest.mark.usefixtures("display")


def title(size: tuple[int, int], resume: str | None, replay: bool) -> TitleScene:
    def nothing() -> None:
        return None

    return shown(
        TitleScene(
            nothing,
            nothing,
            images=CardImages(),
            on_resume=nothing if resume is not None else None,
            resume_detail=resume,
            on_replay=nothing if replay else None,
            on_join=nothing,
            on_lessons=nothing,
            on_rules=nothing,
            on_settings=nothing,
            on_preferences=nothing,
            on_statistics=nothing,
        ),
        size,
    )


@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_buttons_stay_where_they_were(size: tuple[int, int], language: str) -> None:
    i18n.set_language(language)
    try:
        long_game = "Classic · round 12 · Alexandra 19 · Bartholomew 20"
        seen = []
        for resume, replay in itertools.product([None, "Royal · round 2 · Ana 7", long_game],
                                                [False, True]):  # fmt: skip
            scene = title(size, resume, replay)
            assert_laid_out(scene.focus.widgets, size)
            steady = [scene.new_game_button, *scene.grid]
            seen.append([tuple(button.rect) for button in steady])
            if resume is not None:
                assert scene.buttons[0] is scene.resume_button and scene.resume_button.primary
                assert scene.resume_button.rect.bottom < scene.new_game_button.rect.top
            else:
                assert scene.new_game_button.primary
        assert all(rects == seen[0] for rects in seen)
    finally:
        i18n.set_language("en")
