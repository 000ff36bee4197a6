import logging, sys
log = logging.getLogger("f")
log.propagate = False
h = logging.StreamHandler(sys.stdout)
log.addHandler(h)
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1
log.addFilter(OnlyOdd())
for i in range(5):
    log.warning("n=%d", i)
h.addFilter(lambda r: r.args[0] != 3)
for i in range(5):
    log.warning("m=%d", i)
flt = logging.Filter("a.b")
for name in ["a.b", "a.b.c", "a.bc", "a", "x"]:
    print(name, flt.filter(logging.makeLogRecord({"name": name})))
print(logging.Filter().filter(logging.makeLogRecord({"name": "z"})))
