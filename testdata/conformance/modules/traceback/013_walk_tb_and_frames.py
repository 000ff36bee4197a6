import traceback, sys, re


def _plain(text):
    """File names cut to their base name (python3 prints the absolute
    path) and no source lines (a program run from bytecode has none)."""
    text = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)
    return re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', text)


def show(text):
    print(_plain(text), end="")

def f():
    local_value = 42
    raise ValueError("x")
try:
    f()
except ValueError as e:
    for frame, lineno in traceback.walk_tb(e.__traceback__):
        print(frame.f_code.co_name, lineno)
    tb = e.__traceback__
    print(tb.tb_lineno, tb.tb_next.tb_lineno, tb.tb_next.tb_next)
    print(tb.tb_frame.f_code.co_name, tb.tb_next.tb_frame.f_code.co_name)
