import logging, sys, re
class Out:
    # File names print as base names: python3 shows the absolute path.
    def write(self, s):
        s = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', s)
        s = re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', s)
        sys.stdout.write(s)
    def flush(self):
        pass
logging.basicConfig(stream=Out(), format="%(levelname)s:%(message)s")
def fail():
    raise ValueError("bad value")
try:
    fail()
except ValueError:
    logging.exception("caught")
    out = logging.Formatter().formatException(sys.exc_info())
    print(out.splitlines()[0], "|", out.splitlines()[-1])
try:
    {}["k"]
except KeyError as e:
    logging.error("with exc_info", exc_info=True)
    logging.warning("exc object", exc_info=e)
logging.error("no exc", exc_info=False)
