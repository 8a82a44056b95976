"""Each lesson played as a player who knows the game would: its right moves, in words, and
a legal move it does not want (for the first step whose position has one)."""

from __future__ import annotations

RIGHT = {
    "pairing": ["7h takes 7c"],
    "adding_up": ["9c takes 4d 5h"],
    "several_groups": ["8d takes 3d 5s 8c"],
    "building": ["3c builds 8 on 5d", "8s takes 3c 5d"],
    "multiple_build": ["6h builds 6 on 2s 4c 6d", "6s takes 2s 4c 6d 6h"],
    "raising": ["2d builds 10 on 3s 5h", "Ts takes 2d 3s 5h"],
    "owner_duty": ["9s takes 4s 5c"],
    "sweeps": ["9d takes 4s 5h 9c"],
    "leftovers": ["7s takes 7d", "4d trails"],
    "scoring": ["Td takes Tc", "5c takes 5s"],
}

# A legal first move that is not what the lesson teaches (every lesson has one but the
# leftovers, whose first step... has one too: the 7♠ may trail).
LEGAL_BUT_WRONG = {
    "pairing": "Kd trails",
    "adding_up": "9c trails",
    "several_groups": "8d takes 8c",
    "building": "8s trails",
    "multiple_build": "6h takes 6d",
    "raising": "Ts trails",
    "owner_duty": "6d builds 9 on 3h",
    "sweeps": "9d takes 9c",
    "leftovers": "7s trails",
    "scoring": "Td trails",
}

# An illegal first try, refused by the engine with its reason.
ILLEGAL = {
    "pairing": "2c takes 7c",
    "adding_up": "9c takes 4d 8s",
    "several_groups": "2h takes 5s",
    "building": "3c builds 9 on 5d",
    "multiple_build": "9c takes 6d",
    "raising": "2d builds 9 on 7c",
    "owner_duty": "Qh trails",
    "sweeps": "Kc takes 9c",
    "leftovers": "4d takes 7d",
    "scoring": "5c takes Tc",
}
