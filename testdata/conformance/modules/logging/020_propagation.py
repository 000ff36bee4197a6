import logging, sys
def handler(tag):
    h = logging.StreamHandler(sys.stdout)
    h.setFormatter(logging.Formatter(tag + " %(name)s %(message)s"))
    return h
root = logging.getLogger()
root.addHandler(handler("ROOT"))
p = logging.getLogger("p")
p.addHandler(handler("P"))
c = logging.getLogger("p.c")
c.addHandler(handler("C"))
c.warning("from child")
p.propagate = False
c.warning("stop at p")
c.setLevel(logging.ERROR)
c.warning("filtered")
print(c.getEffectiveLevel(), p.getEffectiveLevel())
