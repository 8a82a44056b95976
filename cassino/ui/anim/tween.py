"""Tweens: numbers that move from a start to an end over time, with easing.

Everything here is pure Python driven by ``update(dt)`` with ``dt`` in seconds, so tests
run with no display. Three kinds of step share one small protocol (``update`` returns the
time it did not use, ``done``, ``finish``, ``cancel``) and nest freely:

- ``Tween`` moves attributes of an object (``Tween.attrs``) or feeds a callback
  (``Tween.value``), after an optional delay, then calls ``on_complete``;
- ``Sequence`` runs steps one after another, handing leftover time to the next step so
  that a timeline stays exact whatever the frame rate; ``Parallel`` runs them together;
- ``TweenGroup`` is what a scene owns: it runs everything added to it and reports, once,
  when all is done.

One global speed factor (the player's animation-speed setting) scales time for every
step; ``INSTANT`` makes every step complete on its next update.

This module is where callers import all of it from; the parts live in ``easing`` (the
easing functions), ``tweens`` (``Tween`` and ``lerp``), ``steps`` (the steps that run
tweens in time) and ``animation_speed`` (the speed setting).
"""

from __future__ import annotations

from cassino.ui.anim.easing import (
    EASINGS,
    Easing,
    ease_in_back,
    ease_in_cubic,
    ease_in_out_cubic,
    ease_in_out_quad,
    ease_in_out_sine,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    ease_out_quad,
    linear,
)
from cassino.ui.anim.speed import INSTANT, SPEEDS, set_speed, set_speed_setting, speed
from cassino.ui.anim.steps import Call, Parallel, Sequence, Step, TweenGroup, Wait
from cassino.ui.anim.tweens import Channel, Tween, Value, lerp

__all__ = [
    "EASINGS",
    "INSTANT",
    "SPEEDS",
    "Call",
    "Channel",
    "Easing",
    "Parallel",
    "Sequence",
    "Step",
    "Tween",
    "TweenGroup",
    "Value",
    "Wait",
    "ease_in_back",
    "ease_in_cubic",
    "ease_in_out_cubic",
    "ease_in_out_quad",
    "ease_in_out_sine",
    "ease_in_quad",
    "ease_out_back",
    "ease_out_cubic",
    "ease_out_quad",
    "lerp",
    "linear",
    "set_speed",
    "set_speed_setting",
    "speed",
]
