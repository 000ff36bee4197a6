import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

def boom():
    raise TypeError("bad type")
try:
    boom()
except TypeError as e:
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, str(te), len(te.stack))
    show("".join(te.format()))
    print(list(te.format_exception_only()))
    te2 = traceback.TracebackException(type(e), e, e.__traceback__, limit=1)
    print(len(te2.stack))
