"""Make the "drawn" card faces (real court figures) and two backs from @letele/playing-cards.

The npm package @letele/playing-cards 0.1.0 (CC0-1.0, by Letele Motebang, after Adrian
Kennard's SVG cards) holds a whole deck as React SVG components. tools/render_letele.mjs
renders each one to plain SVG; this script edits the SVG text, rasterises it with
rsvg-convert and saves the PNGs with pygame-ce:

- the card outline gets this project's face colour, grey edge and 15 px corner radius
  (the letele cards are 240 x 336, the same 5:7 as ours, so they scale without distortion);
- the ace of spades loses its maker's web address and QR code (no words on the cards);
- in the four-colour deck, diamonds are blue and clubs green: only the suit and index
  symbols (the <symbol>s with the pip and index view boxes) are repainted, never the
  figures, so the court costumes keep their colours while their suit marks change;
- Big Cassino (10 of diamonds) and Little Cassino (2 of spades) get a gold badge with two
  stars or one in the top-right and bottom-left corners, the same badge as the large deck.

Prerequisites (this script installs nothing):
  apt-get install -y librsvg2-bin          # rsvg-convert
  mkdir -p /tmp/letele && cd /tmp/letele && npm init -y \\
    && npm install @letele/playing-cards@0.1.0 react react-dom     # never in this repo
Then, from the repository root:
  .venv/bin/python tools/make_drawn_cards.py --letele /tmp/letele
It writes assets/cards/drawn/, assets/cards/drawn_four_colour/ (52 faces each, 2s.png,
Td.png, Kh.png...) and assets/cards/back_letele_black.png, back_letele_red.png. Running it
twice gives identical files.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The video driver must be chosen before pygame is imported.
import pygame
from make_cards import (
    BADGE_FILL,
    BADGE_LINE,
    BADGE_OUTLINE,
    BADGE_RING,
    BLUE,
    CARD_H,
    CARD_W,
    CORNER_RADIUS,
    EDGE_GREY,
    FACE,
    GREEN,
    Colour,
    badge_star_polygons,
    card_codes,
)

TOOLS = Path(__file__).resolve().parent
DEFAULT_OUT = TOOLS.parent / "assets" / "cards"
RENDERER = TOOLS / "render_letele.mjs"

# Suit and index colours per deck; None keeps letele's own (red #f00, black).
DECKS: dict[str, dict[str, Colour | None]] = {
    "drawn": {"s": None, "h": None, "d": None, "c": None},
    "drawn_four_colour": {"s": None, "h": None, "d": BLUE, "c": GREEN},
}
BACKS = {"B1": "back_letele_black", "B2": "back_letele_red"}

SVG_W, SVG_H = 240, 336  # letele's card size, in its user units
UNIT = SVG_W / CARD_W  # user units per output pixel
LETELE_OUTLINE = (
    '<rect width="239" height="335" x="-119.5" y="-167.5" rx="12" ry="12" '
    'fill="#fff" stroke="#000"></rect>'
)
# Suit pips use this view box, the rank indices the second; figures use "0 0 1300 2000".
SUIT_AND_INDEX = re.compile(
    r'<symbol\b[^>]*viewBox="(?:-600 -600 1200 1200|-500 -500 1000 1000)"[^>]*>.*?</symbol>',
    re.DOTALL,
)
PATH_TAG = re.compile(r"<path\b[^>]*>")
MAKERS_MARK = re.compile(r'<text\b.*?</text>|<path fill="#fff"[^>]*></path>', re.DOTALL)

# The badge sits opposite the indices, clear of the pips of the 10 (centre and radius in
# letele units; the card's centre is the origin). It is drawn again turned half round.
BADGE_CENTRE = (91.0, -139.0)
BADGE_RADIUS = 23.0


def hex_colour(colour: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def letele_name(code: str) -> str:
    """Our "Td" is letele's "D10", "As" is "Sa", "Kh" is "Hk"."""
    rank, suit = code[0], code[1]
    return suit.upper() + {"T": "10"}.get(rank, rank.lower())


def card_outline() -> str:
    """Our face colour, grey rim and corner radius on the whole 240 x 336 card."""
    stroke = 1.1 * UNIT
    return (
        f'<rect width="{SVG_W - stroke:.3f}" height="{SVG_H - stroke:.3f}" '
        f'x="{-SVG_W / 2 + stroke / 2:.3f}" y="{-SVG_H / 2 + stroke / 2:.3f}" '
        f'rx="{CORNER_RADIUS * UNIT - stroke / 2:.3f}" fill="{hex_colour(FACE)}" '
        f'stroke="{hex_colour(EDGE_GREY)}" stroke-width="{stroke:.3f}"/>'
    )


def repaint_path(tag: str, colour: str) -> str:
    """Give one <path> tag the colour as fill (unless unfilled) and as stroke (if stroked)."""
    if 'fill="none"' not in tag:
        if re.search(r'\sfill="', tag):
            tag = re.sub(r'(\s)fill="[^"]*"', rf'\1fill="{colour}"', tag)
        else:
            tag = tag.replace("<path ", f'<path fill="{colour}" ', 1)
    return re.sub(r'(\s)stroke="(?!none)[^"]*"', rf'\1stroke="{colour}"', tag)


