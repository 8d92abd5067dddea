"""One widget for every game's exercises: ``ExerciseWidget(exercise_set)`` (what ``mandrapy.exercises(...)``
shows in a notebook).

One exercise at a time: where it stands and the score so far, the question and how to answer, the position,
the options, Check, the feedback (the core's, in a polite live region) and Next. A kind answered on the board
(``QuestionKind.board``) shows the game's own board on a copy of the position: a click that would play a move
chooses that move as the answer (:func:`~mandrapy.widgets.answers.answering_board`); the board's Undo and Hint
are hidden. Any other kind shows the position's picture. At the end: the score, a name field and a link that
downloads the result file, made in the page (a ``data:`` address), so no server is needed: it works in Voila
and in the offline site alike. Every control is a button, a link or a text field: Tab reaches each, Enter or
Space uses it.
"""

from __future__ import annotations

import base64
import html
import re
import time
from typing import Any

import ipywidgets as widgets

from ..core.describe import as_html
from ..core.drawing import Options, Picture
from ..core.exercise_sets import ExerciseSet
from ..core.exercises import Exercise, Feedback as Verdict
from .answers import Choices, Feedback, answering_board
from .contract import board_class
from .still import with_picture

# The board's largest height in CSS pixels: with the question above it and the options, Check and the feedback
# under it, one laptop screen (768 pixels high) shows the whole exercise. (A board with several layouts never
# shows one under its design size: that board may be taller, and its log, beside it, no taller than its compact
# layout, so that a long log does not push the options down.)
BOARD_HEIGHT = 340

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "header": "Question {n} of {total} — {right} right so far",
        "check": "Check",
        "next": "Next question",
        "last": "See my score",
        "answers": "Answers",
        "choose_first": "Choose an answer first.",
        "your_answer": "Your answer: {answer}.",
        "nothing": "nothing chosen yet",
        "not_an_option": "{option} is not one of the choices.",
        "checked": "This answer is checked: go on to the next question.",
        "score": "Your score: {score} of {total}",
        "done": "The exercises are over.",
        "was_right": "right",
        "was_wrong": "not right",
        "skipped": "not answered",
        "name": "Your name",
        "name_tip": "Written in the result file",
        "download": "Download my result",
        "download_tip": "A small file with your name, your answers and their time, to give your teacher.",
        "run": "Run this cell (Shift-Enter) to answer the questions.",
        "first": "Question 1 of {total}: {question}",
        "picture": "The position",
        "as_text": "The position as text",
        "board_how": "Arrow keys move between the moves on the board, Enter or Space chooses one as your answer "
                     "(again: not chosen); the answers are also buttons under the board.",
    },
    "fr": {
        "header": "Question {n} sur {total} — {right} juste{s} jusqu'ici",
        "check": "Vérifier",
        "next": "Question suivante",
        "last": "Voir mon score",
        "answers": "Réponses",
        "choose_first": "Choisissez d'abord une réponse.",
        "your_answer": "Votre réponse : {answer}.",
        "nothing": "rien de choisi pour l'instant",
        "not_an_option": "{option} ne fait pas partie des choix.",
        "checked": "Cette réponse est vérifiée : passez à la question suivante.",
        "score": "Votre score : {score} sur {total}",
        "done": "Les exercices sont terminés.",
        "was_right": "juste",
        "was_wrong": "pas juste",
        "skipped": "sans réponse",
        "name": "Votre nom",
        "name_tip": "Écrit dans le fichier de résultat",
        "download": "Télécharger mon résultat",
        "download_tip": "Un petit fichier avec votre nom, vos réponses et leur durée, à remettre à votre "
                        "enseignant.",
        "run": "Exécutez cette cellule (Maj-Entrée) pour répondre aux questions.",
        "first": "Question 1 sur {total} : {question}",
        "picture": "La position",
        "as_text": "La position en texte",
        "board_how": "Les flèches passent d'un coup à l'autre sur le plateau, Entrée ou Espace en fait votre "
                     "réponse (une seconde fois : plus choisi) ; les réponses sont aussi des boutons sous le "
                     "plateau.",
    },
}


