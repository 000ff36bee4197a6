import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

class AppError(Exception):
    pass
class Silent(Exception):
    def __str__(self):
        return ""
class BadStr(Exception):
    def __str__(self):
        raise RuntimeError("no str")
for cls in (AppError, Silent, BadStr):
    try:
        raise cls("msg")
    except Exception as e:
        print(traceback.format_exception_only(e))
import json
try:
    json.loads("{bad")
except json.JSONDecodeError as e:
    print(traceback.format_exception_only(e)[-1], end="")
