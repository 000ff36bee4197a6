"""Prints python3's symbol tables for Python files, one JSON line per file.

Used by compiler/scope_test.go: each line is {"path": ..., "table": T} or
{"path": ..., "error": "SyntaxError"} where T is
{"type", "name", "lineno", "symbols": {name: scope}, "children": [T...]}
and scope is CPython's symtable scope number: LOCAL 1, GLOBAL_EXPLICIT 2,
GLOBAL_IMPLICIT 3, FREE 4, CELL 5, with 10 added when the symbol carries
DEF_FREE_CLASS.

Usage: python3 record_symtable.py FILE...   (or file names on stdin with -)
"""
import json
import sys
import symtable

from _symtable import DEF_FREE_CLASS


def table(t):
    syms = {}
    for s in t.get_symbols():
        scope = s._Symbol__scope
        if s._Symbol__flags & DEF_FREE_CLASS:
            scope += 10
        syms[s.get_name()] = scope
    return {"type": t.get_type(), "name": t.get_name(), "lineno": t.get_lineno(),
            "symbols": syms, "children": [table(c) for c in t.get_children()]}


def main():
    paths = sys.argv[1:]
    if paths == ["-"]:
        paths = [l.rstrip("\n") for l in sys.stdin]
    for p in paths:
        with open(p, "rb") as f:
            src = f.read()
        try:
            out = {"path": p, "table": table(symtable.symtable(src, p, "exec"))}
        except (SyntaxError, ValueError, UnicodeDecodeError) as e:
            out = {"path": p, "error": type(e).__name__}
        print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
