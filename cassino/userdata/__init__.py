"""The player's own files: where they live (``locations``), the one guarded door every
user file goes through (``door``), atomic writes and setting aside (``storage``), the
locks two windows share (``locks``), and each kind of file: preferences, saves, the last
game, statistics, rule sets (``presets``) and the log (``logs``)."""
