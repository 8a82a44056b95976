"""Play over a network (issue 58): for now the protocol's messages (``protocol``) and the
fair deal's commit and reveal (``fair_deal``); the host, the guest, the relay and
discovery come next. No pygame."""
