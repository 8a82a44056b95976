"""Join a game hosted on another computer: on this network, by address, or by room code."""
