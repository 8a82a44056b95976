"""The table drawn: felt, seats, piles, stock, cards, builds' tags, highlights, banner,
buttons, score and log. It only reads — the session, the table's model, the layout, the
buttons' rectangles and the sprites — and changes nothing, so a frame can be drawn twice
or not at all."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_cards
from cassino.i18n import N_, tr, tr_plural
from cassino.ui import paint, theme
from cassino.ui.assets import CardImages
from cassino.ui.celebration import draw_confetti
from cassino.ui.layout.table import TableLayout
from cassino.ui.sprites import CardSprite
from cassino.ui.table.buttons import TableButtons
from cassino.ui.table.counting_panel import CountingRows, draw_counting_panel
from cassino.ui.table.hint_panel import draw_hint_panel
from cassino.ui.table.last_move_marks import draw_last_move
from cassino.ui.table.log_panel import draw_log
from cassino.ui.table.model import FLOURISH_TIME, TableModel
from cassino.ui.table.placement import aimed_item, drag_pointer
from cassino.ui.table.shown import ShownGame
from cassino.ui.theme import TextRole

Size = tuple[int, int]
Colour = tuple[int, int, int]
BANNER_BLEED = 2  # two lines of wrapped banner text may reach this far past its rect
HELPER_LABELS = {"undo": N_("Undo (U)"), "hint": N_("Hint (H)"), "call": N_("Call out (C)")}


@dataclass(frozen=True)
class TableView:
    """Everything a frame of the table shows, gathered by the scene."""

    session: ShownGame
    model: TableModel
    size: Size
    layout: TableLayout | None
    problem: str | None
    buttons: TableButtons | None
    sprites: Sequence[CardSprite]
    images: CardImages
    my_turn: bool
    thinking: bool
    shown: Sequence[Item] = ()  # the table's items in the order of ``layout``
    banner_text: pygame.Rect | None = None  # where the banner's words go, if not its own
    show_log: bool = True  # the replay draws its own list of moves there
    may_pluck: bool = False  # ``pluck``: the viewer may pluck a table card now
    counting: CountingRows | None = None  # the counting aid's words, when it is shown
    scripted: bool = False  # a lesson's deal: no stock, so nothing said of deals
    thinking_long: bool = False  # a computer has thought past its usual pause


def draw_table(surface: pygame.Surface, view: TableView) -> None:
    surface.blit(paint.felt(surface.get_size()), (0, 0))
    layout = view.layout
    if layout is None or view.problem:
        font = theme.font_size(view.size)
        paint.text(surface, surface.get_rect(), view.problem or "", font, align="center")
        return
    state = view.session.state
    small = theme.font_size(view.size, TextRole.SMALL)
    _draw_seats(surface, view, layout, state, small)
    _draw_stock(surface, view, layout, state, small)
    # Left to right, so each card of a fan or a build lies on the one before it and
    # every index corner shows (in the order the cards came, a build hid some).
    resting = sorted(
        (s for s in view.sprites if not s.moving and not s.lifted), key=lambda s: (s.x, s.y)
    )
    for sprite in resting:
        sprite.draw(surface, view.images, _target_size(sprite, layout))
    _draw_tags(surface, view, layout, state, small)
    _draw_highlights(surface, view, layout, state)
    mark = view.model.last_move
    if mark is not None and mark.seat != view.model.viewer and not view.model.show_all:
        name = view.session.name(mark.seat)
        draw_last_move(surface, mark, name, layout, view.shown, small)
    for sprite in view.sprites:
        if sprite.card in view.model.fresh and sprite.face_up and not sprite.moving:
            paint.outline(surface, sprite.rect, theme.HIGHLIGHT, width=3)  # just drawn
    _draw_banner(surface, view, layout)
    _draw_score(surface, view, layout, state)
    if view.show_log and view.model.hint_reason and layout.log_panel is not None:
        draw_hint_panel(surface, layout.log_panel, view.model.hint_reason)
    elif view.show_log and layout.log_panel is not None:
        draw_log(surface, layout.log_panel, view.session.log)
    if layout.aid_panel is not None and view.counting is not None:
        draw_counting_panel(surface, layout.aid_panel, view.counting, view.model.aid_details)
    if view.buttons is not None:
        _draw_menu_button(surface, view, view.buttons.menu)
    # Cards in flight and the card in hand pass over the banner and the panels, never
    # under them.
    for sprite in view.sprites:
        if sprite.moving and not sprite.lifted:
            sprite.draw(surface, view.images, _target_size(sprite, layout))
    for sprite in view.sprites:
        if sprite.lifted:
            sprite.draw(surface, view.images, layout.card_size)
    _draw_target_over_held(surface, view, layout)
    draw_confetti(surface, view.model.confetti)
    if view.model.flourish is not None:
        _draw_flourish(surface, view, layout)


def status(view: TableView) -> tuple[str, Colour]:
    """The banner's words: a message, or whose turn it is and what to do."""
    model, session = view.model, view.session
    state = session.state
    if (
        session.awaiting == "human"
        and state.to_move != model.viewer
        and not model.hands_hidden
        and len(session.humans()) > 1
    ):
        # Hot seat, the move just made still shown: the next person must not look yet
        # (what the last player was told no longer matters).
        return tr("Hiding {name}'s cards…", name=session.name(model.viewer)), theme.TEXT
    if model.warning is not None:
        return model.warning, theme.WARNING
    if model.message is not None:
        return model.message.words, model.message.colour
    if model.caption is not None:
        return model.caption, theme.HIGHLIGHT
    network = session.network_status()  # a joined game: who it waits for, the deal checked
    if session.awaiting == "game_over" and session.outcome is not None:
        return network or tr("Game over"), theme.HIGHLIGHT
    if state.round_over:
        return tr("Round over"), theme.HIGHLIGHT
    if network is not None:
        return network, theme.TEXT
    name = session.name(state.to_move)
    if session.awaiting == "computer" and view.thinking_long:
        return tr("{name} is thinking…", name=name), theme.TEXT
    if state.to_move == model.viewer and not model.hands_hidden:
        alone = len(session.humans()) == 1
        if view.may_pluck:
            return tr("Your turn — or pluck: drag a table card to your pile"), (theme.HIGHLIGHT)
        if state.stock or view.scripted:
            words = (
                tr("Your turn — drag a card onto the table")
                if alone
                else tr("{name}, your turn — drag a card onto the table", name=name)
            )
        else:
            words = (
                tr("Your turn (last deal) — drag a card onto the table")
                if alone
                else tr("{name}, your turn (last deal) — drag a card onto the table", name=name)
            )
        return words, theme.HIGHLIGHT
    return tr("{name} to play", name=name), theme.TEXT


