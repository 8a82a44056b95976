"""The host's lobby: where friends join, and the seats filling."""
