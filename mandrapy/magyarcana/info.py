"""Magyarcana's metadata (read by ``mandrapy.games()`` without importing the rules' modules)."""

from ..core.contract import GameInfo

# score_range and longest are generous bounds (random play, 15 games: scores 18..69, at most 198 actions);
# tests/test_contract.py plays random games against them.
INFO = GameInfo(
    name="magyarcana", title="Magyarcana", target="mandrapy.magyarcana:Magyarcana",
    players=(2, 2), default_players=2, variants={},
    information="imperfect", chance="sampled", score_range=(0, 300), longest=5000,
    levels=("random", "greedy", "ismcts"))
