"""What a person does in JupyterLab and Voila, and what they see, for the browser tests.

A notebook's board is rebuilt here from the notebook's own code cells (``replica``) so a test knows where each
target is drawn and at which design sizes text and cards are drawn; the browser tells at which size the
canvas is shown, and so the size a person sees.
"""

from __future__ import annotations

import ast
import pathlib

import nbformat

ROOT = pathlib.Path(__file__).resolve().parents[2]
READY = "() => window.jupyterapp && document.querySelector('.jp-NotebookPanel .jp-Notebook')"
# The canvas of the layout shown now (the other layout's column is hidden by CSS).
SHOWN = """() => [...document.querySelectorAll('.mandrapy-board .mandrapy-surface canvas')]
                 .find(c => c.offsetParent !== null && c.getBoundingClientRect().width > 50)"""
INK = """c => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; let ink = 0;
                for (let i = 0; i < d.length; i += 4 * 61) if (d[i + 3] > 0) ink++; return ink; }"""
LAYOUT = """c => [...c.closest('.mandrapy-surface').parentElement.classList]
                   .find(name => name.startsWith('mandrapy-layout-')).slice('mandrapy-layout-'.length)"""
# Scroll the page (JupyterLab's notebook panel, or Voila's document) so that the canvas point ``y`` CSS pixels
# below the canvas's top is in the middle of the window.
BRING_INTO_VIEW = """(canvas, y) => {
    let scroller = canvas.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1
                         && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    scroller = scroller || document.scrollingElement;
    const top = canvas.getBoundingClientRect().top;
    scroller.scrollTop += top + y - window.innerHeight / 2;
}"""


def replica(notebook: str):
    """The board the notebook's code cells make (run here, in this process), as first shown."""
    from mandrapy.widgets.board import CanvasBoard
    namespace: dict = {}
    board = None
    for cell in nbformat.read(ROOT / "notebooks" / notebook, as_version=4).cells:
        if cell.cell_type != "code":
            continue
        tree = ast.parse(cell.source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, notebook, "exec"), namespace)                           # noqa: S102 - our notebooks
        value = eval(compile(ast.Expression(last.value), notebook, "eval"), namespace) if last else None
        found = [v for v in (value, *namespace.values()) if isinstance(v, CanvasBoard)]
        if found:
            board = found[0]
            break
    assert board is not None, f"{notebook} makes no board"
    return board


def open_notebook(page, base: str, notebook: str) -> None:
    """Open ``notebook`` alone, as from a link (``?reset``: not with the tabs an earlier test left open in the
    server's workspace, whose notebook might be the one a command then runs)."""
    page.goto(f"{base}/lab/tree/notebooks/{notebook}?reset", timeout=120_000)
    page.wait_for_function(READY, timeout=120_000)
    idle_kernel(page)


def idle_kernel(page) -> None:
    page.wait_for_function("""() => { const w = window.jupyterapp.shell.currentWidget;
        return w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel
               && w.sessionContext.session.kernel.status === 'idle'; }""", timeout=120_000)


def command(page, name: str, args: dict | None = None):
    """Run JupyterLab command ``name`` as its menu item does (what it returns, a widget, is not brought back)."""
    page.evaluate("([n, a]) => window.jupyterapp.commands.execute(n, a).then(() => null)", [name, args or {}])


def run_all(page):
    """Run → Run All Cells, then the board drawn: the canvas shown, with ink on it."""
    command(page, "notebook:run-all-cells")
    return drawn(page)


def drawn(page, timeout: int = 120_000):
    page.wait_for_function(SHOWN, timeout=timeout)
    canvas = page.evaluate_handle(SHOWN).as_element()
    page.wait_for_function(f"c => ({INK})(c) > 2000", arg=canvas, timeout=60_000)
    return canvas


def log_lines(page) -> list:
    return page.locator(".mandrapy-log ol li").all_inner_texts()


def click_key(page, canvas, board, key, before_click=None) -> str:
    """A person's click on target ``key`` where the replica draws it in the layout shown (returned).
    ``before_click``: called once the target is in view, just before the mouse goes down."""
    layout = canvas.evaluate(LAYOUT)
    drawing = board.drawing(layout)
    x, y = drawing.target_centre(key)
    scale = canvas.bounding_box()["width"] / drawing.width
    canvas.evaluate(BRING_INTO_VIEW, y * scale)          # as a person scrolls to what they want to click
    page.wait_for_timeout(150)
    if before_click:
        before_click()
    box = canvas.bounding_box()
    page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)
    return layout


def seen_sizes(canvas, board) -> tuple:
    """(layout, smallest text, narrowest card) in CSS pixels as shown: design sizes times the shown scale."""
    layout = canvas.evaluate(LAYOUT)
    drawing = board.drawing(layout)
    scale = canvas.bounding_box()["width"] / drawing.width
    text = min(shape.size for shape in drawing.shapes if shape.kind == "text" and shape.text.strip())
    card = min((w for _x, _y, w, _h in drawing.cards), default=None)
    return layout, text * scale, None if card is None else card * scale
