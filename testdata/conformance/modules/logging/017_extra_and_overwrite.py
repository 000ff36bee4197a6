import logging, sys
logging.basicConfig(stream=sys.stdout, format="%(message)s %(req)s")
log = logging.getLogger("e")
log.warning("req", extra={"req": 42})
for key in ["message", "asctime", "msg", "name"]:
    try:
        log.warning("x", extra={key: 1})
    except KeyError as e:
        print("KeyError", e)
