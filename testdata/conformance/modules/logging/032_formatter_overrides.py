# Formatter subclasses that override the steps of format(), styles with
# defaults, filters given as callables or Filter objects, and streams
# without a flush method.
import logging


class Always(logging.Formatter):
    def usesTime(self):
        return True

    def formatTime(self, record, datefmt=None):
        return "T0"


class Upper(logging.Formatter):
    def formatMessage(self, record):
        return super().formatMessage(record).upper()


class Lines:
    def __init__(self):
        self.lines = []

    def write(self, text):
        self.lines.append(text)


rec = logging.LogRecord("x", logging.INFO, "x.py", 3, "hello %s", ("you",), None)
print(repr(Always("%(message)s").format(rec)), repr(rec.asctime))
print(repr(Upper("%(levelname)s %(message)s").format(rec)))
print(repr(logging.Formatter("[%(asctime)s]", datefmt="X").format(rec)))
print(repr(logging.Formatter("%(user)s %(message)s", defaults={"user": "u"}).format(rec)))
print(repr(logging.Formatter("{levelname} {message}", style="{").format(rec)))
print(repr(logging.Formatter("$levelname $message", style="$").format(rec)))

out = Lines()
h = logging.StreamHandler(out)
h.setFormatter(logging.Formatter("%(name)s:%(message)s"))
h.addFilter(lambda r: "skip" not in r.getMessage())


class OnlyX(logging.Filter):
    def filter(self, record):
        return record.name.startswith("x")


h.addFilter(OnlyX())
log = logging.getLogger("x.y")
log.propagate = False
log.addHandler(h)
log.warning("keep %d", 1)
log.warning("skip %d", 2)
logging.getLogger("z").addHandler(h)
logging.getLogger("z").propagate = False
logging.getLogger("z").warning("other")
h.flush()
print(out.lines)
print(h.filter(rec), h.handle(rec), len(out.lines))
