"""Mystical Conjuraction's metadata (read by ``mandrapy.games()`` without importing the rules' modules)."""

from ..core.contract import GameInfo

# score_range and longest are generous bounds (random play, 60 games of 2-5 players: scores 2..49, at most
# 1,880 actions); tests/test_contract.py plays random games against them.
INFO = GameInfo(
    name="conjuraction", title="Mystical Conjuraction", target="mandrapy.conjuraction:Conjuraction",
    aliases=("Mystical Conjuration", "conjuration"),
    players=(2, 5), default_players=2,
    variants={"characters": "the characters, one per seat (default: dealt at random)",
              "friendly": "True: friendly play (a dual-colour space only once its single-colour spaces are taken, G-20)"},
    information="imperfect", chance="sampled", score_range=(-50, 300), longest=20_000,
    levels=("random", "greedy", "ismcts"))
