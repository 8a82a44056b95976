"""The player's own files: the one guarded door every user file goes through (``door``)."""
