import logging, sys
sys.stderr = sys.stdout
logging.basicConfig(stream=sys.stdout, format="%(message)s")
logging.raiseExceptions = False
logging.warning("bad %d", "notanint")
print("continued")
