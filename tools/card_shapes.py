"""The shapes of the card faces in unit space: bezier outlines, suits and crowns.

Pure geometry, no drawing: ``make_cards.py`` fills these outlines with pygame-ce. A shape is
a list of polygons; overlapping polygons are filled on top of each other, giving their union.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from functools import cache

Point = tuple[float, float]
Polygon = list[Point]


# --------------------------------------------------------------------------- geometry helpers


def cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 32) -> Polygon:
    """Sample a cubic bezier curve, endpoints included."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        points.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return points


def quadratic(p0: Point, p1: Point, p2: Point, steps: int = 24) -> Polygon:
    """Sample a quadratic bezier curve by raising it to the equivalent cubic."""
    c1 = (p0[0] + 2 / 3 * (p1[0] - p0[0]), p0[1] + 2 / 3 * (p1[1] - p0[1]))
    c2 = (p2[0] + 2 / 3 * (p1[0] - p2[0]), p2[1] + 2 / 3 * (p1[1] - p2[1]))
    return cubic(p0, c1, c2, p2, steps)


def chain(*segments: Polygon) -> Polygon:
    """Join curve segments that share endpoints into one outline."""
    outline = list(segments[0])
    for segment in segments[1:]:
        outline.extend(segment[1:])
    return outline


def mirrored_closed(right_half: Polygon) -> Polygon:
    """Close a right-hand outline (running top to bottom on x >= 0) with its mirror image."""
    left_half = [(-x, y) for x, y in reversed(right_half)]
    return right_half + left_half[1:-1]


def circle(cx: float, cy: float, r: float, steps: int = 72) -> Polygon:
    return [
        (cx + r * math.cos(2 * math.pi * i / steps), cy + r * math.sin(2 * math.pi * i / steps))
        for i in range(steps)
    ]


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> Polygon:
    """A regular star with its first point straight up."""
    vertices = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + math.pi * i / points
        vertices.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return vertices


def normalised(polygons: list[Polygon]) -> list[Polygon]:
    """Scale a shape to height 1 and centre its bounding box on the origin."""
    xs = [x for poly in polygons for x, _ in poly]
    ys = [y for poly in polygons for _, y in poly]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    scale = 1 / (max(ys) - min(ys))
    return [[((x - cx) * scale, (y - cy) * scale) for x, y in poly] for poly in polygons]


# --------------------------------------------------------------------------- suit shapes
# Each suit is a list of polygons in unit space: height 1, centred on the origin, y pointing
# down. Overlapping polygons are simply filled on top of each other, giving their union.


def flared_stem(top_y: float, half_base: float) -> Polygon:
    """The foot shared by spade and club: narrow at the top, flaring to a flat base."""
    right = chain(
        [(0.0, top_y)],
        quadratic((0.035, top_y), (0.05, 0.40), (half_base, 0.5)),
    )
    return mirrored_closed(right)


def heart_shape() -> list[Polygon]:
    right = chain(
        cubic((0.0, -0.28), (0.03, -0.44), (0.16, -0.50), (0.27, -0.50)),
        cubic((0.27, -0.50), (0.42, -0.50), (0.52, -0.38), (0.51, -0.21)),
        cubic((0.51, -0.21), (0.50, 0.02), (0.22, 0.20), (0.0, 0.47)),
    )
    return [mirrored_closed(right)]


def spade_shape() -> list[Polygon]:
    body = chain(
        cubic((0.0, -0.50), (0.12, -0.33), (0.50, -0.17), (0.50, 0.08)),
        cubic((0.50, 0.08), (0.50, 0.25), (0.36, 0.32), (0.24, 0.32)),
        cubic((0.24, 0.32), (0.12, 0.32), (0.04, 0.24), (0.0, 0.17)),
    )
    return [mirrored_closed(body), flared_stem(0.05, 0.20)]


def club_shape() -> list[Polygon]:
    radius = 0.225
    return [
        circle(0.0, -0.275, radius),
        circle(-0.265, 0.085, radius),
        circle(0.265, 0.085, radius),
        circle(0.0, 0.02, 0.13),
        flared_stem(0.02, 0.20),
    ]


def diamond_shape() -> list[Polygon]:
    # Slightly concave sides, as on traditional French-suited cards.
    top, right, bottom, left = (0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)
    return [
        chain(
            quadratic(top, (0.155, -0.21), right),
            quadratic(right, (0.155, 0.21), bottom),
            quadratic(bottom, (-0.155, 0.21), left),
            quadratic(left, (-0.155, -0.21), top),
        )
    ]


@cache
def suit_shape(suit: str) -> list[Polygon]:
    builders: dict[str, Callable[[], list[Polygon]]] = {
        "s": spade_shape,
        "h": heart_shape,
        "d": diamond_shape,
        "c": club_shape,
    }
    return normalised(builders[suit]())


# --------------------------------------------------------------------------- crowns


def king_crown() -> list[Polygon]:
    """Five-pointed crown with pearls on the tips, in unit space (about 1 wide, 0.75 tall)."""
    tips = [(-0.5, -0.34), (-0.25, -0.30), (0.0, -0.48), (0.25, -0.30), (0.5, -0.34)]
    outline: Polygon = [(-0.42, 0.18)]
    for (x0, y0), (x1, y1) in itertools.pairwise(tips):
        outline += [(x0, y0), ((x0 + x1) / 2, -0.04), (x1, y1)]
    outline += [(0.42, 0.18)]
    pearls = [circle(x, y - 0.03, 0.065, 24) for x, y in tips]
    return [outline, *pearls]


def queen_crown() -> list[Polygon]:
    """A diadem: three rounded lobes, the centre one tallest, each crowned with a pearl."""
    outline: Polygon = [(-0.44, 0.18), (-0.5, -0.12)]
    valleys = [(-0.17, -0.02), (0.17, -0.02)]
    left_lobe = cubic((-0.5, -0.12), (-0.48, -0.34), (-0.24, -0.40), (-0.22, -0.10))
    centre_lobe = cubic((-0.17, -0.02), (-0.20, -0.42), (0.20, -0.42), (0.17, -0.02))
    right_lobe = cubic((0.22, -0.10), (0.24, -0.40), (0.48, -0.34), (0.5, -0.12))
    outline += [*left_lobe[1:], valleys[0], *centre_lobe[1:-1], valleys[1], *right_lobe]
    outline += [(0.44, 0.18)]
    pearls = [circle(x, y, r, 24) for x, y, r in ((-0.36, -0.36, 0.06), (0.36, -0.36, 0.06))]
    pearls.append(circle(0.0, -0.42, 0.075, 24))
    spike = [(-0.05, -0.38), (0.0, -0.58), (0.05, -0.38)]
    return [outline, spike, circle(0.0, -0.60, 0.05, 24), *pearls]


def jack_crown() -> list[Polygon]:
    """A low coronet with three blunt fleurons."""
    outline: Polygon = [(-0.44, 0.18), (-0.44, -0.06)]
    for x in (-0.3, 0.0, 0.3):
        outline += [(x - 0.12, -0.06), (x - 0.05, -0.20), (x, -0.34), (x + 0.05, -0.20)]
        outline += [(x + 0.12, -0.06)]
    outline += [(0.44, -0.06), (0.44, 0.18)]
    knobs = [circle(x, -0.36, 0.065, 24) for x in (-0.3, 0.0, 0.3)]
    return [outline, *knobs]
