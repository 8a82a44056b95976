"""What the table's parts ask of the screens around it: the chooser, the privacy screen,
a confirmation, the menu, and the ends of a round and of the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from cassino.i18n import tr
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.dialogs.privacy import PrivacyScene
from cassino.ui.scene import Scene
from cassino.ui.table.model import Mode, TableModel

SceneCallback = Callable[[Any], None]  # called with the table's scene


class Overlays(Protocol):
    """What the controller asks of the screens around the table."""

    def choose(
        self, title: str, labels: list[str], pick: Callable[[int], None], cancel: Callable[[], None]
    ) -> None: ...

    def privacy(self, name: str, recap: list[str], ready: Callable[[], None]) -> None: ...

    def confirm(self, question: str, yes: str, on_yes: Callable[[], None]) -> None: ...

    def menu(self) -> None: ...

    def round_end(self) -> None: ...

    def game_over(self) -> None: ...


class StackOverlays:
    """The overlays as scenes pushed over the table's scene; the ends of a round and of
    the game, and the menu, handed to the screens' owner with the table's scene."""

    def __init__(
        self,
        scene: Scene,
        model: TableModel,
        on_round_end: SceneCallback,
        on_game_over: SceneCallback,
        on_menu: SceneCallback | None,
    ) -> None:
        self.scene = scene
        self.model = model
        self.on_round_end = on_round_end
        self.on_game_over = on_game_over
        self.on_menu = on_menu

    def choose(
        self, title: str, labels: list[str], pick: Callable[[int], None], cancel: Callable[[], None]
    ) -> None:
        self._push(ChooserScene(title, labels, pick, cancel))

    def privacy(self, name: str, recap: list[str], ready: Callable[[], None]) -> None:
        self._push(PrivacyScene(name, ready, recap))

    def confirm(self, question: str, yes: str, on_yes: Callable[[], None]) -> None:
        model = self.model
        model.ask(Mode.CHOOSING)

        def answered(index: int) -> None:
            model.answered()
            on_yes()

        def kept() -> None:
            model.answered()

        self._push(ChooserScene(question, [yes], answered, kept, tr("Keep playing")))

    def menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu(self.scene)

    def round_end(self) -> None:
        self.on_round_end(self.scene)

    def game_over(self) -> None:
        self.on_game_over(self.scene)

    def _push(self, overlay: Scene) -> None:
        if self.scene.stack is not None:
            self.scene.stack.push(overlay)
