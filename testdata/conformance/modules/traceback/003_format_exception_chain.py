import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("parse failed for %r" % s) from e
try:
    parse("abc")
except RuntimeError as e:
    show("".join(traceback.format_exception(e)))
    show("".join(traceback.format_exception(type(e), e, e.__traceback__, chain=False)))
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
