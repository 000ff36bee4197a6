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
    def test_cm(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            1 / 0
        print("caught", type(cm.exception).__name__, cm.exception)
    def test_call(self):
        self.assertRaises(ValueError, int, "x")
    def test_not_raised(self):
        with self.assertRaises(KeyError):
            pass
    def test_not_raised_call(self):
        self.assertRaises(ValueError, int, "5")
    def test_wrong_type(self):
        with self.assertRaises(KeyError):
            raise IndexError("idx")
    def test_tuple(self):
        with self.assertRaises((TypeError, ValueError)):
            raise TypeError()
    def test_regex(self):
        with self.assertRaisesRegex(ValueError, r"invalid literal"):
            int("q")
        self.assertRaisesRegex(ValueError, "^nomatch$", int, "q")
    def test_msg(self):
        with self.assertRaises(KeyError, msg="custom"):
            pass
run(T)
