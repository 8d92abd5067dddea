"""The shape of Magyarcana's world: cells, steps with wrap-around, moves, connected groups.

Territories sit on grid cells ``(x, y)`` (x to the east, y to the south). A step from a cell goes to the
neighbouring territory; off the edge it wraps "as best as possible" (docs/rules/magyarcana.md): it
continues from the far end of the cell's contiguous run of territories in that line.

>>> board = {(0, 0), (0, 1), (0, 2), (1, 1)}
>>> step(board, (0, 2), SOUTH)          # off the south edge: back to the north end of the column
(0, 0)
>>> step(board, (1, 1), EAST)           # off the east edge: the west end of the row
(0, 1)
>>> step({(0, 0)}, (0, 0), NORTH)       # a lone territory: the minion stays
(0, 0)
>>> sorted(straight_destinations(board, (0, 0), 2))     # east has nowhere to go: the start itself
[(0, 0), (0, 1), (0, 2)]
"""

from __future__ import annotations

from bisect import insort
from functools import cached_property

NORTH, EAST, SOUTH, WEST = (0, -1), (1, 0), (0, 1), (-1, 0)
DIRECTIONS = (NORTH, EAST, SOUTH, WEST)
DIRECTION_NAMES = {NORTH: "north", EAST: "east", SOUTH: "south", WEST: "west"}


def step(board, cell: tuple, direction: tuple) -> tuple:
    """Where one step from ``cell`` towards ``direction`` lands (wrapping off the edge)."""
    x, y = cell
    dx, dy = direction
    ahead = (x + dx, y + dy)
    if ahead in board:
        return ahead
    while (x - dx, y - dy) in board:         # walk back to the far end of this line's run
        x, y = x - dx, y - dy
    return (x, y)


def neighbours(board, cell: tuple) -> set:
    """The territories one step away (wrap included), not counting the cell itself."""
    return {step(board, cell, d) for d in DIRECTIONS} - {cell}


def straight_destinations(board, start: tuple, most: int) -> set:
    """Cells reached by 1..``most`` steps in one direction, never turning (Hearts)."""
    reached = set()
    for direction in DIRECTIONS:
        cell = start
        for _ in range(most):
            cell = step(board, cell, direction)
            reached.add(cell)
    return reached


def turning_destinations(board, start: tuple, most: int) -> set:
    """Cells reached by 1..``most`` steps, any direction at each step (King of Hearts)."""
    reached, frontier = set(), {start}
    for _ in range(most):
        frontier = {step(board, cell, d) for cell in frontier for d in DIRECTIONS}
        reached |= frontier
    return reached


def adjacent_cells(cell: tuple) -> tuple:
    x, y = cell
    return (x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)        # DIRECTIONS, written out


def groups(board) -> list:
    """Connected groups of territories. A wrap stays inside a line's run, so orthogonal adjacency decides."""
    left, found = set(board), []
    while left:
        seed = left.pop()
        group, todo = {seed}, [seed]
        while todo:
            for near in adjacent_cells(todo.pop()):
                if near in left:
                    left.remove(near)
                    group.add(near)
                    todo.append(near)
        found.append(group)
    return found


def open_cells(board, empty_board_cell: tuple = (0, 0), edge: int | None = None) -> list:
    """Empty cells orthogonally next to a territory, within ``edge`` of (0, 0) in x and y if given: where a
    new territory may go (sorted).

    >>> open_cells({(2, 0)}, edge=2)
    [(2, -1), (1, 0), (2, 1)]
    """
    if not board:
        return [empty_board_cell]
    return sorted({near for cell in board for near in adjacent_cells(cell) if near not in board
                   and (edge is None or (abs(near[0]) <= edge and abs(near[1]) <= edge))},
                  key=_row_first)


def _row_first(cell: tuple) -> tuple:
    """The order of open cells: by row (y), then by column (x)."""
    return cell[1], cell[0]


SIDES = (("west", EAST), ("east", WEST), ("north", SOUTH), ("south", NORTH))


def beside(board: dict, cell: tuple):
    """Where ``cell`` lies as a person would say it: ``(side, card)`` for the first territory next to it
    (``side`` of that card: "west", "east", "north", "south"), or None on an empty board.

    >>> beside({(0, 0): "home"}, (1, 0)), beside({(0, 0): "home"}, (0, -1)), beside({}, (0, 0))
    (('east', 'home'), ('north', 'home'), None)
    """
    for side, (dx, dy) in SIDES:
        card = board.get((cell[0] + dx, cell[1] + dy))
        if card is not None:
            return (side, card)
    return None


def turned(cell: tuple) -> bool:
    """Whether the card on ``cell`` lies turned 90 degrees (each card is turned from its neighbours)."""
    return (cell[0] + cell[1]) % 2 == 1


