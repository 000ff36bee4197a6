# StreamHandler.stream: where it lives, what setStream returns, and a
# delayed FileHandler's stream before, during and after use.
import io
import logging
import os
import sys

a, b = io.StringIO(), io.StringIO()
h = logging.StreamHandler(a)
print(h.stream is a, "stream" in vars(h), hasattr(logging.StreamHandler, "stream"))
try:
    logging.StreamHandler.stream
except AttributeError as e:
    print(type(e).__name__, e)
print(h.setStream(a), h.setStream(b) is a, h.stream is b)
h.stream = a
log = logging.getLogger("streams")
log.propagate = False
log.addHandler(h)
log.warning("to a")
print(repr(a.getvalue()), repr(b.getvalue()))

saved = sys.stderr
sys.stderr = io.StringIO()
try:
    d = logging.StreamHandler()
    print(d.stream is sys.stderr, repr(d))
    log.addHandler(d)
    log.error("to stderr")
    log.removeHandler(d)
    got = sys.stderr.getvalue()
finally:
    sys.stderr = saved
print(repr(got))


class Named(io.StringIO):
    name = "<named>"


print(repr(logging.StreamHandler(Named())))

# delay=True opens nothing until a record arrives; closing it unopened
# leaves the stream None.
fh = logging.FileHandler("never-opened.log", delay=True)
print(fh.stream, "stream" in vars(fh), fh.baseFilename.endswith("never-opened.log"))
fh.close()
print(fh.stream, os.path.exists("never-opened.log"))
