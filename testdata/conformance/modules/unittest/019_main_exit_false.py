import unittest, sys
class T(unittest.TestCase):
    def test_bad(self):
        self.assertTrue(False)
class Q:
    def write(self, s):
        pass
    def flush(self):
        pass
prog = unittest.main(argv=["x"], exit=False, testRunner=unittest.TextTestRunner(stream=Q()))
r = prog.result
print(r.testsRun, len(r.failures), len(r.errors), r.wasSuccessful())
print(r.failures[0][0])
print(r.failures[0][1].splitlines()[-1])
