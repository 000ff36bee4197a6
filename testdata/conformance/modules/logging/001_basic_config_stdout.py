import logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.DEBUG)
logging.debug("debug %d", 1)
logging.info("info")
logging.warning("warn %s", "x")
logging.error("error")
logging.critical("critical")
log = logging.getLogger("app")
log.info("from app")
