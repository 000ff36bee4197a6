#!/usr/bin/env python3
"""Records CPython 3.11's argument binding of Python functions.

Run from the repository root:  python3 testdata/runtime/objects/record_binding.py
Writes testdata/runtime/objects/binding.json: for each signature (a def
parameter list) and call (positional count and keyword names), either the
bound parameters (as repr of a dict of locals) or the TypeError message.
runtime/call_bind_test.go replays them through BindArgs.
"""
import itertools
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SIGNATURES = [
    "", "a", "a, b", "a, b=2", "a=1, b=2", "a, /", "a, /, b", "a, b=2, /, c=3", "*args", "a, *args",
    "**kw", "a, **kw", "*, k", "*, k=5", "a, *, k", "a, b=2, *, k, m=4", "a, /, *args, k, **kw",
    "a, b, c", "a, *args, k=1, **kw", "a, /, **kw", "a, b, /, c, *, d",
]
POSITIONAL = [0, 1, 2, 3, 4]
KEYWORDS = [(), ("a",), ("b",), ("k",), ("x",), ("a", "b"), ("b", "c"), ("k", "m"), ("c", "d"), ("a", "k", "x"),
            ("m",), ("d",)]


def main():
    rows = []
    for sig in SIGNATURES:
        ns = {}
        exec("def f(%s):\n    return {k: v for k, v in locals().items()}\n" % sig, ns)
        f = ns["f"]
        for npos, kws in itertools.product(POSITIONAL, KEYWORDS):
            args = [100 + i for i in range(npos)]
            kwargs = {k: 200 + i for i, k in enumerate(kws)}
            try:
                got = f(*args, **kwargs)
                want = {"locals": repr(got)}
            except TypeError as e:
                want = {"error": str(e)}
            rows.append({"sig": sig, "npos": npos, "kw": list(kws), "want": want})
    with open(os.path.join(HERE, "binding.json"), "w") as out:
        json.dump(rows, out, indent=None, separators=(",", ":"))
        out.write("\n")
    print("wrote %d binding cases" % len(rows))


if __name__ == "__main__":
    main()
