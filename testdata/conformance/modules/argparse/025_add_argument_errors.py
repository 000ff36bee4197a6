import argparse
p = argparse.ArgumentParser(prog="e")
cases = [
    lambda: p.add_argument("x", required=True),
    lambda: p.add_argument("--s", action="store", nargs=0),
    lambda: p.add_argument("--t", type="int"),
    lambda: p.add_argument("--u", action="bogus"),
    lambda: p.add_argument("bad", dest="other"),
    lambda: p.add_argument("--c", const=1),
    lambda: p.add_argument("-", "--"),
]
for c in cases:
    try:
        c()
        print("ok")
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
