"""Report the fuzz suite's numbers (inputs tried, slowest refusal) at the end of the run."""


def pytest_terminal_summary(terminalreporter):
    from fuzz_adapters import Timer

    if Timer.cases:
        terminalreporter.write_line(f"fuzz: {Timer.cases} inputs tried, slowest answer {Timer.slowest:.3f} s")
