"""``mandrapy.number``: a number written the way the session's language writes it (French lessons print with it)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import mandrapy
from mandrapy.core.language import speaking

SPECS = ["", ",", ".1f", "+.1f", ".0%", ".1%", "4.0%", ",.2f"]


@given(st.floats(-1e7, 1e7, allow_nan=False), st.sampled_from(SPECS))
def test_english_numbers_are_what_format_writes(value, spec):
    assert mandrapy.number(value, spec, "en") == format(value, spec)


@given(st.floats(-1e7, 1e7, allow_nan=False), st.sampled_from(SPECS))
def test_french_numbers_have_a_decimal_comma_spaced_thousands_and_a_space_before_percent(value, spec):
    french, english = mandrapy.number(value, spec, "fr"), format(value, spec)
    assert "." not in french
    assert french.replace(" %", "%").replace(",", ".").replace(" ", "") == english.replace(",", "").replace(" ", "")
    assert french.endswith(" %") == english.endswith("%")


def test_the_lessons_numbers_in_french():
    assert mandrapy.number(20_000, ",", "fr") == "20 000"      # not "20,000", which a French reader reads as 20
    assert mandrapy.number(0.268, ".1%", "fr") == "26,8 %"
    assert mandrapy.number(-2.71, "+.1f", "fr") == "-2,7"


def test_without_a_language_a_number_is_written_in_the_session_language():
    with speaking("fr"):
        assert mandrapy.number(1234.5, ",.1f") == "1 234,5"
    assert mandrapy.number(1234.5, ",.1f") == "1,234.5"


def test_an_unknown_language_is_refused_naming_the_argument():
    with pytest.raises(ValueError, match="number: language must be one of 'en', 'fr', not 'de'"):
        mandrapy.number(1, "", "de")
