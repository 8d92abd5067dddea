"""Mandragora's metadata (read by ``mandrapy.games()`` without importing the rules' modules)."""

from ..core.contract import GameInfo

# score_range and longest are generous bounds (random play, 45 games: scores -6..15, at most 65 actions);
# tests/test_contract.py plays random games against them.
INFO = GameInfo(
    name="mandragora", title="Mandragora", target="mandrapy.mandragora:Mandragora",
    players=(2, 4), default_players=4,
    variants={"teams": "True: the 4-player team variant (seats 0 & 2 against 1 & 3)"},
    information="imperfect", chance="sampled", score_range=(-40, 80), longest=400,
    levels=("random", "greedy", "ismcts"))
