import logging, sys, warnings
warnings.showwarning = lambda m, c, f, l, file=None, line=None: print("warning:", c.__name__, m, l)
logging.basicConfig(stream=sys.stdout, format="%(levelno)s %(levelname)s %(message)s", level=1)
log = logging.getLogger("lm")
log.log(5, "five")
log.log(logging.ERROR, "err %s", "x")
logging.log(35, "custom")
try:
    log.log("INFO", "bad")
except TypeError as e:
    print("TypeError", e)
log.fatal("fatal")
log.warn("deprecated warn")
