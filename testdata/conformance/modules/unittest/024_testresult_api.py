import unittest
class T(unittest.TestCase):
    def test_a(self): pass
    def test_b(self): self.fail("no")
    def test_c(self): raise ValueError
r = unittest.TestResult()
unittest.defaultTestLoader.loadTestsFromTestCase(T).run(r)
print(r, r.testsRun, len(r.failures), len(r.errors), r.wasSuccessful())
print([str(t) for t, _ in r.failures], [t.id() for t, _ in r.errors])
print(r.errors[0][1].splitlines()[-1])
t = T("test_a")
print(t.id(), t.shortDescription(), t.countTestCases(), t == T("test_a"), t != T("test_b"))
r2 = t.run()
print(r2.testsRun, r2.wasSuccessful())
