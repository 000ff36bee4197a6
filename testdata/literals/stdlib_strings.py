#!/usr/bin/env python3
"""Print, one JSON object a line, every run of adjacent string literals in
CPython's standard library with the node ast.parse builds for it, for the
live test TestDecodeStringsStdlib (frontend/literal_live_test.go).

Each line: {"file", "tokens": [[lit, line, col, end_line, end_col]...],
"node": show(node)} with byte columns; files that do not parse are skipped.
"""
import ast
import io
import json
import os
import sys
import tokenize

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from record import byte_col, show  # noqa: E402

LIB = os.path.dirname(os.__file__)


def files():
    for root, dirs, names in os.walk(LIB):
        dirs[:] = sorted(d for d in dirs if d != "site-packages")
        for n in sorted(names):
            if n.endswith(".py"):
                yield os.path.join(root, n)


def runs(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        tree = ast.parse(data)
        text = tokenize.open(path).read()
    except (SyntaxError, ValueError, UnicodeDecodeError):
        return
    lines = text.split("\n")
    blines = [l.encode() for l in lines]
    nodes = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.Constant, ast.JoinedStr)) and node.lineno is not None:
            nodes.setdefault((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset), node)
    run = []
    for t in tokenize.generate_tokens(io.StringIO(text).readline):
        if t.type == tokenize.STRING:
            run.append(t)
            continue
        if t.type in (tokenize.NL, tokenize.COMMENT) and run:
            continue
        if run:
            toks = [[r.string, r.start[0], byte_col(lines[r.start[0] - 1], r.start[1]),
                     r.end[0], byte_col(lines[r.end[0] - 1], r.end[1])] for r in run]
            key = (toks[0][1], toks[0][2], toks[-1][3], toks[-1][4])
            node = nodes.get(key)
            if node is not None:
                yield {"file": path[len(LIB) + 1:], "tokens": toks, "node": show(node, blines)}
            run = []


def main():
    out = sys.stdout
    for path in files():
        for r in runs(path):
            out.write(json.dumps(r, ensure_ascii=True))
            out.write("\n")


if __name__ == "__main__":
    main()
