"""Shell-style filename matching (written in Python, over re).

fnmatch(name, pat) matches a name against a pattern of *, ?, [seq] and
[!seq]; on POSIX it is case-sensitive, like fnmatchcase. Patterns are
translated to regular expressions once and kept in a small cache.
"""

import re
import os

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_cache = {}
_CACHE_MAX = 32768


def _compile(pat):
    m = _cache.get(pat)
    if m is None:
        if isinstance(pat, bytes):
            text = str(pat, 'ISO-8859-1')
            regex = bytes(translate(text), 'ISO-8859-1')
        else:
            regex = translate(pat)
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        m = _cache[pat] = re.compile(regex).match
    return m


def fnmatch(name, pat):
    """Tests whether name matches the shell pattern pat."""
    name = os.path.normcase(name)
    pat = os.path.normcase(pat)
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    """Tests whether name matches pat, case-sensitively."""
    return _compile(pat)(name) is not None


def filter(names, pat):
    """Returns the names of the iterable names that match pat."""
    pat = os.path.normcase(pat)
    match = _compile(pat)
    return [n for n in names if match(os.path.normcase(n))]


_STAR = None  # marks a run of stars in the token list


def _class(pat, start, end):
    """Returns the regex of the bracket expression pat[start:end] (the
    characters between [ and ])."""
    body = pat[start:end]
    negate = body.startswith('!')
    if '-' in body:
        # Split into range pieces; a piece's last char and the next
        # piece's first char form a range. Drop reversed (empty) ranges.
        pieces = []
        lo = start
        k = start + 2 if negate else start + 1
        while True:
            k = pat.find('-', k, end)
            if k < 0:
                break
            pieces.append(pat[lo:k])
            lo = k + 1
            k = k + 3
        last = pat[lo:end]
        if last:
            pieces.append(last)
        else:
            pieces[-1] += '-'
        k = len(pieces) - 1
        while k > 0:
            if pieces[k - 1][-1] > pieces[k][0]:
                pieces[k - 1] = pieces[k - 1][:-1] + pieces[k][1:]
                del pieces[k]
            k -= 1
        body = '-'.join(p.replace('\\', '\\\\').replace('-', '\\-') for p in pieces)
    else:
        body = body.replace('\\', '\\\\')
    for op in '&~|':
        body = body.replace(op, '\\' + op)
    if not body:
        return '(?!)'
    if body == '!':
        return '.'
    if body[0] == '!':
        return '[^' + body[1:] + ']'
    if body[0] in '^[':
        return '[\\' + body + ']'
    return '[' + body + ']'


def translate(pat):
    """Returns a regular expression that matches what pat matches."""
    tokens = []
    n = len(pat)
    i = 0
    while i < n:
        c, i = pat[i], i + 1
        if c == '*':
            if not tokens or tokens[-1] is not _STAR:
                tokens.append(_STAR)
        elif c == '?':
            tokens.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                tokens.append('\\[')
            else:
                tokens.append(_class(pat, i, j))
                i = j + 1
        else:
            tokens.append(re.escape(c))
    # A literal head, then each star with the literal run after it: the
    # last star is greedy, the inner ones match minimally and atomically.
    out = []
    k = 0
    while k < len(tokens) and tokens[k] is not _STAR:
        out.append(tokens[k])
        k += 1
    while k < len(tokens):
        k += 1  # the star
        run = []
        while k < len(tokens) and tokens[k] is not _STAR:
            run.append(tokens[k])
            k += 1
        fixed = ''.join(run)
        if k == len(tokens):
            out.append('.*' + fixed)
        else:
            out.append('(?>.*?' + fixed + ')')
    return '(?s:' + ''.join(out) + ')\\Z'
