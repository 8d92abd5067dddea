"""A part of a board drawn through ``Drawing.moved`` lands shifted, with its sizes, words, boxes and click
targets intact: the narrow layouts draw player panels written for the right-hand side below the table."""

from mandrapy.core.drawing import COMPACT_HEIGHT, COMPACT_WIDTH, Drawing, NARROW_WIDTH, LAYOUTS, Options


def panel(d):
    d.rect(10, 20, 30, 40, "#fc0", stroke="#000", radius=3)
    d.circle(5, 6, 2, fill="#111")
    d.line(0, 0, 10, 10, stroke="#900", dash=(2, 1))
    d.polygon([(0, 0), (4, 0), (2, 3)], fill="#090")
    d.text(1, 2, "Hand", size=13, bold=True, box=(0, 0, 50, 20))
    d.target(("hand", 1), 10, 20, 30, 40)
    d.card(10, 20, 30, 40)


def test_a_moved_part_is_the_same_part_shifted():
    here, there = Drawing(200, 200), Drawing(200, 200)
    panel(here)
    panel(there.moved(100, 50).moved(-10, 0))
    for a, b in zip(here.shapes, there.shapes, strict=True):
        assert (a.kind, a.fill, a.stroke, a.size, a.text, a.radius, a.dash) == \
               (b.kind, b.fill, b.stroke, b.size, b.text, b.radius, b.dash)
        points = [a.geometry] if a.kind != "polygon" else list(a.geometry)
        moved = [b.geometry] if b.kind != "polygon" else list(b.geometry)
        for p, q in zip(points, moved):
            assert q[0] == p[0] + 90 and q[1] == p[1] + 50
        if a.kind == "line":
            assert (b.geometry[2], b.geometry[3]) == (a.geometry[2] + 90, a.geometry[3] + 50)
        if a.box:
            assert b.box == (a.box[0] + 90, a.box[1] + 50, a.box[2], a.box[3])
    assert there.hit(15 + 90, 25 + 50) == ("hand", 1) and there.hit(15, 25) is None
    assert there.cards == [(100, 70, 30, 40)] and here.cards == [(10, 20, 30, 40)]


def test_layouts_are_declared_once():
    assert LAYOUTS == ("wide", "compact", "narrow") and Options().layout == "wide" and NARROW_WIDTH < COMPACT_WIDTH < 848
    assert COMPACT_HEIGHT <= 440