def _target_size(sprite: CardSprite, layout: TableLayout) -> tuple[int, int]:
    size = (round(sprite.w), round(sprite.h))
    for candidate in (layout.card_size, layout.table_card_size, layout.small_card_size):
        if abs(candidate[0] - size[0]) <= 1:
            return candidate
    return layout.card_size


def _partner_note(session: ShownGame, seat: int) -> str:
    rules = session.rules
    if rules.sides == rules.players:
        return ""
    return f" ({'ABC'[rules.side_of[seat]]})"  # partners share a letter


def _draw_seats(
    surface: pygame.Surface, view: TableView, layout: TableLayout, state: State, small: int
) -> None:
    session = view.session
    for seat_layout in layout.seats:
        seat = seat_layout.seat
        turn = seat == state.to_move and not state.round_over
        if turn:
            paint.panel(
                surface,
                seat_layout.area,
                fill=(*theme.HIGHLIGHT, 34),
                border=(*theme.HIGHLIGHT, 190),
            )
        label = session.name(seat) + _partner_note(session, seat)
        labels = [label]
        if seat != view.model.viewer:
            count = len(state.hands[seat])
            # The count where it fits: the fan shows the cards anyway.
            labels.insert(0, label + " · " + tr_plural("{count} card", "{count} cards", count))
        colour = theme.HIGHLIGHT if turn else theme.TEXT
        label = paint.first_fitting(labels, small, seat_layout.label.width)
        paint.text(surface, seat_layout.label, label, small, colour, align="center")
        pile = state.captured[seat]
        if pile:
            paint.card_shadow(surface, seat_layout.pile)
            surface.blit(view.images.back(seat_layout.pile.size), seat_layout.pile)
        elif seat == view.model.viewer:
            # Where captures go, shown before the first: with ``pluck`` a card is
            # dragged there, and an empty pile drawn as nothing could not be found.
            radius = round(seat_layout.pile.width * theme.CARD_CORNER)
            pygame.draw.rect(surface, theme.PILE_EMPTY, seat_layout.pile, 2, border_radius=radius)
        spades = sum(1 for card in pile if card.suit == "s")
        words = tr("{cards} · {spades}♠", cards=_cards(len(pile)), spades=spades)
        sweeps = state.sweeps[seat]
        if sweeps:
            sweep_words = tr_plural("{count} sweep", "{count} sweeps", sweeps)
            words = tr("{first} · {second}", first=words, second=sweep_words)
        paint.text_lines(
            surface, seat_layout.pile_label, words, small, theme.TEXT_DIM, separator=" · "
        )


