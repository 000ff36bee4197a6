import logging, sys
log = logging.getLogger("h")
log.setLevel(logging.DEBUG)
h = logging.StreamHandler(sys.stdout)
h.setLevel(logging.INFO)
h.setFormatter(logging.Formatter("[%(levelname)s] %(name)s: %(message)s"))
log.addHandler(h)
log.debug("no")
log.info("yes %s", 1)
log.propagate = False
log.error("err")
print(log.handlers == [h], log.hasHandlers())
log.removeHandler(h)
print(log.handlers)
