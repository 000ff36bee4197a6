#!/usr/bin/env python3
"""Dump the AST of every file of python3's standard library, as JSON lines.

Usage: python3 testdata/stdlib/dump.py [STDLIB_DIR]

frontend/stdlib_test.go runs this once (one process for all files) and
compares pyex's frontend against what it prints. STDLIB_DIR defaults to
sysconfig.get_paths()['stdlib']; site-packages and __pycache__ are skipped.

The first line is a header: {"root": STDLIB_DIR, "version": "3.11.7",
"files": N}. Then one line per .py file, sorted by path:
  {"path": P, "dump": D}                  ast.parse accepted the file
  {"path": P, "dump": D, "compile_error": E}
                                          ast.parse accepted it, compile()
                                          rejected it (e.g. a misplaced
                                          `from __future__ import`)
  {"path": P, "error": E}                 ast.parse rejected it
P is relative to STDLIB_DIR with "/" separators, D is ast.dump(tree), and
E is {"type", "msg", "lineno", "offset"} of the SyntaxError. The file's
bytes are parsed with its full path as the file name, like
ast.parse(open(path, 'rb').read(), path).
"""

import ast
import gc
import json
import os
import sys
import sysconfig
import warnings


def stdlib_files(root):
    """Yield the relative paths of the .py files under root, sorted."""
    for d, dirs, files in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in ('site-packages', '__pycache__'))
        for f in sorted(files):
            if f.endswith('.py'):
                yield os.path.relpath(os.path.join(d, f), root).replace(os.sep, '/')


def error_of(e):
    return {'type': type(e).__name__, 'msg': e.msg, 'lineno': e.lineno, 'offset': e.offset}


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else sysconfig.get_paths()['stdlib']
    paths = list(stdlib_files(root))
    out = sys.stdout
    version = '.'.join(map(str, sys.version_info[:3]))
    out.write(json.dumps({'root': root, 'version': version, 'files': len(paths)}) + '\n')
    # compile() warns about things like `x is 1`; the warnings are noise here.
    warnings.simplefilter('ignore')
    # ASTs hold no reference cycles: reference counting frees each tree, and
    # the cyclic collector would only cost time.
    gc.disable()
    for rel in paths:
        path = os.path.join(root, rel)
        with open(path, 'rb') as f:
            src = f.read()
        entry = {'path': rel}
        try:
            tree = ast.parse(src, path)
            entry['dump'] = ast.dump(tree)
        except SyntaxError as e:
            entry['error'] = error_of(e)
        else:
            try:
                # Compiling the tree finds the same errors as compiling
                # the source, without parsing it again.
                compile(tree, path, 'exec', dont_inherit=True)
            except SyntaxError as e:
                entry['compile_error'] = error_of(e)
        out.write(json.dumps(entry, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    main()
