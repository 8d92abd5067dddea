"""What simulate prints is in the session's language."""

import pytest

import mandrapy
from mandrapy.core.language import speaking

pytest.importorskip("pandas")
pytest.importorskip("tqdm")


@pytest.mark.parametrize("language, line", [("en", "4 games in "), ("fr", "4 parties en ")])
def test_the_closing_line_of_a_simulation_is_in_the_sessions_language(language, line, capsys):
    with speaking(language):
        mandrapy.simulate("mandragora", games=4, seed=1, executor="serial", players=2)
    out = capsys.readouterr().out
    assert line in out and ("games/s" in out) == (language == "en")
