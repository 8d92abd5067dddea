"""The words of hints (:mod:`.hints`), one catalogue per language: a hint carries facts, these word them.

Words follow the numbers they stand beside: the suggestion "looks best" only when the search's visits support it
(``Hint.clear``), otherwise no move "stands out"; another move's line gives its own share of the win and its
margin's difference (never a "more/less often" the printed shares would contradict); a judgement's cost in
points is said only when it is one (a lost margin), and a gained margin is said as such.

>>> sorted(CATALOGUES), sorted(CATALOGUES["en"]) == sorted(CATALOGUES["fr"])
(['en', 'fr'], True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .language import action_words, number

if TYPE_CHECKING:
    from .hints import Hint, Judgement

CATALOGUES = {
    "en": {
        "suggest": "{player} {seat}: {action} looks best. The search chose it in {share} % of its tries; "
                   "in the futures it sampled it won {win} % of the time and ended {margin}.",
        "lean": "{player} {seat}: no move stands out. The search tried {action} most, in {share} % of its tries; "
                "in the futures it sampled it won {win} % of the time and ended {margin}.",
        "waiting": "{player} {seat}: it is not your turn ({other} {turn} is to play).",
        "over": "{player} {seat}: the game is over.",
        "ahead": "{points} ahead of the best other player",
        "behind": "{points} behind the best other player",
        "level": "level with the best other player",
        "also": "Also considered: {action} ({share} % of the tries; it won {win} % of the time and ended "
                "{difference}).",
        "worse": "about {points} worse on average",
        "better_points": "about {points} better on average",
        "as_good": "with about the same margin",
        "only": "Your last move, {action}, was the only one possible.",
        "best": "Your last move, {action}, was the best the search found.",
        "good": "Your last move, {action}, was good: {better} was about as good.",
        "unknown": "Your last move, {action}: the search had no time to compare it with another move.",
        "inaccuracy": "Your last move, {action}, was an inaccuracy: {cost}; {better} was better.",
        "mistake": "Your last move, {action}, was a mistake: {cost}; {better} was better.",
        "blunder": "Your last move, {action}, was a blunder: {cost}; {better} was better.",
        "cost": "it cost about {drop} % of your winning chances{points}",
        "cost_points": " and about {points} on average",
        "gain_points": ", though it ended about {points} better on average",
        # the game review (mandrapy.core.review_words)
        "review_head": "{player} {seat} — the search's verdicts: {counts}.",
        "review_none": "{player} {seat}: no decision to review in this game.",
        "review_count": "{verdict} {n}",
        "review_move": "move {move}: {action} — {verdict}",
        "review_good": "move {move}: {action} — good: {better} was about as good",
        "review_costly": "move {move}: {action} — {verdict}: {better} was better; {cost}",
        "review_win": " (then {win} % to win)",
        "review_title": "{player} {seat}: expected share of the win after each decision",
        "review_axis": "move",
    },
    "fr": {
        "suggest": "{player} {seat} : {action} semble le meilleur coup. La recherche l'a choisi dans {share} % de "
                   "ses essais ; dans les suites qu'elle a tirées au sort, il a gagné {win} % des parties et "
                   "fini {margin}.",
        "lean": "{player} {seat} : aucun coup ne se détache. La recherche a surtout essayé {action}, dans {share} % "
                "de ses essais ; dans les suites qu'elle a tirées au sort, il a gagné {win} % des parties et "
                "fini {margin}.",
        "waiting": "{player} {seat} : ce n'est pas votre tour ({other} {turn} joue).",
        "over": "{player} {seat} : la partie est finie.",
        "ahead": "avec {points} d'avance sur le meilleur adversaire",
        "behind": "avec {points} de retard sur le meilleur adversaire",
        "level": "à égalité avec le meilleur adversaire",
        "also": "Autre coup étudié : {action} ({share} % des essais ; il a gagné {win} % des parties et fini "
                "{difference}).",
        "worse": "avec environ {points} de moins en moyenne",
        "better_points": "avec environ {points} de plus en moyenne",
        "as_good": "avec à peu près le même écart",
        "only": "Votre dernier coup, {action}, était le seul possible.",
        "best": "Votre dernier coup, {action}, est le meilleur que la recherche ait trouvé.",
        "good": "Votre dernier coup, {action}, était bon : {better} valait à peu près autant.",
        "unknown": "Votre dernier coup, {action} : la recherche n'a pas eu le temps de le comparer à un autre.",
        "inaccuracy": "Votre dernier coup, {action}, était une imprécision : {cost} ; {better} était meilleur.",
        "mistake": "Votre dernier coup, {action}, était une erreur : {cost} ; {better} était meilleur.",
        "blunder": "Votre dernier coup, {action}, était une gaffe : {cost} ; {better} était meilleur.",
        "cost": "il a coûté environ {drop} % de vos chances de gagner{points}",
        "cost_points": " et environ {points} en moyenne",
        "gain_points": ", bien qu'il ait fini avec environ {points} de plus en moyenne",
        "review_head": "{player} {seat} — verdicts de la recherche : {counts}.",
        "review_none": "{player} {seat} : aucune décision à revoir dans cette partie.",
        "review_count": "{verdict} {n}",
        "review_move": "coup {move} : {action} — {verdict}",
        "review_good": "coup {move} : {action} — bon coup : {better} valait à peu près autant",
        "review_costly": "coup {move} : {action} — {verdict} : {better} était meilleur ; {cost}",
        "review_win": " (ensuite {win} % de chances de gagner)",
        "review_title": "{player} {seat} : part de victoire attendue après chaque décision",
        "review_axis": "coup",
    },
}


# A judgement's verdict in one word (Judgement.verdict is the English-keyed fact).
VERDICTS = {
    "en": {"only": "only move", "best": "best", "good": "good", "unknown": "not judged",
           "inaccuracy": "inaccuracy", "mistake": "mistake", "blunder": "blunder"},
    "fr": {"only": "seul coup possible", "best": "meilleur coup", "good": "bon coup", "unknown": "non jugé",
           "inaccuracy": "imprécision", "mistake": "erreur", "blunder": "gaffe"},
}

PLAYER = {"en": "player", "fr": "joueur"}     # a game's own word comes with its hint (Hint.player_word)


def _points(value: float, language: str) -> str:
    """A number of points with its unit: in French a number below 2 takes the singular ("1,5 point")."""
    single = language == "fr" and abs(value) < 2
    return f"{number(value, '.1f', language)} {'point' if single else 'points'}"


def _percent(value: float) -> str:
    return f"{100 * value:.0f}"


def hint_lines(hint: Hint, language: str, action_text: Callable[[Any], str] | None = None) -> tuple[str, ...]:
    """The sentences of ``hint`` in ``language`` (an unknown language is refused). A move is named by
    ``action_text`` when given, else as the game's log names it in ``language`` (its ``Speech.action``,
    from the position it is played from; in English, its action text)."""
    if language not in CATALOGUES:
        raise ValueError(f"language must be one of {', '.join(CATALOGUES)}, not {language!r}")
    words = CATALOGUES[language]
    judged = hint.judgement
    now = action_text or action_words(hint.speech, language, hint.view)
    then = action_text or action_words(hint.speech, language, judged.view if judged else None)
    player = (hint.player_word or PLAYER).get(language, PLAYER[language])
    lines = [*_advice(hint, words, language, player[:1].upper() + player[1:], now)]
    if judged is not None:
        lines.append(_judged(judged, words, language, then))
    return tuple(lines)


def _advice(hint: Hint, words: dict[str, str], language: str, player: str,
            now: Callable[[Any], str]) -> list[str]:
    """The suggestion and the other moves considered, or, for a seat not to play, whose turn it is."""
    if not hint.moves:
        if hint.over or hint.to_play is None:
            return [words["over"].format(player=player, seat=hint.seat)]
        return [words["waiting"].format(player=player, seat=hint.seat, other=player, turn=hint.to_play)]
    best = hint.moves[0]
    margin = round(best.margin, 1)
    ending = words["level"] if margin == 0 else words["ahead" if margin > 0 else "behind"].format(
        points=_points(abs(margin), language))
    lines = [words["suggest" if hint.clear else "lean"].format(
        player=player, seat=hint.seat, action=now(best.action), share=_percent(best.share),
        win=_percent(best.win), margin=ending)]
    for move in hint.moves[1:]:
        gap = round(best.margin - move.margin, 1)
        if abs(gap) < 0.5:
            difference = words["as_good"]
        else:
            difference = words["worse" if gap > 0 else "better_points"].format(points=_points(abs(gap), language))
        lines.append(words["also"].format(action=now(move.action), share=_percent(move.share),
                                          win=_percent(move.win), difference=difference))
    return lines


def _judged(judged: Judgement, words: dict[str, str], language: str, then: Callable[[Any], str]) -> str:
    """The judgement of the seat's last move in one sentence."""
    return words[judged.verdict].format(action=then(judged.action),
                                        better=then(judged.better) if judged.better is not None else "",
                                        cost=cost(judged, language))


def cost(judged: Judgement, language: str) -> str:
    """What a move cost against the better one, as a hint says it: "it cost about 14 % of your winning chances
    and about 3.2 points on average" (a gained margin said as such)."""
    words = CATALOGUES[language]
    points = round(judged.points, 1)
    said = "" if points == 0 else words["cost_points" if points > 0 else "gain_points"].format(
        points=_points(abs(points), language))
    return words["cost"].format(drop=_percent(max(judged.drop, 0.0)), points=said)
