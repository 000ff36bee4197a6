import logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.INFO,
    format="%(levelname)-8s|%(name)s|%(module)s|%(filename)s|%(funcName)s|%(lineno)d|%(message)s")
def work():
    logging.getLogger("w").info("in work")
work()
logging.info("top")
class C:
    def m(self):
        logging.getLogger("c").warning("method")
C().m()
