"""Tweens, sequences and groups, driven by update(dt) with no display."""

from __future__ import annotations

import math

import pytest

from cassino.ui.anim import tween
from cassino.ui.anim.tween import (
    EASINGS,
    INSTANT,
    Call,
    Parallel,
    Sequence,
    Tween,
    TweenGroup,
    Wait,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_quad,
    linear,
)


class Sprite:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 0.0
        self.pos: tuple[float, float] = (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_zero_and_ends_at_one(name: str) -> None:
    easing = EASINGS[name]
    assert easing(0.0) == pytest.approx(0.0, abs=1e-12)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-12)


def test_easings_have_their_shapes() -> None:
    assert ease_in_out_cubic(0.5) == pytest.approx(0.5)
    assert ease_in_out_cubic(0.25) < 0.25 and ease_in_out_cubic(0.75) > 0.75
    assert ease_out_quad(0.5) == pytest.approx(0.75)
    samples = [i / 100 for i in range(101)]
    assert max(ease_out_back(t) for t in samples) > 1.05  # overshoots, then settles
    cubic = [ease_in_out_cubic(t) for t in samples]
    assert cubic == sorted(cubic)


def test_attribute_tween_moves_linearly_and_reports_leftover_time() -> None:
    card = Sprite()
    move = Tween.attrs(card, 0.5, x=100.0, y=-50.0)
    assert move.update(0.125) == 0.0
    assert card.x == pytest.approx(25.0) and card.y == pytest.approx(-12.5)
    assert not move.done
    assert move.update(0.5) == pytest.approx(0.125)
    assert (card.x, card.y) == (100.0, -50.0)
    assert move.done and move.progress == 1.0


def test_easing_shapes_the_path_but_the_end_is_exact() -> None:
    card = Sprite()
    move = Tween.attrs(card, 1.0, x=10.0, easing=ease_out_back)
    move.update(0.8)
    assert card.x > 10.0  # overshoot on the way
    move.update(0.3)
    assert card.x == 10.0


def test_tuple_values_tween_component_wise() -> None:
    card = Sprite()
    card.pos = (10.0, 20.0)
    move = Tween.attrs(card, 1.0, pos=(30.0, 0.0))
    move.update(0.5)
    assert card.pos == pytest.approx((20.0, 10.0))


def test_delay_waits_and_reads_the_start_when_it_begins() -> None:
    card = Sprite()
    move = Tween.attrs(card, 1.0, delay=0.5, x=100.0)
    move.update(0.4)
    assert card.x == 0.0 and move.progress == 0.0
    card.x = 50.0  # moved by someone else while this one waited
    move.update(0.6)  # 0.5 of delay done, 0.5 into the tween
    assert card.x == pytest.approx(75.0)


def test_value_tween_feeds_a_callback() -> None:
    seen: list[object] = []
    fade = Tween.value(255.0, 0.0, 1.0, seen.append)
    fade.update(0.25)
    fade.update(1.0)
    assert seen == [pytest.approx(191.25), 0.0]


def test_on_complete_runs_once() -> None:
    calls: list[str] = []
    move = Tween.attrs(Sprite(), 0.2, x=1.0, on_complete=lambda: calls.append("done"))
    move.update(0.5)
    move.update(0.5)
    move.finish()
    assert calls == ["done"]


def test_zero_duration_completes_on_the_next_update() -> None:
    card = Sprite()
    calls: list[str] = []
    jump = Tween.attrs(card, 0.0, x=7.0, on_complete=lambda: calls.append("done"))
    assert not jump.done
    assert jump.update(0.0) == 0.0
    assert jump.done and card.x == 7.0 and calls == ["done"]


def test_finish_jumps_to_the_end_and_cancel_stops_silently() -> None:
    card, other = Sprite(), Sprite()
    calls: list[str] = []
    finished = Tween.attrs(card, 1.0, x=9.0, on_complete=lambda: calls.append("finish"))
    cancelled = Tween.attrs(other, 1.0, x=9.0, on_complete=lambda: calls.append("cancel"))
    finished.update(0.1)
    cancelled.update(0.1)
    finished.finish()
    cancelled.cancel()
    cancelled.update(5.0)
    assert card.x == 9.0 and other.x == pytest.approx(0.9)
    assert calls == ["finish"] and cancelled.done


def test_bad_tweens_are_refused_with_their_names() -> None:
    with pytest.raises(AttributeError, match="alpha"):
        Tween.attrs(Sprite(), 1.0, alpha=3.0)
    with pytest.raises(ValueError, match="at least one"):
        Tween.attrs(Sprite(), 1.0)
    with pytest.raises(ValueError, match="≥ 0"):
        Tween.attrs(Sprite(), -1.0, x=1.0)
    with pytest.raises(ValueError, match="differ in length"):
        Tween.value((0.0, 0.0), (1.0,), 1.0, print)
    mismatched = Tween.attrs(Sprite(), 1.0, x=(1.0, 2.0))
    with pytest.raises(ValueError, match=r"^x: "):
        mismatched.update(0.1)


