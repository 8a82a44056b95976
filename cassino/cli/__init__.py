"""The command line: ``dispatch`` parses the arguments (``parser``) and runs the command
(``commands``, ``engine_commands``, the benches, the soak, the self-test), or opens the
game window when there is none; ``bounded_input`` reads what they are given within
bounds."""
