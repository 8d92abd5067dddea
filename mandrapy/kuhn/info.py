"""Kuhn poker's metadata, declared once (``mandrapy.games()["kuhn"]``); it imports nothing but the contract."""

from ..core.contract import GameInfo

# Both players put one chip in the pot and may add one more: a seat ends between -2 and +2. The longest
# game is check, bet, call.
INFO = GameInfo(
    name="kuhn", title="Kuhn poker", target="mandrapy.kuhn:Kuhn",
    players=(2, 2), default_players=2, variants={},
    information="imperfect", chance="sampled", score_range=(-2, 2), longest=3,
    levels=("random", "greedy", "ismcts"))
