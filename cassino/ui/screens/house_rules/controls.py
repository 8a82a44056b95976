"""The control for each house-rule option, chosen by the option's kind alone: a Toggle
for true / false, a Choice of the allowed values (in words) for a choice, a Stepper
between the bounds for a number, a chip per count for a list of counts; and the form's
rows of one group of options.
"""

from __future__ import annotations

from collections.abc import Callable

from cassino.engine.options import OPTIONS, OptionSpec, OptionValue
from cassino.ui.screens.common.form import FormRow
from cassino.ui.screens.common.words import option_explanation, option_title, value_label
from cassino.ui.widgets import ChipToggle, Choice, Stepper, Toggle, Widget

MAX_UNBOUNDED = 500  # the most a stepper offers for an option without a maximum (target)
COUNTS_UNITS = 1.25  # a row of count chips is this many controls wide

OnChange = Callable[[str, OptionValue], None]


def counts_of(spec: OptionSpec) -> list[int]:
    """The counts a ``counts`` option may hold, one chip each."""
    return list(range(spec.minimum or 0, (spec.maximum or 0) + 1))


def make_controls(spec: OptionSpec, value: OptionValue, on_change: OnChange) -> list[Widget]:
    """The control(s) for ``spec`` showing ``value``; a change by the player calls
    ``on_change(key, new value)``."""
    key = spec.key

    def changed(new: OptionValue) -> None:
        on_change(key, new)

    if spec.kind == "bool":
        return [Toggle(bool(value), changed)]
    if spec.kind == "choice":

        def label(choice: OptionValue) -> str:
            return value_label(spec, choice)

        return [Choice(list(spec.choices), value, changed, label=label)]
    if spec.kind == "int" and isinstance(value, int):
        minimum = spec.minimum or 0
        maximum = spec.maximum if spec.maximum is not None else max(MAX_UNBOUNDED, value)
        return [Stepper(value, minimum, maximum, changed)]
    chips: list[Widget] = []

    def chips_changed(_: bool) -> None:
        on_change(key, chosen_counts(spec, chips))

    held = value if isinstance(value, tuple) else ()
    chips += [ChipToggle(str(count), count in held, chips_changed) for count in counts_of(spec)]
    return chips


def chosen_counts(spec: OptionSpec, chips: list[Widget]) -> tuple[int, ...]:
    """The counts whose chips are on."""
    return tuple(
        count
        for count, chip in zip(counts_of(spec), chips, strict=True)
        if isinstance(chip, Toggle) and chip.value
    )


def show_value(spec: OptionSpec, widgets: list[Widget], value: OptionValue) -> None:
    """Set the controls of ``spec`` to ``value`` from code (no callback is called)."""
    if spec.kind == "counts":
        held = value if isinstance(value, tuple) else ()
        for count, chip in zip(counts_of(spec), widgets, strict=True):
            if isinstance(chip, Toggle):
                chip.value = count in held
        return
    widget = widgets[0]
    if isinstance(widget, Toggle):
        widget.value = bool(value)
    elif isinstance(widget, Stepper) and isinstance(value, int):
        widget.value = widget.clamp(value)
    elif isinstance(widget, Choice):
        widget.value = value


def option_rows(
    group: str, controls: dict[str, list[Widget]], marked: Callable[[str], bool]
) -> list[FormRow]:
    """The rows of the options in ``group``, with their ``controls`` (by option key);
    ``marked(key)`` says whether an option differs from the usual."""
    return [
        FormRow(
            option_title(spec),
            option_explanation(spec),
            controls[spec.key],
            key=spec.key,
            marked=marked(spec.key),
            control_units=COUNTS_UNITS if spec.kind == "counts" else 1.0,
        )
        for spec in OPTIONS
        if spec.group == group
    ]
