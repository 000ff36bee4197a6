import logging, sys
h = logging.StreamHandler(sys.stdout)
print(repr(logging.NullHandler()), repr(logging.Handler()))
h.setLevel(logging.ERROR)
h.name = "mine"
print(h.name, h.level, h.formatter)
log = logging.getLogger("null")
log.addHandler(logging.NullHandler())
log.error("swallowed")
print(log.hasHandlers())
class ListHandler(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []
    def emit(self, record):
        self.records.append(self.format(record))
lh = ListHandler()
lh.setFormatter(logging.Formatter("%(name)s/%(levelname)s/%(message)s"))
log2 = logging.getLogger("list")
log2.addHandler(lh)
log2.propagate = False
log2.warning("one")
log2.error("two %d", 2)
print(lh.records)
