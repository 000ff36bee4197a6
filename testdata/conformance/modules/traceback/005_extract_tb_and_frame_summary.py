import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

def f():
    g()
def g():
    raise ValueError("deep")
try:
    f()
except ValueError as e:
    tb = traceback.extract_tb(e.__traceback__)
    print(len(tb), type(tb).__name__)
    for fs in tb:
        print(fs.name, fs.lineno, fs.filename.rsplit("/", 1)[-1])
    fs = tb[-1]
    print(list(fs)[1:3], fs[2], len(fs))
    show("".join(traceback.format_list(tb)))
    show("".join(traceback.format_tb(e.__traceback__)))
    show("".join(traceback.format_tb(e.__traceback__, limit=1)))
