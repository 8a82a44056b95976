"""Preferences: the players, cards and sound, language and window, help at the table."""