def said(language: str, key: str, **values: Any) -> str:
    """One of the widget's sentences in ``language`` (English where the language has no table)."""
    table = WORDS.get(language, WORDS["en"])
    return table[key].format(s="s" if values.get("right", 0) > 1 else "", **values)


def file_name(game: str, seed: int, name: str) -> str:
    """The result file's name: ``mandrapy-<game>-<seed>-<name>.json`` (the name kept to letters, digits and
    dashes; without a name, ``mandrapy-<game>-<seed>.json``).

    >>> file_name("kuhn", 4, "Zoé Martin/3B")
    'mandrapy-kuhn-4-Zoé-Martin-3B.json'
    """
    kept = re.sub(r"[^\w]+", "-", name, flags=re.UNICODE).strip("-_")[:60]
    return f"mandrapy-{game}-{seed}" + (f"-{kept}" if kept else "") + ".json"


class ExerciseWidget(widgets.VBox):
    """The exercises of ``exercise_set`` (an :class:`~mandrapy.core.exercise_sets.ExerciseSet`) one at a
    time, with their score and result file (see the module)."""

    board: Any = None                  # the board of an exercise answered on it (else None)

    def __init__(self, exercise_set: ExerciseSet):
        if not isinstance(exercise_set, ExerciseSet):
            raise ValueError(f"ExerciseWidget: exercise_set must be an ExerciseSet (mandrapy.exercises(...)), "
                             f"not {type(exercise_set).__name__}")
        self.exercises = exercise_set
        self.language = exercise_set.language
        self.number = 0
        self.started = time.monotonic()
        self.feedback: Verdict | None = None
        self.header = widgets.HTML()
        self.header.add_class("mandrapy-exercise-header")
        self.question = widgets.HTML()
        self.position = widgets.Box(layout=widgets.Layout(width="100%"))
        self.choices = Choices(label=self.word("answers"))
        self.choices.observe(self._on_chosen, "chosen")
        self.check_button = widgets.Button(description=self.word("check"), button_style="primary",
                                           layout=widgets.Layout(width="auto", margin="2px 8px 2px 0"))
        self.check_button.on_click(lambda _button: self.check())
        self.next_button = widgets.Button(description=self.word("next"), layout=widgets.Layout(width="auto"))
        self.next_button.on_click(lambda _button: self.next())
        self.verdict = Feedback(language=self.language)
        self.name_field = widgets.Text(description=self.word("name"), placeholder=self.word("name_tip"),
                                       style={"description_width": "initial"})
        self.name_field.observe(lambda _change: self._update_link(), "value")
        self.link = widgets.HTML()
        self.summary = widgets.HTML()
        # The options, Check and Next on one row where they fit (a laptop's window has no line to spare).
        answer_row = widgets.HBox([self.choices, self.check_button, self.next_button],
                                  layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.asking = widgets.VBox([self.question, self.position, answer_row])
        self.ending = widgets.VBox([self.summary, self.name_field, self.link],
                                   layout=widgets.Layout(display="none"))
        super().__init__([self.header, self.asking, self.verdict, self.ending],
                         layout=widgets.Layout(width="100%"))
        self.add_class("mandrapy-exercises")
        self.show(0)

    # ---------------------------------------------------------------- what is shown
    def word(self, key: str, **values: Any) -> str:
        return said(self.language, key, **values)

    @property
    def exercise(self) -> Exercise:
        return self.exercises[self.number]

    @property
    def finished(self) -> bool:
        return self.number >= len(self.exercises)

    def header_text(self) -> str:
        return self.word("header", n=self.number + 1, total=len(self.exercises), right=self.exercises.score)

    def header_html(self, text: str) -> str:
        # Not a heading element: the widget sits under whatever headings the notebook has (axe: heading-order).
        return (f"<p lang='{self.language}' style='font-size:16px;font-weight:bold;margin:4px 0'>"
                f"{html.escape(text)}</p>")

    def show(self, number: int) -> None:
        """Show exercise ``number`` (from 0), unanswered; past the last one, the end."""
        self.number, self.feedback = number, None
        self._close_board()
        self.verdict.lines, self.verdict.verdict = [], ""
        if self.finished:
            self.show_end()
            return
        exercise = self.exercise
        self.header.value = self.header_html(self.header_text())
        self.question.value = (f"<div lang='{self.language}' style='font-size:15px;line-height:1.4'>"
                               f"<p style='margin:4px 0'><b>{html.escape(exercise.question())}</b></p>"
                               f"<p style='margin:4px 0'>{html.escape(exercise.instructions())}</p></div>")
        with self.choices.hold_sync():                # (before the board: it is not told of this reset)
            self.choices.locked = False
            self.choices.chosen = []
            self.choices.multiple = exercise.kind.choose == "all"
            self.choices.words = list(exercise.choices())
        self.position.children = (self._position(exercise),)
        last = number == len(self.exercises) - 1
        self.next_button.description = self.word("last" if last else "next")
        self.started = time.monotonic()

    def _position(self, exercise: Exercise) -> widgets.Widget:
        if exercise.kind.board:
            cls = answering_board(board_class(exercise.game))
            self.board = cls(exercise.game.clone(), seat=exercise.seat, language=self.language,
                             height=BOARD_HEIGHT)
            self.board.on_answer = self.choose_action
            self.board.exercise = exercise
            # No log beside the position: where the notebook is narrow (JupyterLab beside its file browser) it
            # wrapped below the board and pushed the options and Check 400 px out of a laptop's window. The board
            # marks the last moves itself.
            self.board.log_box.layout.display = "none"
            self.board.redraw()
            self.board.how = self.word("board_how")           # (said from the first redraw a browser sees)
            self.board.button_row.layout.display = "none"       # Undo my turn and Hint would give it away
            self.board.access.playing = False                  # and so would the list of legal moves
            return self.board
        picture = self.position_picture(exercise)
        alt = picture.alternative()
        shown = Picture(picture.drawing, alt=f"{self.word('picture')}: {alt}" if alt else self.word("picture"))
        box = widgets.HTML(shown._repr_mimebundle_()["text/html"] + self.position_text(exercise),
                           layout=widgets.Layout(max_width=f"{picture.drawing.width}px"))
        box.add_class("mandrapy-picture")
        return box

    def position_picture(self, exercise: Exercise) -> Picture:
        """The position as the seat sees it, lighting nothing that would answer the question (the core's
        ``Exercise.picture``: a board highlights the cards a spell could use, the shops in reach...), in the
        board's compact layout where it has one."""
        return exercise.picture(self.language)

    def position_text(self, exercise: Exercise) -> str:
        """The position as the seat sees it, in words (the game's board's ``describe``), folded under the
        picture; "" for a game whose board describes nothing."""
        describe = board_class(exercise.game).describe
        if describe is None:
            return ""
        sections = describe(exercise.shown_view(), Options(language=self.language, interactive=False))
        return (f"<details lang='{self.language}' style='font-size:13px;margin:4px 0'><summary style='cursor:"
                f"pointer;font-weight:bold'>{html.escape(self.word('as_text'))}</summary>{as_html(sections)}"
                f"</details>")

    def _close_board(self) -> None:
        if self.board is not None:
            self.board.close()
            self.board = None

    def show_end(self) -> None:
        """The score, said in the live region too, the name field and the download link."""
        self.header.value = self.header_html(self.word("done"))
        self.asking.layout.display = "none"
        with self.verdict.hold_sync():
            self.verdict.lines = [self.score_text()]
            self.verdict.verdict = "score"
        self.summary.value = self.summary_html()
        self.ending.layout.display = None
        self._update_link()
        self.name_field.focus()

    def summary_html(self) -> str:
        """Each question and how it went, as a list."""
        items = []
        for number, exercise in enumerate(self.exercises):
            done = self.exercises.answered.get(number)
            how = "skipped" if done is None else "was_right" if done.feedback.right else "was_wrong"
            items.append(f"<li>{html.escape(exercise.question())} <b>{html.escape(self.word(how))}</b></li>")
        return (f"<ol lang='{self.language}' class='mandrapy-summary' style='font-size:14px;margin:4px 0;"
                f"padding-left:1.8em'>{''.join(items)}</ol>")

    def score_text(self) -> str:
        return self.word("score", score=self.exercises.score, total=len(self.exercises))

    # ---------------------------------------------------------------- answering
    def chosen(self) -> Any:
        """The answer as chosen now: a set of options for a kind that asks for all, else one option (None:
        nothing chosen)."""
        options = self.exercise.options
        picked = [options[index] for index in self.choices.chosen]
        if self.exercise.kind.choose == "all":
            return frozenset(picked)
        return picked[0] if picked else None

    def choose(self, option: Any) -> None:
        """Press (or, asking for all, toggle) ``option``'s button, as a click on it does."""
        options = self.exercise.options
        if option not in options:
            raise ValueError(f"choose: option must be one of {', '.join(map(repr, options))}, not {option!r}")
        self.choices.toggle(options.index(option))

    def choose_action(self, action: Any) -> str:
        """A move clicked on the board: chosen as the answer when it is one of the options (what the board
        then says)."""
        if self.feedback is not None:
            return self.word("checked")
        options = self.exercise.options
        if action not in options:
            return self.word("not_an_option", option=self.exercise.word(action))
        self.choices.toggle(options.index(action))
        return self.answer_words()

    def answer_words(self) -> str:
        words = [self.exercise.word(self.exercise.options[i]) for i in self.choices.chosen]
        return self.word("your_answer", answer=", ".join(words) or self.word("nothing"))

    def _on_chosen(self, _change: Any) -> None:
        if self.board is not None and not self.board.closed:
            self.board.message = self.answer_words()
            self.board.redraw()

    def check(self) -> Verdict | None:
        """Check the answer chosen (the Check button): the core's feedback in the live region, the score."""
        if self.finished:
            return None
        if self.feedback is not None:
            self.verdict.lines = [*self.feedback.lines]       # said again; the first answer counts
            return self.feedback
        answer = self.chosen()
        if answer is None:
            self.verdict.lines, self.verdict.verdict = [self.word("choose_first")], ""
            return None
        seconds = time.monotonic() - self.started
        feedback = self.exercises.answer(self.number, answer, seconds)
        self.feedback = feedback
        self.choices.locked = True
        partly = not feedback.wrong and bool(self.exercise.ask.correct - feedback.missed)
        verdict = "right" if feedback.right else "partly" if partly else "wrong"
        with self.verdict.hold_sync():
            self.verdict.lines, self.verdict.verdict = list(feedback.lines), verdict
        self.header.value = self.header_html(self.header_text())
        return feedback

    def next(self) -> None:
        """The next exercise (the Next button); after the last one, the score and the result file."""
        if not self.finished:
            self.show(self.number + 1)
            if not self.finished:
                self.choices.focus_first += 1

    # ---------------------------------------------------------------- the result file
    def _update_link(self) -> None:
        name = self.name_field.value.strip()
        self.exercises.name = name
        self.link.value = self.link_html(name)

    def link_html(self, name: str) -> str:
        """The download link: the result file in the page itself (``data:application/json;base64,...``)."""
        data = base64.b64encode(self.exercises.result_json(name).encode("utf-8")).decode("ascii")
        target = file_name(self.exercises.game, self.exercises.seed, name)
        return (f"<a class='mandrapy-download' download='{html.escape(target)}' "
                f"href='data:application/json;base64,{data}' title='{html.escape(self.word('download_tip'))}' "
                f"lang='{self.language}' style='display:inline-block;font-size:15px;padding:6px 14px;"
                f"background:#1a56db;color:#ffffff;border-radius:4px;text-decoration:none;margin:6px 0'>"
                f"{html.escape(self.word('download'))}</a>")

    # ---------------------------------------------------------------- elsewhere
    def close(self) -> None:
        self._close_board()
        super().close()

    def picture(self) -> Picture:
        """The first question's position, its question as caption: what a stored notebook shows."""
        exercise = self.exercises[0]
        picture = self.position_picture(exercise)
        caption = " ".join((self.word("first", total=len(self.exercises), question=exercise.question()),
                            exercise.instructions(), self.word("run")))
        return Picture(picture.drawing, caption=caption, alt=picture.alternative())

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        return with_picture(super()._repr_mimebundle_(**kwargs), self.picture())
