import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

try:
    e = ValueError("with notes")
    e.add_note("first note")
    e.add_note("second note")
    raise e
except ValueError as err:
    show("".join(traceback.format_exception(err)))
try:
    raise ExceptionGroup("group", [ValueError("v"), TypeError("t"), ExceptionGroup("inner", [KeyError("k")])])
except ExceptionGroup as eg:
    text = "".join(traceback.format_exception(eg))
    show("".join(l for l in text.splitlines(True) if not l.startswith("  |     ")))
