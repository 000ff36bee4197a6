import unittest, sys
class T(unittest.TestCase):
    def test_ok(self):
        self.assertEqual(2 * 2, 4)
sys.stderr = sys.stdout
try:
    unittest.main(argv=["prog"], testRunner=unittest.TextTestRunner(stream=type("S", (), {"write": lambda self, s: sys.stdout.write(s.replace("0.000s", "T").replace("0.001s", "T")), "flush": lambda self: None})()))
except SystemExit as e:
    print("exit code", e.code)
