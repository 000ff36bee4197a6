import logging, sys
sys.stderr = sys.stdout
log = logging.getLogger("lr")
log.info("not shown")
log.warning("last resort %s", "msg")
log.error("error too")
logging.lastResort = None
