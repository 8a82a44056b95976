"""Play over a network (issue 58; ``docs/network.md``). No pygame.

The host (``host``, ``host_door``) is the referee: it holds the one game and sends each
guest only its own view. A guest (``guest`` for ``cassino join``, ``guest_link``,
``joining`` and ``remote_session`` for the window) sends the moves its player chose. The
messages (``messages``) are versioned and bounded (``protocol``); every connection is
guarded (``peer``). The deal's seed comes from every program's secret (``fair_deal``),
checked by each guest at the game's end (``deal_check``). A relay (``relay``,
``relay_envelope``, ``relay_link``) forwards between a host and its guests by a room's
code; discovery (``discovery``, ``discovery_records``) lists games on the local network.
"""
