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

import warnings
warnings.simplefilter("ignore")
class T(unittest.TestCase):
    def test_aliases(self):
        self.assertEquals(1, 1)
        self.assertNotEquals(1, 2)
        self.assert_(True)
        self.failUnless(True)
        self.failIf(False)
        self.assertAlmostEquals(1.0, 1.0)
    def test_alias_fail(self):
        self.assertEquals(1, 2)
run(T)
