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
    def test_greater(self):
        self.assertGreater(1, 2)
    def test_greater_equal(self):
        self.assertGreaterEqual(1, 2)
    def test_less(self):
        self.assertLess(3, 2)
    def test_less_equal(self):
        self.assertLessEqual(3, 2)
    def test_not_equal(self):
        self.assertNotEqual("a", "a")
    def test_is(self):
        self.assertIs([], [])
    def test_is_not(self):
        x = object
        self.assertIsNot(x, x)
    def test_none(self):
        self.assertIsNone(0)
    def test_not_none(self):
        self.assertIsNotNone(None)
    def test_instance(self):
        self.assertIsInstance(1, str)
    def test_not_instance(self):
        self.assertNotIsInstance(1, int)
    def test_not_in(self):
        self.assertNotIn("a", "abc")
    def test_false(self):
        self.assertFalse([0])
run(T)
