import io
import requests


def show(**kw):
    p = requests.Request("POST", "https://e.com/upload", **kw).prepare()
    ctype = p.headers["Content-Type"]
    boundary = ctype.split("boundary=")[1]
    print(ctype.split(";")[0], len(boundary), p.headers["Content-Length"] == str(len(p.body)))
    print(p.body.replace(boundary.encode(), b"BOUNDARY").decode())


show(data={"a": "1", "b": ["x", "y"]},
     files={"f": ("a.txt", b"hello", "text/plain"), "g": b"raw", "h": ("h.bin", b"zz"),
            "i": ("i.txt", b"q", "text/x", {"X-H": "1"})})
show(files={"f": "strcontent"})
show(files=[("f", io.BytesIO(b"data")), ("s", io.StringIO("text io"))])
class Named:
    name = "dir/report.csv"

    def read(self):
        return b"named"


show(files={"report": Named()})
