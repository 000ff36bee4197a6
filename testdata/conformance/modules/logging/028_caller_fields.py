# Which frame a record names (funcName, lineno, filename, module) for
# loggers, adapters, the module functions and a range of stacklevels.
import io
import logging

buf = io.StringIO()
log = logging.getLogger("where")
log.propagate = False
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("%(funcName)s:%(lineno)d %(filename)s %(module)s %(message)s"))
log.addHandler(h)
log.setLevel(logging.DEBUG)


def deep(n, level):
    if n:
        return deep(n - 1, level)
    log.info("deep level=%s", level, stacklevel=level)


def outer(level):
    deep(2, level)


for level in (1, 2, 3, 4, 5, 50, True):
    outer(level)


class Agent:
    def act(self):
        log.warning("method")
        ad = logging.LoggerAdapter(log, {})
        ad.error("adapter")
        try:
            1 / 0
        except ZeroDivisionError:
            log.exception("failed")

    @property
    def prop(self):
        log.debug("property")
        return 1


Agent().act()
Agent().prop
log.info("module level")
log.log(25, "via log")
lam = lambda: log.critical("lambda")
lam()
[log.info("in comprehension %d", i) for i in range(2)]
rec = log.makeRecord("where", 20, "/x/y/tool.py", 7, "m", (), None)
print(rec.filename, rec.module, rec.funcName, rec.lineno)
print(log.findCaller()[1:])
print(log.findCaller(stacklevel=3)[1:])
print(logging.Logger.findCaller(log, False, 2.0)[1:3])
for line in buf.getvalue().splitlines():
    if not line.startswith((" ", "Traceback", "ZeroDivision")):
        print(line)
# With _srcfile None no caller is looked up.
saved = logging._srcfile
logging._srcfile = None
log.warning("no lookup")
logging._srcfile = saved
log.warning("lookup again")
print(buf.getvalue().splitlines()[-2:])
