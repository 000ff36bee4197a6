import io
import contextlib
buf = io.StringIO()
print("a", 1, sep="-", file=buf)
print("b", end="!", file=buf)
print(repr(buf.getvalue()))
out = io.StringIO()
with contextlib.redirect_stdout(out):
    print("captured")
    print("twice")
print(out.getvalue().splitlines())
lines = io.StringIO()
lines.writelines(["x\n", "y\n"])
print(repr(lines.getvalue()))
