import sys
from contextlib import redirect_stdout, redirect_stderr

class Capture:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        pass
    def getvalue(self):
        return "".join(self.parts)

buf = Capture()
with redirect_stdout(buf) as target:
    print("captured line")
    print("second", 2)
    sys.stdout.write("direct\n")
print(target is buf, repr(buf.getvalue()))

err = Capture()
with redirect_stderr(err):
    print("to stderr", file=sys.stderr)
print(repr(err.getvalue()))

outer, inner = Capture(), Capture()
with redirect_stdout(outer):
    print("o1")
    with redirect_stdout(inner):
        print("i1")
    print("o2")
print(repr(outer.getvalue()), repr(inner.getvalue()))

r = redirect_stdout(Capture())
with r:
    print("x")
print("restored", sys.stdout is sys.__stdout__)
try:
    with redirect_stdout(Capture()):
        raise ValueError("boom")
except ValueError:
    print("stdout back after error", sys.stdout is sys.__stdout__)
