"""JSON within bounds (issue 56): deep nesting refused in one linear scan, numbers no file
holds refused, plain JSON read as json reads it."""

from __future__ import annotations

import pytest

from cassino.engine.bounded_json import MAX_DEPTH, JsonRefused, loads


def test_plain_json_reads_as_json_reads_it() -> None:
    assert loads('{"a": [1, -2.5, "x", null, true]}') == {"a": [1, -2.5, "x", None, True]}
    assert loads("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "nests deeper than 20 levels"),
        ('{"x":' * 100_000 + "1" + "}" * 100_000, "nests deeper than 20 levels"),
        ("9" * 19, "longer than 18 digits"),
        ("-" + "9" * 400, "longer than 18 digits"),
        ("[NaN]", "not finite"),
        ("1e999", "not finite"),
        ("[1,", "is not valid JSON"),
    ],
)
def test_out_of_bounds_is_refused(text: str, words: str) -> None:
    with pytest.raises(JsonRefused, match=words):
        loads(text)


def test_brackets_inside_strings_are_no_nesting() -> None:
    assert loads('["' + "[" * 100 + '\\"]"]') == ["[" * 100 + '"]']
