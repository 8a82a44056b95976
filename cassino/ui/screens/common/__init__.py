"""What the screens share: the felt and headings behind them (``backdrop``), the rows of a
form (``form``) and the words several screens say (``words``)."""
