"""Comparing sequences: SequenceMatcher, Differ, unified and context diffs.

pyex writes this module in Python, with the matching of strs and of
sequences of strs in Go (stdlib/difflib_match.go). The matching is
CPython's (the longest matching block first, then recursively either side
of it; junk and, for long sequences, very frequent "popular" elements of
the second sequence do not start a match), so ratios, opcodes and every
diff format come out the same as CPython's. HtmlDiff is not provided.
"""

import re as _re
from collections import namedtuple as _namedtuple
from types import GenericAlias as _GenericAlias
from _pyex_difflib import longest as _longest, matching_blocks as _matching_blocks

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher',
           'Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff',
           'unified_diff', 'diff_bytes', 'Match']

Match = _namedtuple('Match', 'a b size')


def _ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0


class SequenceMatcher:
    """Finds the longest contiguous matching blocks between two sequences
    of hashable elements, ignoring elements isjunk says are junk."""

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk, self.autojunk = isjunk, autojunk
        # Neither sequence is set yet, so set_seqs takes both as new.
        self.a = self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    # Setting the same object again keeps the cached results; b is
    # indexed (__chain_b) each time it changes.
    def set_seq1(self, a):
        if a is not self.a:
            self.a = a
            self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is not self.b:
            self.b = b
            self.matching_blocks = self.opcodes = self.fullbcount = None
            self.__chain_b()

    def __chain_b(self):
        # b2j maps each element of b to the ascending list of its indices,
        # minus junk and popular elements, which never start a match.
        b = self.b
        index = {}
        for pos, elt in enumerate(b):
            where = index.get(elt)
            if where is None:
                index[elt] = [pos]
            else:
                where.append(pos)
        junk = set()
        if self.isjunk:
            isjunk = self.isjunk
            for elt in list(index):
                if isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del index[elt]
        popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            limit = n // 100 + 1
            for elt, where in index.items():
                if len(where) > limit:
                    popular.add(elt)
            for elt in popular:
                del index[elt]
        self.b2j = index
        self.bjunk = junk
        self.bpopular = popular

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """The longest matching block in a[alo:ahi] and b[blo:bhi], as a
        Match; of equally long ones, the one that starts earliest in a, and
        of those the one that starts earliest in b."""
        a, b, b2j, bjunk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        # Go matches strs and sequences of strs (stdlib/difflib_match.go).
        found = _longest(a, b, b2j, bjunk, alo, ahi, blo, bhi)
        if found is not None:
            return Match._make(found)
        best_i, best_j, best = alo, blo, 0
        # run[j] is the length of the match ending at a[i-1] and b[j].
        run = {}
        empty = ()
        for i in range(alo, ahi):
            next_run = {}
            get = run.get
            for j in b2j.get(a[i], empty):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = get(j - 1, 0) + 1
                next_run[j] = k
                if k > best:
                    best_i, best_j, best = i - k + 1, j - k + 1, k
            run = next_run
        # Grow the block over equal popular elements, then over equal junk,
        # which the index above leaves out.
        while (best_i > alo and best_j > blo and b[best_j - 1] not in bjunk
               and a[best_i - 1] == b[best_j - 1]):
            best_i, best_j, best = best_i - 1, best_j - 1, best + 1
        while (best_i + best < ahi and best_j + best < bhi
               and b[best_j + best] not in bjunk
               and a[best_i + best] == b[best_j + best]):
            best += 1
        while (best_i > alo and best_j > blo and b[best_j - 1] in bjunk
               and a[best_i - 1] == b[best_j - 1]):
            best_i, best_j, best = best_i - 1, best_j - 1, best + 1
        while (best_i + best < ahi and best_j + best < bhi
               and b[best_j + best] in bjunk
               and a[best_i + best] == b[best_j + best]):
            best += 1
        return Match(best_i, best_j, best)

    def get_matching_blocks(self):
        """The list of Match triples (i, j, n) with a[i:i+n] == b[j:j+n],
        ascending, adjacent blocks merged, ending with (len(a), len(b), 0)."""
        if self.matching_blocks is not None:
            return self.matching_blocks
        if type(self).find_longest_match is SequenceMatcher.find_longest_match:
            found = _matching_blocks(self.a, self.b, self.b2j, self.bjunk)
            if found is not None:
                self.matching_blocks = blocks = list(map(Match._make, found))
                return blocks
        la, lb = len(self.a), len(self.b)
        pending = [(0, la, 0, lb)]
        found = []
        while pending:
            alo, ahi, blo, bhi = pending.pop()
            m = self.find_longest_match(alo, ahi, blo, bhi)
            i, j, k = m
            if k:
                found.append(m)
                if alo < i and blo < j:
                    pending.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    pending.append((i + k, ahi, j + k, bhi))
        found.sort()
        merged = []
        ci = cj = ck = 0
        for i, j, k in found:
            if ci + ck == i and cj + ck == j:
                ck += k
                continue
            if ck:
                merged.append(Match(ci, cj, ck))
            ci, cj, ck = i, j, k
        if ck:
            merged.append(Match(ci, cj, ck))
        merged.append(Match(la, lb, 0))
        self.matching_blocks = merged
        return merged

    def get_opcodes(self):
        """The list of 5-tuples (tag, i1, i2, j1, j2) that turn a into b;
        tag is 'replace', 'delete', 'insert' or 'equal'."""
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        codes = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai:
                tag = 'replace' if j < bj else 'delete'
            elif j < bj:
                tag = 'insert'
            else:
                tag = None
            if tag is not None:
                codes.append((tag, i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(('equal', ai, i, bj, j))
        self.opcodes = codes
        return codes

    def get_grouped_opcodes(self, n=3):
        """Generates groups of opcodes with up to n lines of context each,
        as unified and context diffs show them."""
        codes = self.get_opcodes()
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        # The context trimming below edits the cached opcodes in place, as
        # CPython's does: a later get_opcodes() call sees the trimmed ends.
        if codes[0][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == 'equal' and i2 - i1 > n + n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            yield group

    def ratio(self):
        """Similarity in [0, 1]: twice the matched elements over the total."""
        matched = 0
        for m in self.get_matching_blocks():
            matched += m[2]
        return _ratio(matched, len(self.a) + len(self.b))

    def quick_ratio(self):
        """An upper bound on ratio() from the multisets of elements."""
        if self.fullbcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self.fullbcount = counts
        counts = self.fullbcount
        left = {}
        matched = 0
        for elt in self.a:
            if elt in left:
                have = left[elt]
            else:
                have = counts.get(elt, 0)
            left[elt] = have - 1
            if have > 0:
                matched += 1
        return _ratio(matched, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        """An upper bound on ratio() from the lengths alone."""
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)

    __class_getitem__ = classmethod(_GenericAlias)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """The best (at most n) of possibilities whose similarity to word is at
    least cutoff, best first."""
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if (s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff
                and s.ratio() >= cutoff):
            scored.append((s.ratio(), x))
    scored.sort(reverse=True)
    return [x for score, x in scored[:n]]


def _keep_original_ws(s, tags):
    # A blank in the guide line copies the whitespace (tabs!) of the line
    # above it, so the markers stay aligned.
    out = []
    for c, t in zip(s, tags):
        out.append(c if t == ' ' and c.isspace() else t)
    return ''.join(out)


class Differ:
    """Human-readable line deltas: lines prefixed '- ', '+ ', '  ', with
    '? ' guide lines under lines that differ slightly."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        """Generates the delta from the line sequence a to b."""
        matcher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in matcher.get_opcodes():
            if tag == 'replace':
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                yield from self._dump('-', a, alo, ahi)
            elif tag == 'insert':
                yield from self._dump('+', b, blo, bhi)
            elif tag == 'equal':
                yield from self._dump(' ', a, alo, ahi)
            else:
                raise ValueError('unknown tag %r' % (tag,))

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield '%s %s' % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        assert alo < ahi and blo < bhi
        # The shorter block first.
        if bhi - blo < ahi - alo:
            yield from self._dump('+', b, blo, bhi)
            yield from self._dump('-', a, alo, ahi)
        else:
            yield from self._dump('-', a, alo, ahi)
            yield from self._dump('+', b, blo, bhi)

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # The most similar pair of lines (ratio above 0.75) anchors the
        # replacement and is shown with a guide line; the blocks before and
        # after it are compared the same way.
        best_ratio, cutoff = 0.74, 0.75
        matcher = SequenceMatcher(self.charjunk)
        first_equal = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            matcher.set_seq2(bj)
            for i, ai in enumerate(a[alo:ahi], alo):
                if ai == bj:
                    # Identical lines are not candidates, but the first
                    # pair is the anchor when no pair is similar enough.
                    if first_equal is None:
                        first_equal = (i, j)
                    continue
                matcher.set_seq1(ai)
                if (matcher.real_quick_ratio() > best_ratio
                        and matcher.quick_ratio() > best_ratio
                        and matcher.ratio() > best_ratio):
                    best_ratio, best_i, best_j = matcher.ratio(), i, j
        identical = best_ratio < cutoff
        if identical:
            if first_equal is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j = first_equal
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if identical:
            yield '  ' + aelt
        else:
            atags = []
            btags = []
            matcher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in matcher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == 'replace':
                    atags.append('^' * la)
                    btags.append('^' * lb)
                elif tag == 'delete':
                    atags.append('-' * la)
                elif tag == 'insert':
                    btags.append('+' * lb)
                elif tag == 'equal':
                    atags.append(' ' * la)
                    btags.append(' ' * lb)
                else:
                    raise ValueError('unknown tag %r' % (tag,))
            yield from self._qformat(aelt, belt, ''.join(atags), ''.join(btags))
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump('-', a, alo, ahi)
        elif blo < bhi:
            yield from self._dump('+', b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        # Each changed line, followed by its guide line when that is not
        # blank (whitespace in the guide copies the line's tabs).
        for prefix, line, tags in (("- ", aline, atags), ("+ ", bline, btags)):
            yield prefix + line
            guide = _keep_original_ws(line, tags).rstrip()
            if guide:
                yield "? " + guide + "\n"


_line_junk = _re.compile(r"\s*(?:#\s*)?$").match


def IS_LINE_JUNK(line, pat=_line_junk):
    """Whether line is blank or holds only a '#'."""
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    """Whether ch is a space or a tab."""
    return ch in ws


def _unified_range(start, stop):
    first = start + 1
    length = stop - start
    if length == 1:
        return str(first)
    if not length:
        first -= 1
    return '%d,%d' % (first, length)


def _context_range(start, stop):
    first = start + 1
    length = stop - start
    if not length:
        first -= 1
    if length <= 1:
        return str(first)
    return '%d,%d' % (first, first + length - 1)


def _check_types(a, b, *args):
    # Only the first line of each side is checked, as CPython does.
    for lines in (a, b):
        if lines and not isinstance(lines[0], str):
            first = lines[0]
            raise TypeError('lines to compare must be str, not %s (%r)'
                            % (type(first).__name__, first))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def _headers(first, second, fromfile, tofile, fromfiledate, tofiledate, lineterm):
    fromdate = '\t' + fromfiledate if fromfiledate else ''
    todate = '\t' + tofiledate if tofiledate else ''
    return (first + ' ' + fromfile + fromdate + lineterm,
            second + ' ' + tofile + todate + lineterm)


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='',
                 tofiledate='', n=3, lineterm='\n'):
    """Generates the lines of a unified diff from a to b."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _headers('---', '+++', fromfile, tofile, fromfiledate,
                                tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield '@@ -%s +%s @@%s' % (_unified_range(first[1], last[2]),
                                   _unified_range(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == 'equal':
                yield from (' ' + line for line in a[i1:i2])
                continue
            # A replacement shows the old lines, then the new.
            if tag in ('replace', 'delete'):
                yield from ('-' + line for line in a[i1:i2])
            if tag in ('replace', 'insert'):
                yield from ('+' + line for line in b[j1:j2])


_context_prefix = {'insert': '+ ', 'delete': '- ', 'replace': '! ', 'equal': '  '}


def context_diff(a, b, fromfile='', tofile='',
                 fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """Generates the lines of a context diff from a to b."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _headers('***', '---', fromfile, tofile, fromfiledate,
                                tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield '***************' + lineterm
        yield '*** %s ****%s' % (_context_range(first[1], last[2]), lineterm)
        if any(code[0] in ('replace', 'delete') for code in group):
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        yield _context_prefix[tag] + line
        yield '--- %s ----%s' % (_context_range(first[3], last[4]), lineterm)
        if any(code[0] in ('replace', 'insert') for code in group):
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        yield _context_prefix[tag] + line


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'',
               fromfiledate=b'', tofiledate=b'', n=3, lineterm=b'\n'):
    """Runs a str diff function (unified_diff, context_diff) over bytes."""
    def decode(s):
        try:
            return s.decode('ascii', 'surrogateescape')
        except AttributeError as err:
            raise TypeError('all arguments must be bytes, not %s (%r)' %
                            (type(s).__name__, s)) from err
    a = [decode(x) for x in a]
    b = [decode(x) for x in b]
    lines = dfunc(a, b, decode(fromfile), decode(tofile), decode(fromfiledate),
                  decode(tofiledate), n, decode(lineterm))
    for line in lines:
        yield line.encode('ascii', 'surrogateescape')


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """A Differ delta from a to b."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """Generates sequence 1 or 2 back from a Differ delta."""
    own = {1: "- ", 2: "+ "}.get(int(which))
    if own is None:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which)
    # Common lines and the chosen side's lines, without their prefix.
    for line in delta:
        if line[:2] in ("  ", own):
            yield line[2:]