def test_speed_factor_scales_time_and_leftover() -> None:
    card = Sprite()
    tween.set_speed(2.0)
    move = Tween.attrs(card, 1.0, x=100.0)
    move.update(0.25)
    assert card.x == pytest.approx(50.0)
    assert move.update(0.5) == pytest.approx(0.25)  # needed 0.25 s of the 0.5 s frame


def test_instant_speed_finishes_everything_on_the_next_update() -> None:
    card = Sprite()
    calls: list[str] = []
    tween.set_speed_setting("instant")
    assert tween.speed() == INSTANT
    deal = Sequence(
        Tween.attrs(card, 2.0, delay=1.0, x=10.0),
        Wait(3.0),
        Call(lambda: calls.append("sound")),
        Tween.attrs(card, 2.0, y=5.0, easing=ease_out_back),
    )
    assert deal.update(0.0) == 0.0
    assert deal.done and (card.x, card.y) == (10.0, 5.0) and calls == ["sound"]


def test_speed_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="above 0"):
        tween.set_speed(0)
    with pytest.raises(ValueError, match="ludicrous"):
        tween.set_speed_setting("ludicrous")
    tween.set_speed_setting("slow")
    assert tween.speed() == 0.5


def test_sequence_hands_leftover_time_to_the_next_step() -> None:
    card = Sprite()
    calls: list[float] = []
    timeline = Sequence(
        Tween.attrs(card, 0.5, x=10.0),
        Call(lambda: calls.append(card.x)),
        Tween.attrs(card, 0.5, x=20.0),
        on_complete=lambda: calls.append(-1.0),
    )
    timeline.update(0.75)
    assert calls == [10.0]
    assert card.x == pytest.approx(15.0)
    assert timeline.update(0.5) == pytest.approx(0.25)
    assert card.x == 20.0 and calls == [10.0, -1.0] and timeline.done


def test_parallel_is_done_when_its_slowest_step_is() -> None:
    a, b = Sprite(), Sprite()
    both = Parallel(Tween.attrs(a, 0.2, x=1.0), Tween.attrs(b, 0.6, x=1.0))
    both.update(0.3)
    assert a.x == 1.0 and not both.done
    assert both.update(0.4) == pytest.approx(0.1)
    assert b.x == 1.0 and both.done


def test_staggered_deal_with_delays() -> None:
    cards = [Sprite() for _ in range(4)]
    deal = Parallel(*(Tween.attrs(c, 0.2, delay=0.1 * i, x=1.0) for i, c in enumerate(cards)))
    deal.update(0.25)
    assert [c.x for c in cards] == [1.0, pytest.approx(0.75), pytest.approx(0.25), 0.0]


def test_group_reports_once_when_all_are_done() -> None:
    idle: list[int] = []
    group = TweenGroup(on_all_done=lambda: idle.append(len(group)))
    group.add(Tween.attrs(Sprite(), 0.1, x=1.0), Tween.attrs(Sprite(), 0.3, x=1.0))
    group.update(0.2)
    assert idle == [] and len(group) == 1
    group.update(0.2)
    group.update(0.2)
    assert idle == [0] and group.done


def test_group_finish_all_and_cancel_for_a_target() -> None:
    a, b = Sprite(), Sprite()
    group = TweenGroup()
    group.add(Tween.attrs(a, 1.0, x=10.0), Sequence(Wait(0.5), Tween.attrs(b, 1.0, x=10.0)))
    group.update(0.1)
    group.cancel_for(a)
    assert len(group) == 1
    group.update(0.5)
    assert a.x == pytest.approx(1.0)  # stopped where it was
    group.finish_all()
    assert b.x == 10.0 and group.done


def test_steps_added_by_callbacks_start_on_the_next_update() -> None:
    card = Sprite()
    group = TweenGroup()
    follow_up = Tween.attrs(card, 1.0, y=10.0)
    group.add(Tween.attrs(card, 0.1, x=1.0, on_complete=lambda: group.add(follow_up)))
    group.update(0.5)
    assert card.x == 1.0 and card.y == 0.0 and len(group) == 1
    group.update(0.5)
    assert card.y == pytest.approx(5.0)


def test_linear_is_the_default_and_lerp_rejects_mixed_shapes() -> None:
    assert Tween.attrs(Sprite(), 1.0, x=1.0).easing is linear
    with pytest.raises(ValueError, match="one is a tuple"):
        tween.lerp(1.0, (1.0, 2.0), 0.5)
    assert tween.lerp((0.0, 10.0), (10.0, 0.0), 0.3) == pytest.approx((3.0, 7.0))
    assert math.isinf(tween.SPEEDS["instant"])
