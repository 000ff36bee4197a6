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

class A(unittest.TestCase):
    def test_z(self): pass
    def test_a(self): pass
    def testNoUnderscore(self): pass
    def not_a_test(self): pass
class B(A):
    def test_b(self): pass
loader = unittest.TestLoader()
print(loader.getTestCaseNames(A))
print(loader.getTestCaseNames(B))
s = loader.loadTestsFromTestCase(B)
print(s.countTestCases(), [t.id() for t in s])
suite = unittest.TestSuite()
suite.addTest(A("test_z"))
suite.addTests([A("test_a"), B("test_b")])
print(suite.countTestCases(), str(A("test_a")), repr(A("test_a")))
res = unittest.TextTestRunner(stream=Out(), verbosity=2).run(suite)
try:
    A("missing")
except ValueError as e:
    print(e)
try:
    suite.addTest(A)
except TypeError as e:
    print(e)
m = loader.loadTestsFromModule(sys.modules["__main__"])
print(m.countTestCases())
