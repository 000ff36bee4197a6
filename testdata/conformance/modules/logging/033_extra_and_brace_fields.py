# extra= added to records (dicts, other mappings, odd keys, clashes) and
# {-style formats reading record attributes (nested specs, indexing,
# conversions, positional fields, missing names).
import collections
import io
import logging
import types

buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("{name}|{message:>{width}}|{args[0]!r}|{user}", style="{"))
log = logging.getLogger("x")
log.propagate = False
log.addHandler(h)
log.warning("hi %s", "a", extra={"width": 6, "user": "ann"})
log.warning("hi %s", "b", extra=collections.OrderedDict(width=4, user="bo"))
log.warning("hi %s", "c", extra=types.MappingProxyType({"width": 5, "user": "cy"}))
print(buf.getvalue().splitlines())

for extra in ({"message": 1}, {"asctime": 2}, {"name": 3}, {"ok": 1, "lineno": 4}, {"__dict__": 5}):
    try:
        r = log.makeRecord("x", logging.INFO, "f.py", 1, "m", (), None, extra=extra)
        print("made", sorted(k for k in vars(r) if k in extra))
    except KeyError as e:
        print(type(e).__name__, e)
r = log.makeRecord("x", logging.INFO, "f.py", 1, "m", (), None, extra={1: "one", "k": "v"})
print(r.__dict__[1], r.k, list(vars(r))[-2:])
r = log.makeRecord("x", logging.INFO, "f.py", 1, "m", (), None, extra={"getMessage": "shadow"})
print(r.getMessage, "getMessage" in vars(r))

rec = logging.LogRecord("n", logging.INFO, "p.py", 9, "msg %d", (7,), None)
rec.message = rec.getMessage()
for fmt in ("{0}", "{}", "{levelname}{}", "{nosuch}", "{name!r:>6}", "{{literal}} {lineno:03}",
            "{args[0]:+d} {msg.__class__.__name__}", "{name}{"):
    try:
        print(repr(logging.Formatter(fmt, style="{", validate=False).format(rec)))
    except Exception as e:
        print(type(e).__name__, e)