class Shape:
    """What the rules read of the board's layout alone (which card lies on which cell), worked out once per
    layout: a state keeps its shape until a territory is put or lifted. Each fact is computed when first
    asked; a clone shares the shape while its territories are the same.

    >>> shape = Shape({(0, 0): "b", (0, 1): "a", (2, 0): "c"})
    >>> shape.groups, shape.reach("move", (0, 1), 1), shape.by_cell[0]
    ([[(0, 0), (0, 1)], [(2, 0)]], [(0, 0), (0, 1)], ((0, 0), 'b'))
    """

    def __init__(self, board: dict, empty_board_cell: tuple = (0, 0), edge: int | None = None):
        self.board = dict(board)             # a snapshot: the state's own dict changes after
        self._open_where = (empty_board_cell, edge)
        self._reach: dict = {}
        self._neighbours: dict = {}

    @cached_property
    def by_cell(self) -> list:
        """(cell, card) of every territory, by cell."""
        return sorted(self.board.items())

    @cached_property
    def by_card(self) -> list:
        """(cell, card) of every territory, in the cards' order (their code)."""
        return sorted(self.board.items(), key=_card_code)

    @cached_property
    def groups(self) -> list:
        """The connected groups, each a sorted list of cells, in the order of their first cell."""
        return [sorted(group) for group in sorted(groups(self.board), key=min)]

    @cached_property
    def open_cells(self) -> list:
        """:func:`open_cells`: where a new territory may go."""
        return open_cells(self.board, *self._open_where)

    def with_territory(self, cell: tuple, card) -> "Shape":
        """The shape once ``card`` lies on ``cell``: the facts already worked out are carried over (a card
        replacing another leaves the cells as they were) or updated for the new cell (groups, open cells)
        rather than worked out again from the whole board, and so are the territories in order (by cell, by
        card); the moves' reach changes with any new cell.

        >>> shape = Shape({(0, 0): "a", (2, 0): "c"})
        >>> shape.groups, shape.open_cells[:3], shape.by_cell
        ([[(0, 0)], [(2, 0)]], [(0, -1), (2, -1), (-1, 0)], [((0, 0), 'a'), ((2, 0), 'c')])
        >>> grown = shape.with_territory((1, 0), "b")
        >>> grown.groups, grown.by_cell
        ([[(0, 0), (1, 0), (2, 0)]], [((0, 0), 'a'), ((1, 0), 'b'), ((2, 0), 'c')])
        >>> grown.open_cells == Shape(grown.board).open_cells
        True
        """
        twin = Shape(self.board, *self._open_where)
        twin.board[cell] = card
        known = self.__dict__
        for name, key in (("by_cell", None), ("by_card", _card_code)):
            if name in known:                         # the pair of this cell (a replaced card's) goes; the new comes
                pairs = [pair for pair in known[name] if pair[0] != cell]
                insort(pairs, (cell, card), key=key)
                twin.__dict__[name] = pairs
        if cell in self.board:                        # the same cells: every fact of the layout still holds
            twin._reach, twin._neighbours = self._reach, self._neighbours
            for name in ("groups", "open_cells"):
                if name in known:
                    twin.__dict__[name] = known[name]
            return twin
        if not self.board:                            # the first territory: nothing worked out to update
            return twin
        near = adjacent_cells(cell)
        if "groups" in known:                         # the groups next to the new cell join it
            joined, apart, touching = [cell], [], set(near)
            for group in known["groups"]:
                if touching.isdisjoint(group):
                    apart.append(group)
                else:
                    joined += group
            apart.append(sorted(joined))
            twin.groups = sorted(apart, key=min)
        if "open_cells" in known:                     # the new cell is taken; its empty sides open
            _, edge = self._open_where
            cells = [c for c in known["open_cells"] if c != cell]
            for c in near:
                if c not in twin.board and c not in cells \
                        and (edge is None or (abs(c[0]) <= edge and abs(c[1]) <= edge)):
                    insort(cells, c, key=_row_first)
            twin.open_cells = cells
        return twin

    def neighbours(self, cell: tuple) -> list:
        """:func:`neighbours` of ``cell``, sorted."""
        found = self._neighbours.get(cell)
        if found is None:
            found = self._neighbours[cell] = sorted(neighbours(self.board, cell))
        return found

    def reach(self, how: str, cell: tuple, most: int) -> list:
        """Where a minion on ``cell`` may move by 1..``most`` steps, sorted: ``how`` is "move" (straight,
        :func:`straight_destinations`) or "move_turning" (:func:`turning_destinations`)."""
        key = (how, cell, most)
        found = self._reach.get(key)
        if found is None:
            find = straight_destinations if how == "move" else turning_destinations
            found = self._reach[key] = sorted(find(self.board, cell, most))
        return found


def _card_code(pair) -> int:
    return pair[1].code
