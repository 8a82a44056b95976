"""What a screen is handed instead of the whole flow: where it may go (``Navigator``) and
what every screen of the window shares (``AppContext``).

Screens and the helpers that open them (the in-game menu, the reviews, the lessons) call
these, never the flow's own attributes: ``GameFlow`` is one Navigator, a test's small
stand-in is another, and a screen cannot reach into the flow's scene stack or state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from cassino.game.replay import ReplayCursor
    from cassino.game.session import GameConfig
    from cassino.ui.assets import CardImages, Sounds
    from cassino.ui.dialogs.notice_board import NoticeBoard
    from cassino.ui.preference_store import PreferenceStore
    from cassino.ui.scene import Scene
    from cassino.ui.screens.replay.note import ReplayNote
    from cassino.userdata.preferences import Preferences


class Navigator(Protocol):
    """Where a screen may go."""

    def push(self, scene: Scene) -> None:
        """Show ``scene`` over the screens there are (a dialog, a page opened from one)."""

    def pop(self) -> None:
        """Close the screen on top: back to the one under it."""

    def show(self, scene: Scene) -> None:
        """Show ``scene`` alone: the screens under it are closed."""

    def title(self) -> None:
        """The title screen, alone."""

    def new_game(self) -> None:
        """The New game form."""

    def start(self, config: GameConfig, *, hints: bool | None = None) -> None:
        """A table with a new game of ``config``; ``hints`` True offers hints whatever the
        preference says."""

    def restart(self) -> None:
        """The game being played, from its start again (the same cards)."""

    def replay(
        self, cursor: ReplayCursor, humans: list[int], note: ReplayNote | None = None
    ) -> None:
        """The replay of finished rounds at ``cursor``, over the screen on top."""


@dataclass(frozen=True)
class AppContext:
    """What every screen of the window shares: the card images, the sounds, the
    preferences (read and changed through their one store) and the notices waiting to be
    shown."""

    images: CardImages
    sounds: Sounds
    store: PreferenceStore
    notices: NoticeBoard

    @property
    def preferences(self) -> Preferences:
        return self.store.current
