import logging, sys
log = logging.getLogger("s")
log.propagate = False
h = logging.StreamHandler(sys.stdout)
log.addHandler(h)
h.setFormatter(logging.Formatter("{levelname:>8}:{name}:{message}", style="{"))
log.warning("brace %d", 7)
h.setFormatter(logging.Formatter("$levelname-${name}-$message", style="$"))
log.warning("dollar")
h.setFormatter(logging.Formatter("%(levelname)s %(custom)s", defaults={"custom": "dflt"}))
log.warning("x")
log.warning("x", extra={"custom": "given"})