def _cards(count: int) -> str:
    return tr_plural("{count} card", "{count} cards", count)


def _draw_stock(
    surface: pygame.Surface, view: TableView, layout: TableLayout, state: State, small: int
) -> None:
    if view.scripted and not state.stock:
        return  # a lesson's table has no stock: "Last deal" would only puzzle
    if state.stock:
        paint.card_shadow(surface, layout.stock)
        surface.blit(view.images.back(layout.stock.size), layout.stock)
        words = tr("{count} left", count=len(state.stock))
    else:
        radius = round(layout.stock.width * theme.CARD_CORNER)
        pygame.draw.rect(surface, theme.PILE_EMPTY, layout.stock, 2, border_radius=radius)
        words = tr("Last deal") if not state.round_over else tr("Round over")
    colour = theme.HIGHLIGHT if not state.stock else theme.TEXT_DIM
    paint.text(surface, layout.stock_label, words, small, colour, align="center")


def _draw_tags(
    surface: pygame.Surface, view: TableView, layout: TableLayout, state: State, small: int
) -> None:
    for index, item in enumerate(view.shown):
        if index >= len(layout.item_tags) or not isinstance(item, Build):
            continue
        owner = view.session.name(item.owner)
        template = N_("{value}s · {name}") if item.multiple else N_("{value} · {name}")
        words = tr(template, value=item.value, name=owner)
        paint.text(surface, layout.item_tags[index], words, small, theme.HIGHLIGHT, align="center")


def _draw_highlights(
    surface: pygame.Surface, view: TableView, layout: TableLayout, state: State
) -> None:
    model = view.model
    for index, item in enumerate(view.shown):
        if index >= len(layout.items):
            continue
        rect = layout.items[index]
        # Told by shape as well as colour: chosen is a solid ring with a tick, what
        # could be taken a dashed one.
        if item in model.selected_items:
            paint.outline(surface, rect, theme.DROP_OK, width=4)
            paint.tick_badge(surface, rect, theme.DROP_OK)
        elif item in model.highlighted:
            paint.dashed_outline(surface, rect, theme.HIGHLIGHT, width=2)
        if index == model.focus_item:
            radius = round(rect.width * theme.CARD_CORNER) + 6
            pygame.draw.rect(surface, theme.TEXT, rect.inflate(14, 14), 1, border_radius=radius)
    drag = model.drag
    if drag is not None and drag.moved and drag.from_table:
        paint.outline(surface, layout.seats[model.viewer].pile, theme.DROP_OK, width=3)


def _draw_target_over_held(surface: pygame.Surface, view: TableView, layout: TableLayout) -> None:
    """The item a held card would be dropped on comes up over the held card, outlined,
    so the card in hand never hides what it is aimed at."""
    aimed = aimed_target(view, layout)
    if aimed is None:
        return
    cards = set(item_cards(view.shown[aimed]))
    over = sorted((s for s in view.sprites if s.card in cards), key=lambda s: (s.x, s.y))
    for sprite in over:
        sprite.draw(surface, view.images, layout.table_card_size)
    paint.outline(surface, layout.items[aimed], theme.TEXT, width=3)


def aimed_target(view: TableView, layout: TableLayout) -> int | None:
    """The table item the held card would be dropped on, if the pointer is on one."""
    drag = view.model.drag
    if drag is None or not drag.moved or drag.from_table:
        return None
    held = next((s for s in view.sprites if s.card == drag.card), None)
    aimed = aimed_item(layout, drag_pointer(held.rect, drag.offset)) if held else None
    return aimed if aimed is not None and aimed < len(layout.items) else None


