import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

def rec(n):
    if n == 0:
        raise RecursionError("stop")
    return rec(n - 1)
try:
    rec(20)
except RecursionError:
    show(traceback.format_exc())
