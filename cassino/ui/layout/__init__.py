"""Where everything goes on the table, for any window size: pure geometry (``table``
places it all, with the frame, the model of its values and the packing of the items)."""
