"""Where the Magyarcana board puts things: sizes and places on its 1180 x 800 drawing."""

from __future__ import annotations

WIDTH, HEIGHT = 1180, 800
HEADER = 64
FOOTER = 76
GRID_X, GRID_Y = 10, HEADER + 8
GRID_W, GRID_H = 750, HEIGHT - FOOTER - 62 - GRID_Y          # room for a three-line legend below
LEGEND_SIZE = 16      # a static picture is often shown ~0.72 of its size (an 848 px column): 11 px there
MAX_PITCH = 118
PANEL_X = 772
PANEL_W = WIDTH - PANEL_X - 10
SEAT_Y = (HEADER + 8, HEADER + 210)
SEAT_H = 196
PILES_Y = HEADER + 412
PILES_H = HEIGHT - FOOTER - 8 - PILES_Y
BUTTON_Y = HEIGHT - FOOTER + 34
BUTTON_H = 32
PRIMARY_BUTTON = (12, BUTTON_Y, 210, BUTTON_H)       # Refill, Done or Skip: always in the same place
HAND_W, HAND_H = 46, 64                              # deck, discard and in-play cards
HAND_SIZES = ((6, 52, 74, 57), (16, 42, 58, 46))     # (up to n cards, width, height, step)
PILE_W, PILE_H, PILE_STEP, PILE_PER_ROW = 26, 36, 29, 13

# The narrow layout (NARROW_WIDTH units wide, any height): the grid on top, the buttons under it, the seats
# and piles stacked below. Its grid grows downwards instead of shrinking: a cell is never under MIN_PITCH
# (a portrait card 0.64 pitch >= 24 wide) until more than NARROW_GRID_W / MIN_PITCH columns are needed.
NARROW_X = 10
NARROW_GRID_W = 660
NARROW_GRID_H = 480          # the grid's height at most, unless its cards need more (narrow.grid_area)
MIN_PITCH = 38
NARROW_HAND_ROW = (6, 11)    # hand cards per row in the narrow own panel (up to 6 cards, more)
NARROW_PILE_PER_ROW = 21
