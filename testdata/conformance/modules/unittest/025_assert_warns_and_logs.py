import unittest, sys, re

class Out:
    """The runner's stream: stdout, with the run's duration fixed, file
    names cut to their base name (python3 prints absolute paths) and no
    source lines (a program run from bytecode has none)."""
    def write(self, s):
        s = re.sub(r"in \d+\.\d+s", "in 0.000s", s)
        s = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', s)
        s = re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', s)
        sys.stdout.write(s)
    def flush(self):
        pass

def run(*classes, verbosity=1, **kw):
    loader = unittest.TestLoader()
    suite = unittest.TestSuite(loader.loadTestsFromTestCase(c) for c in classes)
    result = unittest.TextTestRunner(stream=Out(), verbosity=verbosity, **kw).run(suite)
    print(result, result.wasSuccessful())
    return result

import warnings, logging
class T(unittest.TestCase):
    def test_warns(self):
        with self.assertWarns(DeprecationWarning) as cm:
            warnings.warn("old", DeprecationWarning)
        print("warned:", cm.warning)
    def test_warns_missing(self):
        with self.assertWarns(UserWarning):
            pass
    def test_warns_regex(self):
        with self.assertWarnsRegex(UserWarning, "abc"):
            warnings.warn("xyz")
    def test_logs(self):
        with self.assertLogs("app", level="INFO") as cm:
            logging.getLogger("app").info("first")
            logging.getLogger("app.sub").warning("second")
        print(cm.output)
run(T)
