import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

def a():
    return b()
def b():
    return traceback.extract_stack()
st = a()
print([(f.name, f.lineno) for f in st])
def c():
    return traceback.format_stack(limit=2)
show("".join(c()))
def d():
    return traceback.extract_stack(limit=1)
print([f.name for f in d()])
