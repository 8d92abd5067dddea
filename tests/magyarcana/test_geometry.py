"""Board geometry ruling: steps, wrap-around "as best as possible", straight and turning moves, groups."""

from mandrapy.magyarcana.geometry import (DIRECTIONS, EAST, NORTH, SOUTH, WEST, groups, neighbours, open_cells,
                                          step, straight_destinations, turned, turning_destinations)

COLUMN = {(0, 0), (0, 1), (0, 2), (0, 3)}
# A plus sign: a column x=1 (y 0..2) and a row y=1 (x 0..3).
PLUS = {(1, 0), (1, 1), (1, 2), (0, 1), (2, 1), (3, 1)}


def test_step_goes_to_the_orthogonally_adjacent_territory():
    assert step(COLUMN, (0, 1), SOUTH) == (0, 2)
    assert step(COLUMN, (0, 1), NORTH) == (0, 0)
    assert step(PLUS, (1, 1), EAST) == (2, 1)
    assert step(PLUS, (1, 1), WEST) == (0, 1)


def test_wrap_step_continues_from_far_end_of_the_run():
    assert step(COLUMN, (0, 3), SOUTH) == (0, 0)
    assert step(COLUMN, (0, 0), NORTH) == (0, 3)
    assert step(PLUS, (3, 1), EAST) == (0, 1)
    assert step(PLUS, (0, 1), WEST) == (3, 1)


def test_wrap_from_a_side_branch_stays_in_that_line():
    # (2, 1) has no territory north or south: its vertical run is itself alone.
    assert step(PLUS, (2, 1), NORTH) == (2, 1)
    assert step(PLUS, (2, 1), SOUTH) == (2, 1)
    # (1, 0) going north wraps to the south end of column x=1, not anywhere else.
    assert step(PLUS, (1, 0), NORTH) == (1, 2)


def test_wrap_uses_the_contiguous_run_not_the_whole_line():
    # Column x=0 has a gap at y=2: (0, 0), (0, 1) | (0, 3); they are joined through column x=1.
    board = {(0, 0), (0, 1), (1, 1), (1, 2), (1, 3), (0, 3)}
    assert step(board, (0, 1), SOUTH) == (0, 0)      # the run of (0, 1) is (0, 0)-(0, 1)
    assert step(board, (0, 3), NORTH) == (0, 3)      # (0, 3) is alone in its column run
    assert step(board, (0, 3), WEST) == (1, 3)       # off the west edge: the east end of row y=3


def test_wrap_on_a_lone_territory_leaves_the_minion_where_it_is():
    for direction in DIRECTIONS:
        assert step({(5, 5)}, (5, 5), direction) == (5, 5)
    assert neighbours({(5, 5)}, (5, 5)) == set()


def test_a_step_always_lands_on_a_territory():
    for board in (COLUMN, PLUS, {(0, 0)}, {(0, 0), (1, 0), (1, 1), (2, 1)}):
        for cell in board:
            for direction in DIRECTIONS:
                assert step(board, cell, direction) in board


def test_neighbours_include_wrapped_territories_but_not_the_cell_itself():
    assert neighbours(COLUMN, (0, 0)) == {(0, 1), (0, 3)}
    assert neighbours(PLUS, (2, 1)) == {(3, 1), (1, 1)}
    assert neighbours({(0, 0), (0, 1)}, (0, 0)) == {(0, 1)}


def test_straight_line_moves_one_to_pips_steps_without_turning():
    assert straight_destinations(COLUMN, (0, 0), 1) == {(0, 1), (0, 3), (0, 0)}
    assert straight_destinations(COLUMN, (0, 0), 2) == {(0, 1), (0, 2), (0, 3), (0, 0)}
    # From the centre of the plus, two steps east end on (3, 1), never on the diagonal (2, 0).
    reached = straight_destinations(PLUS, (1, 1), 2)
    assert (3, 1) in reached and (2, 0) not in reached and (0, 0) not in reached


def test_straight_line_continues_in_the_same_direction_after_a_wrap():
    # 3 steps south from (0, 2) in a 4-long column: (0, 3), wrap to (0, 0), then (0, 1).
    cell = (0, 2)
    path = []
    for _ in range(3):
        cell = step(COLUMN, cell, SOUTH)
        path.append(cell)
    assert path == [(0, 3), (0, 0), (0, 1)]
    assert (0, 1) in straight_destinations(COLUMN, (0, 2), 3)


def test_turning_move_reaches_cells_a_straight_move_cannot():
    board = {(0, 0), (1, 0), (1, 1)}
    assert (1, 1) not in straight_destinations(board, (0, 0), 2)
    assert (1, 1) in turning_destinations(board, (0, 0), 2)
    assert turning_destinations(board, (0, 0), 1) == straight_destinations(board, (0, 0), 1)


def test_groups_connect_orthogonal_neighbours_only():
    board = {(0, 0), (0, 1), (1, 1), (3, 3), (3, 4), (5, 0)}
    found = sorted(sorted(g) for g in groups(board))
    assert found == [[(0, 0), (0, 1), (1, 1)], [(3, 3), (3, 4)], [(5, 0)]]
    assert groups({(0, 0), (1, 1)}) != [{(0, 0), (1, 1)}]       # diagonal cells are not connected
    assert groups(set()) == []


def test_new_territories_go_on_empty_cells_orthogonally_next_to_the_board():
    assert open_cells({(0, 0)}) == [(0, -1), (-1, 0), (1, 0), (0, 1)]
    assert set(open_cells({(0, 0), (1, 0)})) == {(0, -1), (1, -1), (-1, 0), (2, 0), (0, 1), (1, 1)}
    assert open_cells(set()) == [(0, 0)]                           # ruling: an empty board starts at 0,0


def test_each_card_is_turned_from_its_orthogonal_neighbours():
    for cell in PLUS:
        x, y = cell
        for near in ((x + 1, y), (x, y + 1)):
            assert turned(cell) != turned(near)


def test_a_shape_updated_for_each_new_territory_is_the_one_worked_out_afresh():
    import random

    from mandrapy.magyarcana import data
    from mandrapy.magyarcana.geometry import Shape
    from mandrapy.magyarcana.state import MagyarcanaState

    rng, updated = random.Random(5), 0
    for seed in range(12):
        state = MagyarcanaState.new(seed=seed)
        while not state.is_over:
            shape = state.shape()
            shape.groups, shape.open_cells, shape.by_card, shape.reach("move", shape.by_cell[0][0], 2)   # worked out
            state.play(rng.choice(state.legal_actions()))
            kept = state._shape
            if kept is None or kept is shape:
                continue
            updated += 1
            fresh = Shape(state.territories, data.EMPTY_BOARD_CELL, data.WORLD_EDGE)
            assert kept.board == state.territories
            assert (kept.groups, kept.open_cells, kept.by_cell, kept.by_card) == \
                   (fresh.groups, fresh.open_cells, fresh.by_cell, fresh.by_card)
            for cell in state.territories:
                assert kept.reach("move_turning", cell, 3) == fresh.reach("move_turning", cell, 3)
                assert kept.neighbours(cell) == fresh.neighbours(cell)
    assert updated > 50
