"""Hand-made Mystical Conjuraction positions for rule tests: through ``from_position`` (:func:`position`,
:func:`ended`), or a scripted setup then zones set directly (:func:`bare` and the helpers editing it)."""

from __future__ import annotations

from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.position import from_position
from mandrapy.conjuraction.state import ConjuractionState

FIVE = ("norwell", "larissa", "alaeric", "jenetta", "steffan")


def start(players=2, characters=None, seed=1, first_player=0, **kw) -> ConjuractionState:
    """A game past setup (first legal choice each time), at the first player's turn menu."""
    s = ConjuractionState.new(players=players, seed=seed, characters=characters or FIVE[:players],
                              first_player=first_player, **kw)
    while s.decision.code != "turn":
        s.play(s.legal_actions()[0])
    return s


def position(players=2, characters=None, seed=1, **given) -> ConjuractionState:
    """``from_position`` with the characters of :data:`FIVE` (seat 0 Norwell, seat 1 Larissa, ...) and seed 1."""
    return from_position(players=players, characters=characters or FIVE[:players], seed=seed, **given)


def ended(players=2, characters=None, **given) -> ConjuractionState:
    """A game played to its end from a position in the last round the game allows (``round`` at its cap, see
    data.MAX_ROUNDS; no final-round twinks, so no charm points): every seat but 0 has passed with a charm, seat 0
    passes now (its charm and later choices the first offered) and the round's end ends the game."""
    charms = D.charms_for(players)
    s = position(players, characters, round=D.MAX_ROUNDS, current=0, passed=list(range(1, players)),
                 charms={q: charms[q] for q in range(1, players)}, **given)
    s.play("pass")
    while not s.is_over:
        s.play(s.legal_actions()[0])
    return s


def bare(players=2, characters=None, seed=1, **kw) -> ConjuractionState:
    """Like :func:`start`, with every circle and every starting mana emptied into the bag (all players count as
    having placed their starting mana), so that a test gives each player exactly the cubes it needs."""
    s = start(players, characters, seed, **kw)
    for p in range(players):
        for k in range(5):
            s.bag[k] += s.start_mana[p][k]
            s.start_mana[p][k] = 0
            for c in range(3):
                s.bag[k] += s.circles[p][(c, k)]
                s.circles[p][(c, k)] = 0
        s.started[p] = True
    return fresh(s)


def fresh(s) -> ConjuractionState:
    """Forget cached options after editing zones by hand."""
    s.forget_options()
    return s


def set_circle(s, p, circle, **colours) -> None:
    """Give circle ``circle`` of player ``p`` exactly these cubes (others back to the bag): essence=2, ..."""
    for k in range(5):
        s.bag[k] += s.circles[p][(circle, k)]
        s.circles[p][(circle, k)] = 0
    for name, n in colours.items():
        k = D.COLOURS.index(name)
        s.bag[k] -= n
        s.circles[p][(circle, k)] = n
    fresh(s)


def texts(s) -> list:
    return [str(a) for a in s.legal_actions()]


def put_card(s, p, forge, card) -> None:
    """Move ``card`` (from wherever it is) onto player p's forge, the old card going to the discard."""
    for holder in [s.deck, s.discard, *s.hands]:
        if card in holder:
            holder.remove(card)
    for slot, c in list(s.card_offer.items()):
        if c == card:
            del s.card_offer[slot]
    for q in range(s.players):
        for g, c in list(s.forges[q].items()):
            if c == card:
                del s.forges[q][g]
    old = s.forges[p].get(forge)
    if old is not None:
        s.discard.append(old)
    for key in [k for k in s.locked[p] if k[0] == forge]:
        del s.locked[p][key]
    s.forges[p][forge] = card
    fresh(s)


def fill(s, p, forge, squares, wild=None) -> None:
    """Lock cubes of the right colours on ``squares`` of the card on ``forge`` (taken from the bag)."""
    from mandrapy.conjuraction.cards import GRIDS
    card = s.forges[p][forge]
    for sq in squares:
        k = D.NETHER if sq == wild else GRIDS[card][sq]
        s.bag[k] -= 1
        s.locked[p][(forge, sq)] = k
    fresh(s)
