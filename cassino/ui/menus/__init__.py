"""The menu screens around the table: title, new game, round summary, game over.

Each is a ``Scene`` built from ``cassino.ui.widgets`` and drawn on the felt; they call
back into whoever owns the scene stack (``cassino.ui.main``) rather than moving between
screens themselves.
"""

from cassino.ui.menus.game_over import GameOverScene
from cassino.ui.menus.new_game import NewGameScene
from cassino.ui.menus.round_summary import RoundSummaryScene
from cassino.ui.menus.title import TitleScene

__all__ = ["GameOverScene", "NewGameScene", "RoundSummaryScene", "TitleScene"]
