import logging
r = logging.LogRecord("n", logging.INFO, "/p/mod.py", 12, "hi %s %s", ("a", "b"), None, "fn")
print(r.name, r.levelno, r.levelname, r.pathname, r.filename, r.module, r.lineno, r.funcName)
print(r.getMessage(), repr(r))
r2 = logging.LogRecord("n", 20, "x.py", 1, "%(a)s-%(b)s", ({"a": 1, "b": 2},), None)
print(r2.getMessage())
r3 = logging.makeLogRecord({"msg": "m %d", "args": (5,), "levelname": "X"})
print(r3.getMessage(), r3.levelname, r3.name)
print(type(r.created).__name__, r.msecs >= 0, r.exc_info, r.stack_info)
