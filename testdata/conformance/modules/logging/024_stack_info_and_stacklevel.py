import logging, sys
logging.basicConfig(stream=sys.stdout, format="%(funcName)s:%(lineno)d %(message)s")
def helper(msg):
    logging.getLogger("s").warning(msg, stacklevel=2)
def caller():
    helper("from caller")
caller()
def inner():
    logging.getLogger("s").warning("plain")
inner()
