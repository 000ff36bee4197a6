#!/usr/bin/env python3
"""Print the source positions of the nodes python3's parser builds.

Usage: python3 positions.py FILE...        (one "FILE SHA1" line per file)
       python3 positions.py --detail FILE   (the positions themselves)

The positions are listed in pre-order (fields in ASDL order), one line per
node that has a position: "Type lineno col_offset end_lineno end_col_offset".
frontend/parser_positions_test.go computes the same list from pyex's tree
and compares the hashes, then the details of the files that differ.
"""

import ast
import hashlib
import sys
import warnings


def lines(tree):
    out = []

    def walk(node):
        if hasattr(node, 'lineno') and hasattr(node, 'end_col_offset'):
            out.append(f'{type(node).__name__} {node.lineno} {node.col_offset} '
                       f'{node.end_lineno} {node.end_col_offset}\n')
        for field in node._fields:
            v = getattr(node, field, None)
            if isinstance(v, ast.AST):
                walk(v)
            elif isinstance(v, list):
                for x in v:
                    if isinstance(x, ast.AST):
                        walk(x)

    walk(tree)
    return ''.join(out)


def main():
    warnings.simplefilter('ignore')
    sys.setrecursionlimit(100000)
    args = sys.argv[1:]
    if args and args[0] == '--detail':
        with open(args[1], 'rb') as f:
            sys.stdout.write(lines(ast.parse(f.read())))
        return
    for path in args:
        try:
            with open(path, 'rb') as f:
                tree = ast.parse(f.read())
        except (SyntaxError, ValueError):
            print(path, 'error')
            continue
        print(path, hashlib.sha1(lines(tree).encode()).hexdigest())


if __name__ == '__main__':
    main()
