"""Play over a network (issue 58): for now the protocol's messages (``protocol``); the
host, the guest, the relay and discovery come next. No pygame."""
