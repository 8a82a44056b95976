"""Motion: tweens with pure easing functions, steps that run them in time, and the player's
animation speed; callers import all of it from ``tween``."""
