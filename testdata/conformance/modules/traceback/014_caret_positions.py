import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

def cases():
    data = {"a": [1, 2]}
    yield lambda: data["a"][5]
    yield lambda: data["b"]
    yield lambda: 1 + "x"
    yield lambda: len(5)
    yield lambda: [].pop()
    yield lambda: 10 / (3 - 3)
    yield lambda: data.missing
    yield lambda: int("z")
for fn in cases():
    try:
        fn()
    except Exception:
        show(traceback.format_exc())
