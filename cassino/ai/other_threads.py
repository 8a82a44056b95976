"""Letting the window's thread run while a computer player thinks in another thread.

CPython passes its interpreter lock to a waiting thread only when the holder runs
interpreted bytecode or blocks in a call that releases the lock. The compiled search does
neither for as long as it searches, so the window's frames stalled behind it (measured at
the table: gaps of 134 ms behind Hard, 357 ms behind Expert, where a frame is 17 ms).
The searches call ``let_other_threads_run`` every few hundred nodes and after each guessed
deal, and the inference after each guess it draws: a zero sleep releases the lock, and
the waiting thread takes it. It never changes what is chosen.

A zero sleep is not free: on Linux it still sleeps the timer's slack (50 µs by default;
80 µs a call measured here), and a decision made thousands of calls, in the Expert's
worker processes too, where no window waits. So it sleeps only when ``PAUSE_EVERY`` has
passed since its last sleep; the other calls cost a clock reading. (``os.sched_yield``,
cheaper still, let the window wait up to half a second: it does not hand the lock over.)
"""

from __future__ import annotations

import time

PAUSE_EVERY = 0.002  # seconds: at most a 4% tax on thinking, and a frame is 17 ms

_last_pause = 0.0


def let_other_threads_run() -> None:
    global _last_pause
    now = time.perf_counter()
    if now - _last_pause >= PAUSE_EVERY:
        _last_pause = now
        time.sleep(0)
