#!/usr/bin/env python3
"""Record textwrap cases from CPython 3.11 into cases.json.

Run: python3 testdata/stdlib/textwrap/record.py

Each case is a Python expression over the textwrap module, built from
random (seeded, so the file is stable) texts and options, with what
CPython made of it: the repr of the value, or "ExcName: message".
stdlib/textwrap_ext_test.go evaluates every case in pyex and compares.
"""
import json
import os
import random
import signal
import sys
import textwrap

assert sys.version_info[:2] == (3, 11), "record with CPython 3.11"

PIECES = ['a', 'b', 'Z', '-', '-', ' ', ' ', ' ', '  ', '1', 'é', '.', '!', '"', "'",
          '\t', '\n', 'x', 'word', 'hello', '--', '---', '? ', 'co-op', 'e.g. ',
          'Mr. ', 'state-of-the-art', 'ß', '٣', '_', ',', 'end.', 'A-1', '\u00a0',
          'supercalifragilistic', 'x-y-z', 'ab-', '-cd', '\r\n']
DEDENT_LINES = ['', ' ', '  a', '\tb', '    c', '  \t d', '\t', 'e', '   ', ' \r',
                '  x  ', '        deep', '\t\tt', ' \t mix']


class _Timeout(Exception):
    pass


def _alarm(*args):
    raise _Timeout


def ev(code):
    # Some option sets make CPython loop for ever (a width the indent
    # leaves no room in): such cases time out and are left out.
    signal.setitimer(signal.ITIMER_REAL, 0.5)
    try:
        return repr(eval(code, {'textwrap': textwrap}))
    except _Timeout:
        return None
    except Exception as e:
        return f'{type(e).__name__}: {e}'
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def main():
    signal.signal(signal.SIGALRM, _alarm)
    rnd = random.Random(20231)
    cases = []
    seen = set()

    def add(code):
        if code not in seen:
            seen.add(code)
            want = ev(code)
            if want is not None:
                cases.append({'code': code, 'want': want})

    for _ in range(1500):
        text = ''.join(rnd.choice(PIECES) for _ in range(rnd.randint(0, 14)))
        kw = {}
        if rnd.random() < .7:
            kw['width'] = rnd.randint(1, 24)
        for opt in ['expand_tabs', 'replace_whitespace', 'fix_sentence_endings',
                    'break_long_words', 'drop_whitespace', 'break_on_hyphens']:
            if rnd.random() < .25:
                kw[opt] = rnd.random() < .5
        if rnd.random() < .25:
            kw['initial_indent'] = rnd.choice(['', '* ', '    ', '>'])
        if rnd.random() < .25:
            kw['subsequent_indent'] = rnd.choice(['', '  ', '\t', '..'])
        if rnd.random() < .25:
            kw['max_lines'] = rnd.randint(1, 4)
        if rnd.random() < .2:
            kw['placeholder'] = rnd.choice(['...', ' [...]', '', '~~', ' (more)'])
        if rnd.random() < .15:
            kw['tabsize'] = rnd.randint(0, 4)
        args = ''.join(f', {k}={v!r}' for k, v in kw.items())
        add(f'textwrap.wrap({text!r}{args})')
        if rnd.random() < .3:
            add(f'textwrap.fill({text!r}{args})')
        if rnd.random() < .3:
            w = rnd.randint(1, 30)
            ph = rnd.choice(['', ", placeholder='...'", ", break_long_words=False"])
            add(f'textwrap.shorten({text!r}, {w}{ph})')
    for _ in range(400):
        lines = [rnd.choice(DEDENT_LINES) for _ in range(rnd.randint(0, 5))]
        text = '\n'.join(lines) + rnd.choice(['', '\n'])
        add(f'textwrap.dedent({text!r})')
        add(f'textwrap.indent({text!r}, {rnd.choice(["> ", "  ", "#"])!r})')
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump({'cases': cases}, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print(len(cases), 'cases')


if __name__ == '__main__':
    main()
