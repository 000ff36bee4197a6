import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

class Out:
    def write(self, s):
        show(s)
try:
    x = [1, 2, 3]
    x[10] * 2
except IndexError:
    traceback.print_exc(file=Out())
    traceback.print_exc(limit=0, file=Out())
