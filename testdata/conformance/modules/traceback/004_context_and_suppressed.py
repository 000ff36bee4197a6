import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

try:
    try:
        1 / 0
    except ZeroDivisionError:
        None.attr
except AttributeError as e:
    show("".join(traceback.format_exception(e)))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("k") from None
except KeyError as e:
    show("".join(traceback.format_exception(e)))
