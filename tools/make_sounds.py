"""Synthesize the Cassino sound effects as 44.1 kHz, 16-bit mono WAV files.

Pure standard library: additive tones, seeded noise and one-pole filters. Every random source
is a random.Random with a fixed seed, so the output is byte-identical on every run.

Usage: python tools/make_sounds.py [--out assets/sounds]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

SAMPLE_RATE = 44100
PEAK_DBFS = -3.0
FADE_IN = 0.002
FADE_OUT = 0.015
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]
Harmonics = Sequence[tuple[float, float]]  # (frequency multiple, relative amplitude)

# Timbres: a soft bell for chimes, a brassy stack for the fanfare, a mellow triangle-ish blip.
BELL: Harmonics = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.06))
BRASS: Harmonics = tuple((n, 1.0 / n) for n in range(1, 7))
MELLOW: Harmonics = ((1.0, 1.0), (3.0, 1 / 9), (5.0, 1 / 25))
PURE: Harmonics = ((1.0, 1.0),)


def note(name: str) -> float:
    """Equal-tempered frequency of a note name such as 'C5' or 'F#4' (A4 = 440 Hz)."""
    semitones = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    letter, rest = name[0], name[1:]
    offset = semitones[letter]
    if rest.startswith("#"):
        offset, rest = offset + 1, rest[1:]
    elif rest.startswith("b"):
        offset, rest = offset - 1, rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((offset + 12 * (octave - 4)) / 12)


# --------------------------------------------------------------------------- building blocks


def samples_for(seconds: float) -> int:
    return round(seconds * SAMPLE_RATE)


def silence(seconds: float) -> Signal:
    return [0.0] * samples_for(seconds)


def envelope(length: int, attack: float, decay: float, release: float = 0.01) -> Signal:
    """Linear attack, exponential decay (time constant `decay`) and a short linear release."""
    attack_n = max(1, samples_for(attack))
    release_n = max(1, samples_for(release))
    values = []
    for i in range(length):
        t = i / SAMPLE_RATE
        level = min(1.0, i / attack_n) * math.exp(-max(0.0, t - attack) / decay)
        level *= min(1.0, (length - i) / release_n)
        values.append(level)
    return values


def tone(
    freq: float,
    seconds: float,
    harmonics: Harmonics = PURE,
    attack: float = 0.005,
    decay: float = 0.2,
    glide_to: float | None = None,
    vibrato: float = 0.0,
) -> Signal:
    """An additive tone; `glide_to` sweeps the pitch exponentially, `vibrato` is in semitones."""
    length = samples_for(seconds)
    env = envelope(length, attack, decay)
    end_freq = glide_to or freq
    phase = 0.0
    out = []
    for i in range(length):
        progress = i / length
        f = freq * (end_freq / freq) ** progress
        if vibrato:
            f *= 2 ** (vibrato * math.sin(2 * math.pi * 5.5 * i / SAMPLE_RATE) / 12)
        phase += 2 * math.pi * f / SAMPLE_RATE
        value = sum(amp * math.sin(mult * phase) for mult, amp in harmonics)
        out.append(value * env[i])
    return out


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(samples_for(seconds))]


def lowpass(signal: Signal, cutoff: float | Callable[[float], float]) -> Signal:
    """One-pole low-pass; `cutoff` may be a function of progress 0..1 for sweeps."""
    out = []
    state = 0.0
    for i, x in enumerate(signal):
        fc = cutoff(i / len(signal)) if callable(cutoff) else cutoff
        alpha = 1 - math.exp(-2 * math.pi * fc / SAMPLE_RATE)
        state += alpha * (x - state)
        out.append(state)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    smoothed = lowpass(signal, cutoff)
    return [x - s for x, s in zip(signal, smoothed, strict=True)]


def shaped(signal: Signal, attack: float, decay: float) -> Signal:
    env = envelope(len(signal), attack, decay)
    return [x * e for x, e in zip(signal, env, strict=True)]


def mix(length_seconds: float, *parts: tuple[float, float, Signal]) -> Signal:
    """Sum (start time, gain, signal) parts into one buffer of the given length."""
    out = silence(length_seconds)
    for start, gain, signal in parts:
        offset = samples_for(start)
        for i, x in enumerate(signal[: len(out) - offset]):
            out[offset + i] += gain * x
    return out


def finished(signal: Signal) -> Signal:
    """Normalise the peak to PEAK_DBFS and fade the ends so playback never clicks."""
    peak = max(abs(x) for x in signal)
    gain = 10 ** (PEAK_DBFS / 20) / peak
    fade_in, fade_out = samples_for(FADE_IN), samples_for(FADE_OUT)
    out = []
    for i, x in enumerate(signal):
        ramp = min(1.0, i / fade_in, (len(signal) - 1 - i) / fade_out)
        out.append(x * gain * ramp)
    return out


def write_wav(path: Path, signal: Signal) -> None:
    pcm = array("h", (max(-32767, min(32767, round(x * 32767))) for x in signal))
    if sys.byteorder == "big":  # WAV data is little-endian
        pcm.byteswap()
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(pcm.tobytes())


# --------------------------------------------------------------------------- the sounds


def card_swish(rng: random.Random, seconds: float, low: float, high: float) -> Signal:
    """Paper sliding over paper: band-limited noise whose brightness rises then falls."""
    raw = noise(rng, seconds)
    brightness = lowpass(raw, lambda p: low + (high - low) * math.sin(math.pi * p))
    return highpass(brightness, low / 2)


def click(rng: random.Random, brightness: float = 5000.0) -> Signal:
    return shaped(lowpass(noise(rng, 0.012), brightness), 0.0005, 0.0025)


def deal() -> Signal:
    rng = random.Random(1101)
    swish = shaped(card_swish(rng, 0.07, 2500, 9000), 0.012, 0.02)
    return mix(0.14, (0.0, 0.8, swish), (0.055, 1.0, click(rng, 7000)))


def place() -> Signal:
    rng = random.Random(2202)
    thump = tone(150, 0.22, MELLOW, attack=0.002, decay=0.045, glide_to=70)
    felt = shaped(lowpass(noise(rng, 0.08), 900), 0.001, 0.018)
    return mix(0.24, (0.003, 1.0, thump), (0.003, 0.9, felt), (0.003, 0.25, click(rng, 2500)))


def capture() -> Signal:
    rng = random.Random(3303)
    swish = shaped(card_swish(rng, 0.2, 1500, 7000), 0.06, 0.07)
    first = tone(note("E5"), 0.3, BELL, decay=0.12)
    second = tone(note("A5"), 0.4, BELL, decay=0.16)
    return mix(0.55, (0.0, 0.5, swish), (0.07, 0.55, first), (0.17, 0.6, second))


def build() -> Signal:
    rng = random.Random(4404)
    knock = tone(420, 0.05, MELLOW, attack=0.001, decay=0.012, glide_to=300)
    chime = tone(note("C6"), 0.2, BELL, decay=0.06)
    return mix(0.26, (0.004, 0.9, click(rng, 6000)), (0.004, 0.6, knock), (0.03, 0.45, chime))


def sweep() -> Signal:
    rng = random.Random(5505)
    arpeggio = ["C6", "E6", "G6", "C7", "E7"]
    parts = [
        (0.05 * i, 0.4, tone(note(name), 0.45, BELL, attack=0.003, decay=0.14))
        for i, name in enumerate(arpeggio)
    ]
    shimmer = shaped(card_swish(rng, 0.3, 4000, 12000), 0.05, 0.09)
    return mix(0.75, (0.0, 0.35, shimmer), *parts)


def win() -> Signal:
    # A rising call G4-C5-E5-G5, then a held C major chord with a touch of vibrato.
    call = [("G4", 0.0), ("C5", 0.13), ("E5", 0.26), ("G5", 0.39)]
    parts = [
        (start, 0.45, tone(note(name), 0.16, BRASS, attack=0.012, decay=0.25))
        for name, start in call
    ]
    for name, gain in (("C5", 0.32), ("E5", 0.26), ("G5", 0.26), ("C6", 0.36)):
        held = tone(note(name), 0.72, BRASS, attack=0.02, decay=0.45, vibrato=0.08)
        parts.append((0.52, gain, held))
    return mix(1.24, *parts)


def error() -> Signal:
    # Two soft falling notes: the musical "uh-oh", kept low and muted so it never nags.
    first = tone(note("A3"), 0.12, MELLOW, attack=0.008, decay=0.12)
    second = tone(note("E3"), 0.2, MELLOW, attack=0.008, decay=0.12, glide_to=note("D3"))
    return lowpass(mix(0.34, (0.0, 0.8, first), (0.12, 0.9, second)), 1800)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": deal,
    "place": place,
    "capture": capture,
    "build": build,
    "sweep": sweep,
    "win": win,
    "error": error,
}


def main(out_dir: Path | str = DEFAULT_OUT) -> None:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for name, synthesize in SOUNDS.items():
        write_wav(out / f"{name}.wav", finished(synthesize()))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    return parser.parse_args()


if __name__ == "__main__":
    main(parse_args().out)
