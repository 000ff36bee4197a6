# The shapes of a logging call: with and without keyword arguments,
# exc_info as an exception, a tuple, True and false values, a lone
# mapping argument (empty or not) and levels without a standard name.
import io
import logging
import sys

buf = io.StringIO()
log = logging.getLogger("shapes")
log.propagate = False
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("%(levelname)s|%(levelno)s|%(message)s|%(exc_text)s"))
log.addHandler(h)
log.setLevel(1)

try:
    raise KeyError("k")
except KeyError as err:
    caught = err
    log.error("true", exc_info=True)
    log.warning("tuple", exc_info=sys.exc_info())
log.error("instance", exc_info=caught)
log.error("false", exc_info=False)
log.error("zero", exc_info=0)
log.info("mapping %(a)s", {"a": 1})
log.info("empty mapping %s", {})
log.info("two %s %s", {"a": 1}, {"b": 2})
log.info("no args %(a)s")
logging.addLevelName(5, "")
log.log(5, "empty name")
log.log(7, "unnamed %d", 7)
log.debug("stacklevel only", stacklevel=1)
log.critical("extra", extra={"who": "me"})
try:
    log.info("bad kw", colour="red")
except TypeError as e:
    print(type(e).__name__, e)
for line in buf.getvalue().splitlines():
    if line.startswith(("Traceback", "  ")):
        continue
    print(line)
