"""The game window: pygame-ce app loop, scenes, tweening, layout and assets.

Depends on the engine and the computer players; nothing depends on it.
"""
