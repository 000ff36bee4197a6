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

class T(unittest.TestCase):
    def test_long_lists(self):
        self.assertEqual(list(range(40)), list(range(39)) + [99])
    def test_long_equal_prefix(self):
        self.assertEqual("a" * 200 + "x", "a" * 200 + "y")
    def test_not_equal_long(self):
        self.assertIn("zz", "q" * 100)
run(T)
