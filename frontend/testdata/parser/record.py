#!/usr/bin/env python3
"""Record python3's verdict on the parser's differential test cases.

Usage: python3 frontend/testdata/parser/record.py

The cases are the code examples of CPython's own syntax tests, taken from
the test suite installed with python3: the doctest examples of
test/test_syntax.py, the sources given to check() in
test/test_exceptions.py (testSyntaxErrorOffset), and extra.py next to this
script (cases separated by lines "# ---"), and MUTANTS programs made by
damaging one token of a few lines of stdlib code (seeded, so the same
cases come out on the same python3; only the ones python3 rejects are
kept: the trees are covered by the stdlib test). Each case is compiled like a
file: written to x.py in a scratch directory and compiled as bytes with
compile(src, 'x.py', 'exec'). cases.json records, per case, either the
ast.dump of the tree or the SyntaxError's class, message, position and
text. frontend/parser_diff_test.go compares Parse + Validate with it.
"""

import ast
import io
import json
import os
import re
import sys
import random
import sysconfig
import tempfile
import textwrap
import tokenize
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
STDLIB = sysconfig.get_paths()['stdlib']
TESTS = os.path.join(STDLIB, 'test')
MUTANTS = 1200
JUNK = ['(', ')', '[', ']', '{', '}', ':', ',', '=', '==', '*', '**', 'if',
        'else', 'for', 'in', 'lambda', 'yield', 'await', 'async', 'def',
        'class', 'return', 'not', 'is', '.', ';', '\n', '    ', 'x', '1',
        '"s"', 'f"{x}"', ':=', '->', '@', 'match', 'case', '_', 'try',
        'except', 'from', 'import', 'as', 'global', 'nonlocal', 'del']


def doctest_examples(path):
    """Return the sources of the doctest examples of a file."""
    out, cur = [], None
    for line in open(path, encoding='utf-8').read().split('\n'):
        s = line.lstrip()
        if s.startswith('>>> '):
            if cur is not None:
                out.append(cur)
            cur = s[4:] + '\n'
        elif s == '>>>':
            if cur is not None:
                out.append(cur)
            cur = '\n'
        elif (s.startswith('... ') or s == '...') and cur is not None:
            cur += s[4:] + '\n'
        else:
            if cur is not None:
                out.append(cur)
            cur = None
    if cur is not None:
        out.append(cur)
    return out


def check_calls(path):
    """Return the literal first arguments of check(...) calls."""
    out = []
    tree = ast.parse(open(path, encoding='utf-8').read())
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == 'check' and node.args
                and isinstance(node.args[0], ast.Constant)):
            v = node.args[0].value
            if isinstance(v, bytes):
                try:
                    v = v.decode('utf-8')
                except UnicodeDecodeError:
                    continue
            if isinstance(v, str):
                out.append(v)
    return out


def extra_cases():
    path = os.path.join(HERE, 'extra.py')
    if not os.path.exists(path):
        return []
    text = open(path, encoding='utf-8').read()
    return [c.lstrip('\n') for c in re.split(r'^# ---.*\n', text, flags=re.M) if c.strip()]


def mutants(n):
    """Return n-ish sources: a few lines of stdlib code with one token
    deleted, repeated or preceded by junk."""
    rnd = random.Random(3)
    files = []
    for d, dirs, fs in os.walk(STDLIB):
        dirs.sort()
        if 'site-packages' in d:
            continue
        files += [os.path.join(d, f) for f in sorted(fs) if f.endswith('.py')]
    rnd.shuffle(files)
    out = []
    for path in files:
        if len(out) >= n:
            break
        try:
            lines = open(path, encoding='utf-8').read().split('\n')
        except (UnicodeDecodeError, OSError):
            continue
        if len(lines) < 5:
            continue
        i = rnd.randrange(len(lines) - 3)
        snippet = textwrap.dedent('\n'.join(lines[i:i + rnd.randint(1, 8)]) + '\n')
        try:
            toks = [t for t in tokenize.generate_tokens(io.StringIO(snippet).readline)
                    if t.type != tokenize.ENDMARKER]
        except (tokenize.TokenError, SyntaxError, IndentationError):
            continue
        if not toks:
            continue
        t = rnd.choice(toks)
        lns = snippet.split('\n')
        r, c = t.start[0] - 1, t.start[1]
        if r >= len(lns):
            continue
        line, op = lns[r], rnd.random()
        if op < 0.33 and t.end[0] == t.start[0]:
            line = line[:c] + line[t.end[1]:]
        elif op < 0.66:
            line = line[:c] + rnd.choice(JUNK) + ' ' + line[c:]
        else:
            line = line[:c] + t.string + ' ' + line[c:]
        lns[r] = line
        out.append('\n'.join(lns))
    return out


# Cases compiled in the 'eval' and 'single' modes.
MODE_CASES = [
    ('eval', '1 + 2'), ('eval', 'x for x in y'), ('eval', 'a, b'),
    ('eval', '\n\n1\n\n'), ('eval', 'x = 1'), ('eval', 'yield'),
    ('eval', 'lambda: (yield)'), ('eval', '(x := 1)'), ('eval', '*a'),
    ('eval', 'a if b'), ('eval', 'f(a b)'), ('eval', '[x async for x in y]'),
    ('single', 'x = 1'), ('single', 'if x:\n  pass\n'), ('single', 'x = 1; y = 2'),
    ('single', 'x = 1\ny = 2'), ('single', 'def f():\n  return 1\n'),
    ('single', 'return 1'), ('single', 'f(a b)'), ('single', 'x = 1 # c\n'),
]


def record(src, mode='exec'):
    entry = {'source': src}
    if mode != 'exec':
        entry['mode'] = mode
    data = src.encode('utf-8')
    with open('x.py', 'wb') as f:
        f.write(data)
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        try:
            tree = compile(data, 'x.py', mode, ast.PyCF_ONLY_AST)
            compile(data, 'x.py', mode)
        except SyntaxError as e:
            entry.update(type=type(e).__name__, msg=e.msg, lineno=e.lineno,
                         offset=e.offset, end_lineno=e.end_lineno,
                         end_offset=e.end_offset, text=e.text)
            return entry
        except (ValueError, MemoryError, RecursionError, OverflowError) as e:
            return None
    entry['dump'] = ast.dump(tree)
    return entry


def main():
    cases = []
    cases += doctest_examples(os.path.join(TESTS, 'test_syntax.py'))
    cases += check_calls(os.path.join(TESTS, 'test_exceptions.py'))
    cases += extra_cases()
    fixed = len(cases)
    cases += mutants(MUTANTS)
    seen, entries = set(), []
    with tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)
        for i, src in enumerate(cases):
            if src in seen or '\0' in src:
                continue
            seen.add(src)
            e = record(src)
            if e is not None and (i < fixed or 'dump' not in e):
                entries.append(e)
        for mode, src in MODE_CASES:
            entries.append(record(src, mode))
        os.chdir(HERE)
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump(entries, f, indent=0, ensure_ascii=False)
        f.write('\n')
    print(f'recorded {len(entries)} cases', file=sys.stderr)


if __name__ == '__main__':
    main()
