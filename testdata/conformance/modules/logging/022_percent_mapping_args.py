import logging, sys
logging.basicConfig(stream=sys.stdout, format="%(message)s")
logging.warning("%(x)s and %(y)s", {"x": 1, "y": 2})
logging.warning("tuple %s", (1, 2))
logging.warning("no args %s")
logging.warning(12345)
logging.warning(["list", "msg"])
logging.warning("pct %d%%", 50)
