"""Letting the window's thread run while a computer player thinks in another thread.

CPython passes its interpreter lock to a waiting thread only when the holder runs
interpreted bytecode or blocks in a call that releases the lock. The compiled search does
neither for as long as it searches, so the window's frames stalled behind it (measured at
the table: gaps of 134 ms behind Hard, 357 ms behind Expert, where a frame is 17 ms).
The searches call ``let_other_threads_run`` every few hundred nodes and after each guessed
deal, and the inference after each guess it draws: a zero sleep releases the lock, and
the waiting thread takes it. With no thread waiting it costs about a
microsecond, and it never changes what is chosen.
"""

from __future__ import annotations

import time


def let_other_threads_run() -> None:
    time.sleep(0)
