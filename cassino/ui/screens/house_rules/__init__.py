"""The house-rules editor: every option of a rule set, saving and deleting the player's own
rule sets (``rule_sets``, ``dialogs``), with its layout, controls and words."""
