"""Features that need processes say so in a browser page; simulations there run their games one by one."""

import pytest

from mandrapy.core.browser import IN_BROWSER, NeedsProcesses, require_processes, usable_workers


def test_this_interpreter_is_not_a_browser_page():
    assert IN_BROWSER is False
    require_processes("A Dask cluster")          # nothing to say outside a browser


def test_a_feature_needing_processes_says_so_in_a_browser_page():
    with pytest.raises(NeedsProcesses, match=r"^A Dask cluster needs other processes, which Python inside a "
                                             r"browser page cannot start\. .*make lab.*same results"):
        require_processes("A Dask cluster", in_browser=True)


def test_a_simulation_asking_for_workers_gets_one_in_a_browser_page():
    assert usable_workers(4, in_browser=True) == 1
    assert usable_workers(4, in_browser=False) == 4
    with pytest.raises(ValueError, match="workers must be at least 1, not 0"):
        usable_workers(0)
