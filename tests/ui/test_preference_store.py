"""One owner of the preferences: every screen reads and changes the same store."""

from __future__ import annotations

from cassino.ui.assets import CardImages
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.house_rules.scene import HouseRulesScene
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.screens.preferences.scene import PreferencesScene
from cassino.userdata.preferences import Preferences


def test_a_change_is_told_once_with_the_old_and_the_new() -> None:
    told: list[tuple[Preferences, Preferences]] = []
    store = PreferenceStore(Preferences(), lambda old, new: told.append((old, new)))
    store.update(muted=True)
    store.update(muted=True)  # no change, nothing told
    assert store.current.muted and len(told) == 1
    assert told[0][0].muted is False and told[0][1].muted is True


def test_screens_share_the_store_and_keep_no_copy_of_their_own() -> None:
    store = PreferenceStore(Preferences())
    preferences_screen = PreferencesScene(store, lambda: None, desktop=(1920, 1080))
    house_rules = HouseRulesScene(lambda: None, preferences=store)
    preferences_screen.set(rules="royal", hints_allowed=False)
    assert house_rules.preferences.rules == "royal"  # the open screen sees it at once
    new_game = NewGameScene(CardImages(), lambda _: None, lambda: None, preferences=store)
    assert new_game.preset_choice.value == "royal"
    house_rules._set_next_game("spade")
    assert preferences_screen.preferences.rules == "spade" == store.current.rules
    assert store.current.hints_allowed is False
