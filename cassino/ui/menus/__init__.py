"""The menu screens around the table: title, new game, round summary, game over, the
house rules, the preferences and the statistics.

Each is a ``Scene`` built from ``cassino.ui.widgets`` and drawn on the felt; they call
back into whoever owns the scene stack (``cassino.ui.main``) rather than moving between
screens themselves. Their words come from the message catalogue (``cassino.i18n``).
"""

from cassino.ui.menus.game_over import GameOverScene
from cassino.ui.menus.new_game import NewGameScene
from cassino.ui.menus.preferences_menu import PreferencesScene
from cassino.ui.menus.round_summary import RoundSummaryScene
from cassino.ui.menus.settings import SettingsScene
from cassino.ui.menus.statistics_menu import StatisticsScene
from cassino.ui.menus.title import TitleScene

__all__ = [
    "GameOverScene",
    "NewGameScene",
    "PreferencesScene",
    "RoundSummaryScene",
    "SettingsScene",
    "StatisticsScene",
    "TitleScene",
]
