import logging
class MyLogger(logging.Logger):
    pass
logging.setLoggerClass(MyLogger)
print(type(logging.getLogger("custom.one")).__name__, logging.getLoggerClass().__name__)
logging.setLoggerClass(logging.Logger)
print(type(logging.getLogger("custom.two")).__name__)
try:
    logging.setLoggerClass(int)
except TypeError as e:
    print(e)
try:
    logging.getLogger(5)
except TypeError as e:
    print(e)
print(sorted(k for k in logging.Logger.manager.loggerDict if k.startswith("custom")))