def recolour_suit(svg: str, colour: Colour) -> str:
    """Repaint the suit pips and rank indices only; the court figures keep their colours."""
    paint = hex_colour(colour)

    def repaint(symbol: re.Match[str]) -> str:
        return PATH_TAG.sub(lambda tag: repaint_path(tag.group(0), paint), symbol.group(0))

    recoloured, count = SUIT_AND_INDEX.subn(repaint, svg)
    if count < 2:
        raise ValueError("expected a suit symbol and an index symbol to recolour")
    return recoloured


def points_attr(polygon: list[tuple[float, float]], cx: float, cy: float, r: float) -> str:
    return " ".join(f"{cx + x * r:.2f},{cy + y * r:.2f}" for x, y in polygon)


def badge_svg(code: str) -> str:
    """The Cassino badge in the top-right corner and, turned, in the bottom-left."""
    cx, cy = BADGE_CENTRE
    r = BADGE_RADIUS
    line, fill = hex_colour(BADGE_LINE), hex_colour(BADGE_FILL)
    rim = BADGE_OUTLINE * r
    stars = "".join(
        f'<polygon points="{points_attr(poly, cx, cy, r)}" fill="{line}"/>'
        for poly in badge_star_polygons(code)
    )
    one = (
        f'<circle cx="{cx}" cy="{cy}" r="{r - rim / 2:.2f}" fill="{fill}" stroke="{line}" '
        f'stroke-width="{rim:.2f}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{BADGE_RING * r:.2f}" fill="none" stroke="{line}" '
        f'stroke-width="{0.035 * r:.2f}"/>{stars}'
    )
    return f'<g id="cassino-badge">{one}</g><g transform="rotate(180)">{one}</g>'


def restyle(svg: str) -> str:
    """Our card outline and face colour, and no maker's mark."""
    if svg.count(LETELE_OUTLINE) != 1:
        raise ValueError("the letele card outline was not found once")
    svg = svg.replace(LETELE_OUTLINE, card_outline())
    svg = MAKERS_MARK.sub("", svg)
    # The ace of spades rings its pip with white; make that our face colour.
    svg = svg.replace('stroke="#fff"', f'stroke="{hex_colour(FACE)}"')
    if "<text" in svg or '"#fff"' in svg:
        raise ValueError("text or white left on a card")
    return svg


def face_svg(letele_svg: str, code: str, colour: Colour | None) -> str:
    svg = restyle(letele_svg)
    if colour is not None:
        svg = recolour_suit(svg, colour)
    if code in ("Td", "2s"):
        svg = svg.replace("</svg>", badge_svg(code) + "</svg>")
    return svg


def rasterise(svg: str, work: Path, out_png: Path, rsvg: str) -> None:
    """SVG text to a 250 x 350 PNG via rsvg-convert, saved again by pygame (smaller file)."""
    src, raw = work / "card.svg", work / "card.png"
    src.write_text(svg, encoding="utf-8")
    subprocess.run(
        [rsvg, "--width", str(CARD_W), "--height", str(CARD_H), "-o", str(raw), str(src)],
        check=True,
    )
    image = pygame.image.load(raw)
    if image.get_size() != (CARD_W, CARD_H) or image.get_at((0, 0)).a != 0:
        raise ValueError(f"unexpected raster for {out_png.name}")
    pygame.image.save(image, out_png)


def render_svgs(letele_dir: Path, svg_dir: Path, node: str) -> dict[str, str]:
    subprocess.run([node, str(RENDERER), str(letele_dir), str(svg_dir)], check=True)
    return {path.stem: path.read_text(encoding="utf-8") for path in svg_dir.glob("*.svg")}


def main(letele_dir: Path, out_dir: Path, node: str, rsvg: str) -> None:
    with tempfile.TemporaryDirectory(prefix="drawn-cards-") as tmp:
        work = Path(tmp)
        svgs = render_svgs(letele_dir, work / "svg", node)
        for deck, colours in DECKS.items():
            (out_dir / deck).mkdir(parents=True, exist_ok=True)
            for code in card_codes():
                svg = face_svg(svgs[letele_name(code)], code, colours[code[1]])
                rasterise(svg, work, out_dir / deck / f"{code}.png", rsvg)
        for name, file_stem in BACKS.items():
            rasterise(restyle(svgs[name]), work, out_dir / f"{file_stem}.png", rsvg)
    print(f"make_drawn_cards: {len(DECKS)} decks and {len(BACKS)} backs in {out_dir}")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--letele",
        type=Path,
        default=Path("/tmp/letele"),
        help="folder where @letele/playing-cards, react and react-dom are installed",
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    parser.add_argument("--node", default="node", help="the node executable")
    parser.add_argument("--rsvg", default="rsvg-convert", help="the rsvg-convert executable")
    return parser.parse_args()


if __name__ == "__main__":
    args = parse_args()
    for tool in (args.node, args.rsvg):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} not found: see the prerequisites in --help")
    main(args.letele, args.out, args.node, args.rsvg)
