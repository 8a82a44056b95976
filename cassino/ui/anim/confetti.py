"""Confetti: paper pieces that burst from a point or rain over an area, then flutter down
and fade. A pure model driven by ``update(dt)``; ``cassino.ui.celebration`` draws it.

Every measure is in *units* (a length in pixels the caller chooses, such as the window's
height), so a burst looks the same in any window. Pieces fall under gravity against the
air's drag, sway from side to side, spin and tumble, and fade out over the last moments of
their life; there are never more than ``limit`` of them. Motion is worked out exactly for
any ``dt``, so twenty small frames and one large one leave every piece in the same place.

Each burst or shower draws from its own ``random.Random(seed)``: the same calls give the
same confetti. Time runs at the player's animation speed; when animations are off
(``speed.INSTANT``) a burst or shower adds nothing, and an update ends whatever is flying.

>>> from cassino.ui.anim.speed import set_speed
>>> set_speed(1.0)
>>> confetti = Confetti(unit=600)
>>> confetti.burst((300.0, 400.0), 20, seed=1)
20
>>> confetti.update(0.5)
>>> confetti.alive, len(confetti.particles)
(True, 20)
>>> confetti.update(BURST_LIFE)
>>> confetti.alive
False
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from cassino.ui.anim import speed as animation_speed

ShapeKind = Literal["rect", "circle", "star"]
SHAPES: tuple[ShapeKind, ...] = ("rect", "rect", "rect", "rect", "circle", "star")  # weighted

GRAVITY = 1.5  # units per second², pulling down (+y)
DRAG = (2.6, 4.2)  # per second: how much of its speed a piece loses to the air
SIZES = (0.015, 0.019, 0.024)  # a piece's length, in units: a few sizes, cheap to draw
SWAY = (0.04, 0.13)  # units per second: the side-to-side flutter of a falling piece
SWAY_RATE = (2.5, 5.5)  # radians per second
SPIN = (90.0, 420.0)  # degrees per second, either way
TUMBLE_RATE = (3.0, 9.0)  # radians per second: a piece turning over, edge-on and flat again
FADE = 0.45  # seconds: a piece fades out over the end of its life
BURST_LIFE = 2.2  # seconds: the longest any piece of a burst lives, unless told
LIMIT = 480  # pieces at once


class Particle(Protocol):
    """What a drawing may read of one piece: its centre ``x``, ``y`` and velocity in
    pixels (per second), ``angle`` in degrees and ``spin`` in degrees per second, its
    ``colour`` (an index into the drawing's palette), ``kind`` and ``size`` (its length in
    pixels), ``life`` (seconds left), ``fade`` (1 opaque … 0 gone) and ``squash`` (1 flat
    to the eye … near 0 edge-on, as it tumbles)."""

    @property
    def x(self) -> float: ...
    @property
    def y(self) -> float: ...
    @property
    def vx(self) -> float: ...
    @property
    def vy(self) -> float: ...
    @property
    def angle(self) -> float: ...
    @property
    def spin(self) -> float: ...
    @property
    def colour(self) -> int: ...
    @property
    def kind(self) -> ShapeKind: ...
    @property
    def size(self) -> float: ...
    @property
    def life(self) -> float: ...
    @property
    def fade(self) -> float: ...
    @property
    def squash(self) -> float: ...


@dataclass(slots=True)
class _Piece:
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    colour: int
    kind: ShapeKind
    size: float
    life: float
    drag: float
    fall: float  # the speed it falls at when the air holds it (gravity / drag), px/s
    sway: float  # px/s
    sway_rate: float
    sway_phase: float
    tumble_rate: float
    tumble_phase: float
    wait: float = 0.0  # seconds before it appears
    floor: float = math.inf  # it is gone once below this

    @property
    def fade(self) -> float:
        return max(0.0, min(1.0, self.life / FADE))

    @property
    def squash(self) -> float:
        return 0.15 + 0.85 * abs(math.cos(self.tumble_phase))

    def advance(self, t: float) -> None:
        """Move on by ``t`` seconds of its own time, exactly (no steps)."""
        if self.wait > 0:
            waited = min(self.wait, t)
            self.wait -= waited
            t -= waited
        t = min(t, self.life)
        if t <= 0:
            return
        k = self.drag
        kept = math.exp(-k * t)
        gone = (1 - kept) / k
        self.x += self.vx * gone
        self.vx *= kept
        self.y += self.fall * t + (self.vy - self.fall) * gone
        self.vy = self.fall + (self.vy - self.fall) * kept
        phase = self.sway_phase + self.sway_rate * t
        self.x += self.sway * (math.cos(self.sway_phase) - math.cos(phase)) / self.sway_rate
        self.sway_phase = phase % math.tau
        self.angle = (self.angle + self.spin * t) % 360
        self.tumble_phase = (self.tumble_phase + self.tumble_rate * t) % math.tau
        self.life -= t

    @property
    def gone(self) -> bool:
        return self.life <= 0 or self.y > self.floor


@dataclass(slots=True)
class _Shower:
    """Pieces falling in above ``left``…``left + width`` at ``top``, one every
    ``1 / rate`` seconds for ``pouring`` seconds; all of them gone ``duration`` seconds
    after it starts."""

    rng: random.Random
    left: float
    top: float
    width: float
    floor: float
    rate: float
    pouring: float
    duration: float
    wait: float
    elapsed: float = 0.0
    poured: int = 0

    @property
    def done(self) -> bool:
        return self.poured > self.pouring * self.rate


class Confetti:
    """Every piece in the air. ``unit`` is the length in pixels that the sizes, speeds
    and gravity are measured in; ``colours`` is how many colours the palette has."""

    def __init__(self, unit: float, *, colours: int = 4, limit: int = LIMIT) -> None:
        if not unit > 0:
            raise ValueError(f"confetti needs a unit above 0 pixels, not {unit!r}")
        if colours < 1 or limit < 0:
            raise ValueError(f"confetti needs a colour and room: {colours} colours, {limit}")
        self.unit = float(unit)
        self.colours = colours
        self.limit = limit
        self._pieces: list[_Piece] = []
        self._showers: list[_Shower] = []

    @property
    def alive(self) -> bool:
        """Whether anything is still in the air, waiting to appear or still to pour."""
        return bool(self._pieces or self._showers)

    @property
    def particles(self) -> Sequence[Particle]:
        """The pieces on show now (not those waiting to appear), to read, not to change."""
        return tuple(piece for piece in self._pieces if piece.wait <= 0)

    def burst(
        self,
        centre: tuple[float, float],
        count: int,
        spread: float = math.tau,
        *,
        seed: int,
        direction: float = -math.pi / 2,
        speed: float = 1.6,
        life: float = BURST_LIFE,
        delay: float = 0.0,
    ) -> int:
        """Throw ``count`` pieces from ``centre`` (pixels), within ``spread`` radians
        around ``direction`` (radians, screen axes: ``-pi/2`` is up) at up to ``speed``
        units per second; each lives at most ``life`` seconds after ``delay``. Returns how
        many were added: fewer when the limit is reached, none when animations are off."""
        if count < 0 or spread < 0 or speed < 0 or life <= 0 or delay < 0:
            raise ValueError(
                f"a burst needs count, spread, speed, delay ≥ 0 and life > 0, not "
                f"{count}, {spread}, {speed}, {delay}, {life}"
            )
        if animation_speed.speed() == animation_speed.INSTANT:
            return 0
        rng = random.Random(seed)
        added = 0
        for _ in range(count):
            heading = direction + rng.uniform(-spread / 2, spread / 2)
            pace = speed * self.unit * (1 - rng.random() ** 2 * 0.6)  # most fly fast
            piece = self._piece(rng, centre, pace * math.cos(heading), pace * math.sin(heading))
            piece.life = life * rng.uniform(0.65, 1.0)
            piece.wait = delay
            added += self._add(piece)
        return added

    def rain(
        self,
        area: tuple[float, float, float, float],
        rate: float,
        duration: float,
        *,
        seed: int,
        delay: float = 0.0,
    ) -> None:
        """A shower over ``area`` (left, top, width, height in pixels): ``rate`` pieces a
        second fall in from above it for the first part of ``duration`` seconds, and by
        its end (after ``delay``) the last of them have faded. Nothing when animations
        are off."""
        left, top, width, height = area
        if rate < 0 or duration <= 0 or delay < 0 or width < 0 or height < 0:
            raise ValueError(
                f"a shower needs rate, delay and area ≥ 0 and a duration > 0, not "
                f"{rate}, {delay}, {area}, {duration}"
            )
        if rate == 0 or animation_speed.speed() == animation_speed.INSTANT:
            return
        pouring = duration - min(1.4, duration * 0.4)  # the last pieces have time to fall
        rng = random.Random(seed)
        floor = top + height
        self._showers.append(_Shower(rng, left, top, width, floor, rate, pouring, duration, delay))

    def update(self, dt: float) -> None:
        """Advance everything by ``dt`` real seconds, at the player's animation speed."""
        t = animation_speed.scaled(dt)
        if math.isinf(t):
            self.clear()
            return
        if t <= 0:
            return
        for piece in self._pieces:
            piece.advance(t)
        for shower in self._showers:
            self._pour(shower, t)
        self._pieces = [piece for piece in self._pieces if not piece.gone]
        self._showers = [shower for shower in self._showers if not shower.done]

    def clear(self) -> None:
        """Everything gone at once."""
        self._pieces.clear()
        self._showers.clear()

    def rescale(self, unit: float, across: float = 1.0, down: float = 1.0) -> None:
        """The window changed: pieces take ``unit`` for their sizes and speeds, and every
        position is stretched by ``across`` and ``down``."""
        if not unit > 0:
            raise ValueError(f"confetti needs a unit above 0 pixels, not {unit!r}")
        ratio = unit / self.unit
        self.unit = float(unit)
        for piece in self._pieces:
            piece.x *= across
            piece.y *= down
            piece.floor *= down
            for name in ("vx", "vy", "size", "fall", "sway"):
                setattr(piece, name, getattr(piece, name) * ratio)
        for shower in self._showers:
            shower.left *= across
            shower.width *= across
            shower.top *= down
            shower.floor *= down

    # Inside ------------------------------------------------------------------------------

    def _piece(self, rng: random.Random, at: tuple[float, float], vx: float, vy: float) -> _Piece:
        u = self.unit
        drag = rng.uniform(*DRAG)
        return _Piece(
            x=at[0],
            y=at[1],
            vx=vx,
            vy=vy,
            angle=rng.uniform(0, 360),
            spin=rng.uniform(*SPIN) * rng.choice((-1, 1)),
            colour=rng.randrange(self.colours),
            kind=rng.choice(SHAPES),
            size=rng.choice(SIZES) * u,
            life=BURST_LIFE,
            drag=drag,
            fall=GRAVITY * u / drag,
            sway=rng.uniform(*SWAY) * u,
            sway_rate=rng.uniform(*SWAY_RATE),
            sway_phase=rng.uniform(0, math.tau),
            tumble_rate=rng.uniform(*TUMBLE_RATE),
            tumble_phase=rng.uniform(0, math.tau),
        )

    def _add(self, piece: _Piece) -> int:
        if len(self._pieces) >= self.limit:
            return 0
        self._pieces.append(piece)
        return 1

    def _pour(self, shower: _Shower, t: float) -> None:
        """Run ``shower`` on by ``t`` seconds: each new piece falls in at its own moment
        and moves on from there, so the shower is the same at any frame rate."""
        if shower.wait > 0:
            waited = min(shower.wait, t)
            shower.wait -= waited
            t -= waited
        if t <= 0:
            return
        shower.elapsed += t
        # A hair over, so that frames adding up to a piece's moment in rounded steps
        # still pour it in the frame that reaches its moment.
        due = math.floor(min(shower.elapsed, shower.pouring) * shower.rate + 1e-9) + 1
        rng, u = shower.rng, self.unit
        while shower.poured < due:
            born = shower.poured / shower.rate
            shower.poured += 1
            at = (shower.left + rng.random() * shower.width, shower.top - 0.03 * u)
            piece = self._piece(rng, at, rng.uniform(-0.08, 0.08) * u, 0.0)
            piece.vy = piece.fall * rng.uniform(0.3, 0.8)
            piece.life = shower.duration - born
            piece.floor = shower.floor + piece.size
            piece.advance(shower.elapsed - born)
            if not piece.gone:
                self._add(piece)
