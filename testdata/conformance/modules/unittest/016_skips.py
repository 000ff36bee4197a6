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

@unittest.skip("whole class")
class Skipped(unittest.TestCase):
    def test_a(self):
        pass
class T(unittest.TestCase):
    @unittest.skipIf(True, "condition true")
    def test_if(self):
        pass
    @unittest.skipUnless(False, "condition false")
    def test_unless(self):
        pass
    @unittest.skipIf(False, "not skipped")
    def test_runs(self):
        pass
    def test_inside(self):
        self.skipTest("skipped inside")
    def test_raise(self):
        raise unittest.SkipTest("raised")
r = run(Skipped, T, verbosity=2)
print(len(r.skipped), [reason for _, reason in r.skipped])
