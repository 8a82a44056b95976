"""The window's benches (``python -m cassino bench ui|idle|think|start``)."""
