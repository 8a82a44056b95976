"""The summary between rounds: what each side took and scored."""
