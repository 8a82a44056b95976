"""The rules of a rule set in words with drawn examples (``prose``, ``examples``), then its
options (``rows``)."""
