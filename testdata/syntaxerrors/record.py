#!/usr/bin/env python3
"""Record the SyntaxError python3 raises for every case of cases.txt.

Usage: python3 testdata/syntaxerrors/record.py

Reads cases.txt (next to this script; its header explains the format),
compiles each case with compile(src, 'x.py', 'exec') -- the source as bytes,
so a BOM and a coding cookie are honoured as they are for a file -- and
writes expected.json: for each case its name, its source, and the fields of
the exception python3 raised, plus the lines
traceback.format_exception_only prints for it. frontend/syntaxerror_test.go
compares pyex against this file.

A case that compiles without error, or raises something other than a
SyntaxError, is a mistake in cases.txt: the script reports it and exits 1
without writing anything.
"""

import base64
import json
import os
import sys
import tempfile
import traceback
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
FILENAME = 'x.py'
ESCAPES = {
    ord('\\'): b'\\', ord('t'): b'\t', ord('n'): b'\n', ord('r'): b'\r',
    ord('f'): b'\f', ord('v'): b'\v', ord('0'): b'\0',
}


def unescape(src, name):
    """Decode the escapes cases.txt allows in an 'escaped' case."""
    out = bytearray()
    i = 0
    while i < len(src):
        c = src[i]
        if c != ord('\\'):
            out.append(c)
            i += 1
            continue
        if i + 1 >= len(src):
            sys.exit(f'{name}: lone backslash at the end')
        e = src[i + 1]
        if e in ESCAPES:
            out += ESCAPES[e]
            i += 2
        elif e == ord('x'):
            out.append(int(src[i + 2:i + 4], 16))
            i += 4
        else:
            sys.exit(f'{name}: unknown escape \\{chr(e)}')
    return bytes(out)


def read_cases(path):
    """Return [(name, source bytes)] from cases.txt."""
    cases = []
    name, flags, lines = None, (), []

    def flush():
        if name is None:
            return
        src = b''.join(line + b'\n' for line in lines)
        if 'escaped' in flags:
            src = unescape(src, name)
        if 'noeol' in flags:
            src = src[:-1]
        cases.append((name, src))

    with open(path, 'rb') as f:
        for line in f.read().split(b'\n')[:-1]:
            if line.startswith(b'=== '):
                flush()
                words = line[4:].decode().split()
                name, flags, lines = words[0], words[1:], []
                for flag in flags:
                    if flag not in ('escaped', 'noeol'):
                        sys.exit(f'{name}: unknown flag {flag}')
            elif name is not None:
                lines.append(line)
    flush()
    return cases


def record(name, src):
    """Compile src and return the expectation for its error."""
    entry = {'name': name}
    try:
        entry['source'] = src.decode('utf-8')
    except UnicodeDecodeError:
        entry['source_base64'] = base64.b64encode(src).decode()
    with open(FILENAME, 'wb') as f:
        f.write(src)
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        try:
            compile(src, FILENAME, 'exec')
        except SyntaxError as e:
            err = e
        else:
            raise ValueError('compiles without error')
    entry.update(
        type=type(err).__name__,
        msg=err.msg,
        filename=err.filename,
        lineno=err.lineno,
        offset=err.offset,
        end_lineno=err.end_lineno,
        end_offset=err.end_offset,
        text=err.text,
        format=traceback.format_exception_only(type(err), err),
    )
    return entry


def main():
    cases = read_cases(os.path.join(HERE, 'cases.txt'))
    names = set()
    entries, problems = [], []
    with tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)
        for name, src in cases:
            if name in names:
                problems.append(f'{name}: duplicate name')
            names.add(name)
            try:
                entries.append(record(name, src))
            except Exception as e:  # noqa: BLE001 -- every bad case is reported
                problems.append(f'{name}: {type(e).__name__}: {e}')
        os.chdir(HERE)
    if problems:
        print('\n'.join(problems), file=sys.stderr)
        sys.exit(1)
    out = os.path.join(HERE, 'expected.json')
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(entries, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print(f'recorded {len(entries)} cases into {out}')


if __name__ == '__main__':
    main()
