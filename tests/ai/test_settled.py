"""When the Expert may stop guessing: the best move must lead every other clearly, the
luck of each guess cancelled by comparing both moves in the same guess."""

from __future__ import annotations

from cassino.ai.settled import settled


def test_a_lead_far_beyond_the_noise_is_settled() -> None:
    # Move 1 is worth 2 points more in every guess, whatever the guess's luck.
    rows = [[luck, luck + 2.0, luck - 1.0] for luck in (0.0, 3.0, -2.0, 5.0, 1.0)]
    assert settled(rows, z=2.5, margin=0.0)


def test_a_lead_inside_the_noise_is_not() -> None:
    rows = [[0.0, 1.0], [0.0, -0.8], [0.0, 0.9], [0.0, -0.7], [0.0, 0.2]]
    assert not settled(rows, z=2.5, margin=0.0)


def test_moves_worth_the_same_in_every_guess_need_no_more_guesses() -> None:
    rows = [[1.0, 1.0, -3.0], [2.5, 2.5, 0.0], [-1.0, -1.0, -4.0]]
    assert settled(rows, z=2.5, margin=0.0)


def test_a_difference_smaller_than_the_margin_is_not_worth_more_guesses() -> None:
    rows = [[0.0, 0.02], [0.0, -0.01], [0.0, 0.03], [0.0, 0.0]]
    assert not settled(rows, z=2.5, margin=0.0)
    assert settled(rows, z=2.5, margin=0.05)


def test_every_rival_move_must_be_left_behind_not_only_the_second_best() -> None:
    # Move 0 leads move 2 by a mile but move 1 only by luck: not settled.
    rows = [[1.0, 1.5, -5.0], [1.0, 0.2, -5.0], [1.0, 1.3, -5.0], [1.0, 0.1, -5.0]]
    assert not settled(rows, z=2.5, margin=0.0)


def test_one_guess_settles_nothing() -> None:
    assert not settled([[0.0, 9.0]], z=2.5, margin=0.0)
