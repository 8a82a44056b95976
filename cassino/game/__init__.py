"""A game in progress, without a window: seats, rounds, undo, the history as engine moves,
the log as data, computer players thinking off the caller's thread, and the events the
screens, the autosave and the statistics listen to. No pygame and no translated text."""
