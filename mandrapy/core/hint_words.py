"""The words of hints (:mod:`.hints`), one catalogue per language: a hint carries facts, these word them.

>>> sorted(CATALOGUES), sorted(CATALOGUES["en"]) == sorted(CATALOGUES["fr"])
(['en', 'fr'], True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .language import action_words, number

if TYPE_CHECKING:
    from .hints import Hint
    from .parsing import Action

CATALOGUES = {
    "en": {
        "suggest": "{player} {seat}: {action} looks best. The search chose it in {share} % of its tries; "
                   "in the futures it sampled it won {win} % of the time and ended {margin}.",
        "ahead": "{points} ahead of the best other player",
        "behind": "{points} behind the best other player",
        "level": "level with the best other player",
        "also": "Also considered: {action} ({share} % of the tries, {difference}).",
        "worse": "about {points} worse on average",
        "better_points": "about {points} better on average but winning less often",
        "as_good": "about as good",
        "only": "Your last move, {action}, was the only one possible.",
        "best": "Your last move, {action}, was the best the search found.",
        "good": "Your last move, {action}, was good: {better} was about as good.",
        "inaccuracy": "Your last move, {action}, was an inaccuracy: it cost about {drop} % of your winning "
                      "chances ({points}); {better} was better.",
        "mistake": "Your last move, {action}, was a mistake: it cost about {drop} % of your winning chances "
                   "({points}); {better} was better.",
        "blunder": "Your last move, {action}, was a blunder: it cost about {drop} % of your winning chances "
                   "({points}); {better} was better.",
    },
    "fr": {
        "suggest": "{player} {seat} : {action} semble le meilleur coup. La recherche l'a choisi dans {share} % de "
                   "ses essais ; dans les suites qu'elle a tirées au sort, il a gagné {win} % des parties et "
                   "fini {margin}.",
        "ahead": "avec {points} d'avance sur le meilleur adversaire",
        "behind": "avec {points} de retard sur le meilleur adversaire",
        "level": "à égalité avec le meilleur adversaire",
        "also": "Autre coup étudié : {action} ({share} % des essais, {difference}).",
        "worse": "environ {points} de moins en moyenne",
        "better_points": "environ {points} de plus en moyenne mais moins souvent gagnant",
        "as_good": "à peu près aussi bon",
        "only": "Votre dernier coup, {action}, était le seul possible.",
        "best": "Votre dernier coup, {action}, est le meilleur que la recherche ait trouvé.",
        "good": "Votre dernier coup, {action}, était bon : {better} valait à peu près autant.",
        "inaccuracy": "Votre dernier coup, {action}, était une imprécision : il a coûté environ {drop} % de vos "
                      "chances de gagner ({points}) ; {better} était meilleur.",
        "mistake": "Votre dernier coup, {action}, était une erreur : il a coûté environ {drop} % de vos chances "
                   "de gagner ({points}) ; {better} était meilleur.",
        "blunder": "Votre dernier coup, {action}, était une gaffe : il a coûté environ {drop} % de vos chances "
                   "de gagner ({points}) ; {better} était meilleur.",
    },
}


# A judgement's verdict in one word (Judgement.verdict is the English-keyed fact).
VERDICTS = {
    "en": {"only": "only move", "best": "best", "good": "good", "inaccuracy": "inaccuracy", "mistake": "mistake",
           "blunder": "blunder"},
    "fr": {"only": "seul coup possible", "best": "meilleur coup", "good": "bon coup", "inaccuracy": "imprécision",
           "mistake": "erreur", "blunder": "gaffe"},
}

PLAYER = {"en": "player", "fr": "joueur"}     # a game's own word comes with its hint (Hint.player_word)


def _points(value: float, language: str) -> str:
    """A number of points with its unit: in French a number below 2 takes the singular ("1,5 point")."""
    single = language == "fr" and abs(value) < 2
    return f"{number(value, '.1f', language)} {'point' if single else 'points'}"


def _percent(value: float) -> str:
    return f"{100 * value:.0f}"


def hint_lines(hint: Hint, language: str, action_text: Callable[[Action], str] | None = None) -> tuple[str, ...]:
    """The sentences of ``hint`` in ``language`` (an unknown language is refused). A move is named by
    ``action_text`` when given, else as the game's log names it in ``language`` (its ``Speech.action``,
    from the position it is played from; in English, its action text)."""
    if language not in CATALOGUES:
        raise ValueError(f"language must be one of {', '.join(CATALOGUES)}, not {language!r}")
    words = CATALOGUES[language]
    judged = hint.judgement
    now = action_text or action_words(hint.speech, language, hint.view)
    then = action_text or action_words(hint.speech, language, judged.view if judged else None)
    best = hint.moves[0]
    margin = round(best.margin, 1)
    ending = words["level"] if margin == 0 else words["ahead" if margin > 0 else "behind"].format(
        points=_points(abs(margin), language))
    player = (hint.player_word or PLAYER).get(language, PLAYER[language])
    lines = [words["suggest"].format(player=player[:1].upper() + player[1:], seat=hint.seat, action=now(best.action), share=_percent(best.share),
                                     win=_percent(best.win), margin=ending)]
    for move in hint.moves[1:]:
        gap = round(best.margin - move.margin, 1)
        if abs(gap) < 0.5:
            difference = words["as_good"]
        elif gap > 0:
            difference = words["worse"].format(points=_points(gap, language))
        else:
            difference = words["better_points"].format(points=_points(-gap, language))
        lines.append(words["also"].format(action=now(move.action), share=_percent(move.share),
                                          difference=difference))
    if judged is not None:
        lines.append(words[judged.verdict].format(
            action=then(judged.action), better=then(judged.better) if judged.better else "",
            drop=_percent(max(judged.drop, 0.0)), points=_points(judged.points, language)))
    return tuple(lines)