def _draw_banner(surface: pygame.Surface, view: TableView, layout: TableLayout) -> None:
    banner = layout.banner
    words, colour = status(view)
    paint.panel(surface, banner, radius=banner.height // 2)
    buttons = view.buttons
    text_rect = buttons.banner_text if buttons is not None else banner
    if view.banner_text is not None:
        text_rect = view.banner_text
    if buttons is not None and buttons.play is not None and buttons.cancel is not None:
        small = theme.font_size(view.size, TextRole.SMALL)
        radius = buttons.play.height // 2
        ok = (*theme.DROP_OK, 90)
        paint.panel(surface, buttons.play, fill=ok, border=(*theme.DROP_OK, 230), radius=radius)
        paint.text(surface, buttons.play, tr("Play"), small, align="center")
        paint.panel(surface, buttons.cancel, fill=(0, 0, 0, 60), radius=radius)
        paint.text(surface, buttons.cancel, tr("Cancel"), small, theme.TEXT_DIM, align="center")
    size = theme.font_size(view.size, TextRole.BANNER)
    # A long hint or instruction wraps onto a second line rather than shrinking away.
    paint.text_lines(surface, text_rect.inflate(0, 2 * BANNER_BLEED), words, size, colour)


def _draw_score(
    surface: pygame.Surface, view: TableView, layout: TableLayout, state: State
) -> None:
    session, size = view.session, view.size
    rules = session.rules
    body = theme.font_size(size, TextRole.BODY)
    small = theme.font_size(size, TextRole.SMALL)
    line = theme.line_height(size, TextRole.BODY)
    panel = layout.score_panel
    paint.panel(surface, panel)
    inner = panel.inflate(-line, -line // 2)
    goal = (
        tr("each deals twice")
        if rules.match == "two_deals_each"
        else tr("to {target}", target=rules.target)
    )
    buttons = view.buttons
    header = pygame.Rect(inner.left, inner.top, inner.width, line)
    if buttons is not None and buttons.menu.colliderect(panel):
        header.width = buttons.menu.left - header.left - line // 4
    # The goal goes first when the whole heading does not fit: the round stays.
    headings = [
        tr("Score · {goal} · round {round}", goal=goal, round=state.round_number),
        tr("Score · round {round}", round=state.round_number),
    ]
    heading = paint.first_fitting(headings, body, header.width, shrink=False)
    paint.text(surface, header, heading, body, theme.HIGHLIGHT, cut=True)
    top = inner.top + line
    for side in range(rules.sides):
        seats = [seat for seat in range(rules.players) if rules.side_of[seat] == side]
        # The side's letter as on the table's seats ("Ana (A)"), so partners are found.
        names = " & ".join(session.name(seat) for seat in seats) + _partner_note(session, seats[0])
        score = str(state.scores[seats[0]])
        row = pygame.Rect(inner.left, top, inner.width, line)
        if row.bottom > panel.bottom:
            break
        score_width = paint.text_image(score, body, theme.TEXT).get_width()
        names_rect = row.copy()
        names_rect.width = max(0, row.width - score_width - line // 2)
        paint.text(surface, names_rect, names, body, cut=True)
        paint.text(surface, row, score, body, align="right")
        top += line
    if buttons is None:
        return
    for name, rect in buttons.helpers.items():
        paint.panel(surface, rect, fill=(255, 255, 255, 26), radius=rect.height // 2)
        label = tr(HELPER_LABELS[name])
        # "Deshacer (U)" where it fits, else "Deshacer": the key is a shortcut, not the name.
        label = paint.first_fitting([label, label.split(" (")[0]], small, rect.width - 6)
        paint.text(surface, rect, label, small, theme.TEXT, align="center")


def _draw_menu_button(surface: pygame.Surface, view: TableView, menu: pygame.Rect) -> None:
    small = theme.font_size(view.size, TextRole.SMALL)
    paint.panel(surface, menu, fill=(255, 255, 255, 26), radius=menu.height // 2)
    paint.text(surface, menu, tr("Menu"), small, theme.TEXT, align="center")


def _draw_flourish(surface: pygame.Surface, view: TableView, layout: TableLayout) -> None:
    if view.model.flourish is None:
        return
    words, left = view.model.flourish
    grow = min(1.0, (FLOURISH_TIME - left) / 0.35)
    size = max(8, round(theme.font_size(view.size, TextRole.TITLE) * (0.6 + 0.8 * grow)))
    image = paint.text_image(words, size, theme.HIGHLIGHT).copy()
    image.set_alpha(round(255 * min(1.0, left / 0.5)))
    surface.blit(image, image.get_rect(center=layout.table.center))
