import unittest, sys, re, json
from unittest import mock

class Out:
    def write(self, s):
        s = re.sub(r"in \d+\.\d+s", "in 0.000s", s)
        s = re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', s)
        s = re.sub(r'(  File "[^"]*", line \d+, in [^\n]*\n)(    [^\n]*\n)(    [ ~^]*\n)?', r'\1', s)
        sys.stdout.write(s)
    def flush(self):
        pass

def fetch_user(client, uid):
    resp = client.get("/users/%d" % uid)
    if resp.status != 200:
        raise LookupError(uid)
    return json.loads(resp.body)["name"]

class T(unittest.TestCase):
    def test_fetch(self):
        client = mock.Mock()
        client.get.return_value.status = 200
        client.get.return_value.body = '{"name": "ann"}'
        self.assertEqual(fetch_user(client, 7), "ann")
        client.get.assert_called_once_with("/users/7")

    def test_missing(self):
        client = mock.Mock()
        client.get.return_value.status = 404
        with self.assertRaises(LookupError):
            fetch_user(client, 1)

    @mock.patch("json.loads", return_value={"name": "patched"})
    def test_patched(self, loads):
        client = mock.MagicMock()
        client.get.return_value.status = 200
        self.assertEqual(fetch_user(client, 2), "patched")
        loads.assert_called_once()

    def test_wrong_call(self):
        client = mock.Mock()
        client.get("/other")
        with self.assertRaises(AssertionError) as cm:
            client.get.assert_called_once_with("/users/1")
        print(cm.exception)
        self.fail("wrong call")

    def test_side_effect(self):
        m = mock.Mock(side_effect=KeyError("k"))
        with self.assertRaises(KeyError):
            m()
        self.assertEqual(m.call_count, 1)

r = unittest.TextTestRunner(stream=Out(), verbosity=2).run(unittest.defaultTestLoader.loadTestsFromTestCase(T))
print(r.wasSuccessful())
