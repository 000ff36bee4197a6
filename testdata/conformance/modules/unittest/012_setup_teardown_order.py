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

log = []
class T(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        log.append("setUpClass")
    @classmethod
    def tearDownClass(cls):
        log.append("tearDownClass")
    def setUp(self):
        log.append("setUp " + self._testMethodName)
        self.addCleanup(log.append, "cleanup " + self._testMethodName)
    def tearDown(self):
        log.append("tearDown " + self._testMethodName)
    def test_a(self):
        log.append("a")
    def test_b(self):
        log.append("b")
        self.fail("b fails")
run(T)
print("\n".join(log))
