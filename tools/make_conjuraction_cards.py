"""Generate Mystical Conjuraction's 44 spell cards ONCE and write mandrapy/conjuraction/cards_table.py.

The rulebook's pictures were lost, so the project invents the cards (ruling "Spell cards" in
rules/conjuraction.md). The procedure, deterministic and documented:

1. ``random.Random(20261122)`` is the only source of chance.
2. Cards are made rune by rune (Essence, Energy, Arcana, Plasma), 11 per rune.
3. For a card: draw colour counts (n_essence, n_energy, n_arcana, n_plasma), each 1..3, summing to 9, uniformly
   among the allowed count vectors (so every card uses all four colours, no colour more than 3 times); lay
   those 9 squares out as a uniformly shuffled 3x3 grid (squares 0 1 2 / 3 4 5 / 6 7 8).
4. A grid already made (for any rune) is drawn again.

Run it from the repository root: ``python tools/make_conjuraction_cards.py``. The engine only reads the
committed table; it never calls this script.
"""

import itertools
import pathlib
import random

LETTERS = "EYAP"            # Essence, Energy (yellow), Arcana, Plasma
RUNES = ("essence", "energy", "arcana", "plasma")


def generate() -> list:
    rng = random.Random(20261122)
    vectors = [v for v in itertools.product(range(1, 4), repeat=4) if sum(v) == 9]
    seen, cards = set(), []
    for rune in range(4):
        made = 0
        while made < 11:
            counts = rng.choice(vectors)
            squares = [LETTERS[c] for c in range(4) for _ in range(counts[c])]
            rng.shuffle(squares)
            grid = "".join(squares)
            if grid in seen:
                continue
            seen.add(grid)
            cards.append((grid, RUNES[rune]))
            made += 1
    return cards


def main() -> None:
    cards = generate()
    lines = ['"""The 44 spell cards, generated once by tools/make_conjuraction_cards.py (do not edit by hand).',
             "",
             "Each card: its 3x3 grid row by row (E Essence, Y Energy, A Arcana, P Plasma) and its rune.",
             '"""', "", "CARD_TABLE = ("]
    lines += [f"    ({grid!r}, {rune!r}),   # {n}" for n, (grid, rune) in enumerate(cards)]
    lines.append(")")
    target = pathlib.Path(__file__).resolve().parents[1] / "mandrapy" / "conjuraction" / "cards_table.py"
    target.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(cards)} cards to {target}")


if __name__ == "__main__":
    main()
