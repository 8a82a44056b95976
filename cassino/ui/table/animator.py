"""The cards in motion: one sprite per card on the felt, tweened to where it belongs.

After every change the table asks ``settle_to`` to move each sprite to its place (a deal
staggers the cards out of the stock; cards that left the felt glide to their pile and
go). ``play`` turns what a move did (the engine's ``Effect``) into motion and sound: a
capture first lands on what it takes (with its partner card, for a pair of hand cards),
then everything glides to the pile; a sweep
counted gets its flourish. Testable by calling ``update(dt)`` with no display.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pygame import Rect

from cassino.engine.cards import Card
from cassino.engine.effects import Effect
from cassino.engine.state import State
from cassino.engine.table import Item
from cassino.i18n import tr
from cassino.ui.anim import tween
from cassino.ui.assets import Sounds
from cassino.ui.layout.table import TableLayout
from cassino.ui.sprites import CardSprite
from cassino.ui.table.model import TableModel
from cassino.ui.table.placement import Place, item_rect, pile_of

MOVE_TIME = 0.38  # seconds for a card to travel, at normal speed
DEAL_STAGGER = 0.07  # between dealt cards
LAND_PAUSE = 0.18  # a capturing card rests on what it takes before all go to the pile


class TableAnimator:
    def __init__(self, sounds: Sounds, on_settled: Callable[[], None] | None = None) -> None:
        self.sounds = sounds
        self.sprites: dict[Card, CardSprite] = {}
        self.tweens = tween.TweenGroup(on_all_done=on_settled)

    @property
    def busy(self) -> bool:
        """Cards are moving."""
        return not self.tweens.done

    def update(self, dt: float) -> None:
        self.tweens.update(dt)

    def finish_all(self) -> None:
        """Every card lands where it is going at once (a click while cards fly)."""
        self.tweens.finish_all()

    def forget(self) -> None:
        """A new round: no sprite carries over."""
        self.tweens.finish_all()
        self.sprites.clear()

    def settle_to(
        self,
        places: dict[Card, Place],
        state: State,
        layout: TableLayout,
        *,
        animate: bool = True,
        deal: bool = False,
        reveal_leaving: bool = False,
    ) -> None:
        """Send every sprite to its place: fly there (``animate``) or jump."""
        delay = 0.0
        for card, place in places.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = self.sprites[card] = CardSprite(card, layout.stock.copy(), False)
                if animate:
                    self.sounds.play("deal")
            if not animate:
                self.tweens.cancel_for(sprite)
                sprite.place(place.rect)
                sprite.face_up, sprite.turn = place.face_up, 1.0
                sprite.moving = sprite.lifted = False
                continue
            if sprite.rect == place.rect and sprite.face_up == place.face_up and not sprite.lifted:
                continue
            sprite.lifted = False
            self._fly(sprite, place.rect, place.face_up, delay)
            if deal or sprite.rect.topleft == layout.stock.topleft:
                delay += DEAL_STAGGER
        for card in [card for card in self.sprites if card not in places]:
            sprite = self.sprites[card]
            pile = pile_of(state, card, layout)
            if not animate or pile is None:
                del self.sprites[card]
                continue
            sprite.face_up = reveal_leaving or sprite.face_up  # a capture shows what went
            sprite.leaving = True
            self._fly(sprite, pile, False, 0.0, then=self._remover(card))

    def play(
        self,
        effect: Effect,
        shown: Sequence[Item],
        layout: TableLayout | None,
        model: TableModel,
        settle: Callable[[], None],
    ) -> None:
        """Animate one move: ``settle`` sends every card to its new place (``shown``: the
        table's items before the move, in the order of ``layout``)."""
        move = effect.move
        sprite = self.sprites.get(move.card)
        if sprite is not None:
            sprite.face_up = True
            sprite.moving = True
            sprite.lifted = False
        target = item_rect(shown, layout, move.table[0]) if layout and move.table else None
        if move.action == "capture" and sprite is not None and target is not None:
            flights = [self._land(sprite, target, 0.22)]
            partner = self.sprites.get(move.partner) if move.partner is not None else None
            if partner is not None:
                # ``hand_pair_capture``: the second hand card lands beside the first.
                partner.face_up = partner.moving = True
                partner.lifted = False
                flights.append(self._land(partner, target, 0.5))
            self.tweens.add(
                tween.Sequence(tween.Parallel(*flights), tween.Wait(LAND_PAUSE), tween.Call(settle))
            )
        else:
            settle()
        if move.action == "capture":
            self.sounds.play("sweep" if effect.swept else "capture")
        else:
            self.sounds.play("build" if move.action == "build" else "place")
        if effect.swept:
            where = layout.table.center if layout else (0, 0)
            height = layout.window.height if layout else 1
            # Seeded by the move, so a replay of the game celebrates it the same way.
            seed = sum(ord(letter) for letter in str(move))
            model.celebrate_sweep(tr("Sweep!"), where, height, seed)

    @staticmethod
    def _land(sprite: CardSprite, target: Rect, across: float) -> tween.Tween:
        """``sprite``'s flight onto ``target``, resting ``across`` of a card to its right."""
        landing = target.move(round(target.width * across), round(target.height * 0.12))
        return tween.Tween.attrs(
            sprite,
            MOVE_TIME,
            easing=tween.ease_out_cubic,
            x=float(landing.x),
            y=float(landing.y),
            w=float(target.width),
            h=float(target.height),
        )

    def hold(self, card: Card) -> None:
        """The pointer picked ``card`` up: it stops wherever it was going."""
        sprite = self.sprites.get(card)
        if sprite is not None:
            sprite.lifted = sprite.moving = True
            self.tweens.cancel_for(sprite)
            sprite.turn = 1.0

    def move_held(self, card: Card, corner: tuple[int, int]) -> None:
        sprite = self.sprites.get(card)
        if sprite is not None:
            sprite.x, sprite.y = float(corner[0]), float(corner[1])

    def rect_of(self, card: Card) -> Rect:
        sprite = self.sprites.get(card)
        return sprite.rect if sprite is not None else Rect(0, 0, 0, 0)

    def _remover(self, card: Card) -> Callable[[], None]:
        def remove() -> None:
            self.sprites.pop(card, None)

        return remove

    def _fly(
        self,
        sprite: CardSprite,
        rect: Rect,
        face_up: bool,
        delay: float,
        then: Callable[[], None] | None = None,
    ) -> None:
        self.tweens.cancel_for(sprite)
        sprite.moving = True

        def land() -> None:
            sprite.moving = False
            sprite.face_up = face_up
            if then is not None:
                then()

        # A turn cut short (the card was sent elsewhere) finishes on the way.
        turns: dict[str, float] = {"turn": 1.0} if sprite.turn < 1.0 else {}
        if face_up and not sprite.face_up and not sprite.leaving:
            # Turned over on its way out of the stock or a hand: the back first, then the
            # face, as the card reaches its place.
            sprite.face_up, sprite.turn = True, 0.0
            turns["turn"] = 1.0
        self.tweens.add(
            tween.Tween.attrs(
                sprite,
                MOVE_TIME,
                delay=delay,
                easing=tween.ease_in_out_cubic,
                on_complete=land,
                x=float(rect.x),
                y=float(rect.y),
                w=float(rect.width),
                h=float(rect.height),
                **turns,
            )
        )
