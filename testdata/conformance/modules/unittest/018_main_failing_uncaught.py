import unittest
class T(unittest.TestCase):
    def test_ok(self):
        pass
    def test_bad(self):
        self.assertEqual("a", "b")
if __name__ == "__main__":
    unittest.main()
