"""Records python3's behaviour of str and bytes methods for pyex's tests.

Run from the repository root with CPython 3.11:

    python3 testdata/runtime/strings/record.py

It writes, next to this file:

  props.json      for every str predicate, the ranges of code points
                  (0..0x10FFFF) for which chr(c).isX() is true, plus the
                  Cased and Case_Ignorable properties as str.title and the
                  final-sigma rule of str.lower reveal them;
  casemap.json    for lower, upper, title, casefold, swapcase and
                  capitalize, every code point that one-character string
                  maps to something else, with the result;
  str.jsonl.gz    str methods over a corpus of strings and generated
                  arguments;
  codecs.jsonl.gz str.encode and bytes.decode over corpora, codecs and
                  error handlers, and codec name lookups;
  bytes.jsonl.gz  bytes and bytearray methods.

Each line of the gzipped .jsonl files is {"m": method, "s": receiver, "a": [arguments],
"r": result} where a str that holds a lone surrogate is written
{"wtf8": hex of its surrogatepass UTF-8} (JSON readers turn lone
surrogates into U+FFFD), bytes are {"b": hex}, tuples are arrays, and a
raised exception is {"exc": class name, "msg": str(exception)}. The
output is deterministic (random inputs come from fixed seeds).
"""
import gzip
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
N = 0x110000


def enc(v):
    if isinstance(v, bool) or v is None or isinstance(v, int):
        return v
    if isinstance(v, str):
        try:
            v.encode('utf-8')
            return v
        except UnicodeEncodeError:
            return {'wtf8': v.encode('utf-8', 'surrogatepass').hex()}
    if isinstance(v, (bytes, bytearray)):
        return {'b': bytes(v).hex()}
    if isinstance(v, (list, tuple)):
        return [enc(x) for x in v]
    if isinstance(v, dict):
        return {'dict': [[enc(k), enc(x)] for k, x in v.items()]}
    raise TypeError(type(v))


class Writer:
    def __init__(self, name):
        # gzip with a fixed mtime keeps the file stable across runs.
        self.path = os.path.join(HERE, name + '.gz')
        self.raw = open(self.path, 'wb')
        self.f = gzip.GzipFile(filename='', mode='wb', fileobj=self.raw, mtime=0, compresslevel=9)
        self.n = 0

    def case(self, m, s, args, fn):
        try:
            r = enc(fn())
        except Exception as e:
            r = {'exc': type(e).__name__, 'msg': str(e)}
        line = json.dumps({'m': m, 's': enc(s), 'a': enc(list(args)), 'r': r}, ensure_ascii=False)
        self.f.write(line.encode() + b'\n')
        self.n += 1

    def close(self):
        self.f.close()
        self.raw.close()
        print(self.path, self.n, 'cases')


def ranges(pred):
    out = []
    start = None
    for c in range(N + 1):
        ok = c < N and pred(chr(c))
        if ok and start is None:
            start = c
        elif not ok and start is not None:
            out.append([start, c - 1])
            start = None
    return out


def is_cased(ch):
    return ('A' + ch + 'a').title()[-1] == 'a'


def is_case_ignorable(ch):
    if not is_cased(ch):
        return ('A' + ch + '\u03a3').lower()[-1] == '\u03c2'
    return ('A\u03a3' + ch).lower()[1] == '\u03c2'


def record_props():
    props = {
        'isalpha': str.isalpha, 'isalnum': str.isalnum, 'isdecimal': str.isdecimal,
        'isdigit': str.isdigit, 'isnumeric': str.isnumeric, 'isspace': str.isspace,
        'isprintable': str.isprintable, 'isupper': str.isupper, 'islower': str.islower,
        'istitle': str.istitle, 'isidentifier': str.isidentifier,
        'isidentifier_continue': lambda ch: ('a' + ch).isidentifier(),
        'cased': is_cased, 'case_ignorable': is_case_ignorable,
    }
    out = {name: ranges(fn) for name, fn in props.items()}
    with open(os.path.join(HERE, 'props.json'), 'w') as f:
        json.dump(out, f, separators=(',', ':'))
        f.write('\n')


def record_casemap():
    out = {}
    for name in ['lower', 'upper', 'title', 'casefold', 'swapcase', 'capitalize']:
        fn = getattr(str, name)
        out[name] = [[c, fn(chr(c))] for c in range(N)
                     if 0xD800 > c or c > 0xDFFF if fn(chr(c)) != chr(c)]
    with open(os.path.join(HERE, 'casemap.json'), 'w') as f:
        json.dump(out, f, ensure_ascii=False, separators=(',', ':'))
        f.write('\n')


CORPUS = [
    '', 'a', 'A', 'abc', 'Hello World', 'hello world', 'HELLO', 'Hello', 'hELLO wORLD',
    '  spaced  out  ', '\t tab\tand\nnewline\r\n', 'a,b,,c', ',a,', 'mississippi', 'aaaa',
    'abcabcabc', '123', '+12', '-3.5', '-', '+', '0', '١٢٣', '²³', '½', 'Ⅻ', '〇', '𝟘',
    'ß', 'straße', 'STRASSE', 'ﬁne', 'ﬀﬃ', 'ǅungla', 'ǆ', 'Ǆ', 'ǲ', 'ΣΑΣ', 'ὈΔΥΣΣΕΎΣ', 'Σ',
    'aΣ', 'aΣb', 'aΣ.', 'a.Σ', 'aΣ\u0345', 'a\u0345Σ', 'Σa', 'ΑΣ ΣΑ ΑΣ.', 'Ὀδυσσεύς',
    'İstanbul', 'ı', 'i\u0307', 'ŉ', 'ΐ', 'ǰ', 'ẞ', 'ᾳ', 'ᾼ', 'ᾀ', 'Ⓐⓐ', 'ꭰ', 'Ꭰ',
    '𐐀𐐨', 'Ω', '\u212a', 'µ', '日本語テキスト', '中文 字符', '😀 emoji 🎉', 'e\u0301',
    'café', 'Ａｂｃ', '\u00a0nbsp\u2003em\u3000', '\x1c\x1d\x1e\x1f', '\x85next',
    'line1\u2028line2\u2029p', 'a\x0bb\x0cc', 'a\rb\r\nc\n\nd\r', '\ud800', 'a\udc80b',
    '\ud83d\ude00', 'x\udfffy', '\x00\x7f\x80\x9f\xa0\xad', "'quote'", '"dq"', 'both\'"',
    'back\\slash', '\U0001F600', '\U000E0001\U000F0000', '\u0345', 'a1b2', '_id3', '3d',
    'if', 'x\u0300y', 'a\tb\n\tc\r\td', '\t\t', 'é\tx', 'ab\u00e9\u20ac\U00010000',
    'The quick brown fox', 'tHE qUICK', "they're bill's friends", 'hello_world-2x',
    '\u1e9e\u00df', '\u0149\u01f0', 'ﬓﬔ', '\u2160\u2170', '\u24b6\u24d0', 'a\u200bb',
    '\u0600\u06dd', '\ue000\uf8ff', '\U000f0000', '\u0378', 'xyz\x00', ' ', '\u3000',
]

EXTRA_SUBS = ['', 'zz', 'a', 'Σ', '\udc80', '\U0001F600']


def subs_of(s, k=4):
    """k substrings of s of one to three code points, then EXTRA_SUBS and s."""
    seen = []
    for n in (1, 2, 3):
        for i in range(0, max(0, len(s) - n + 1)):
            if s[i:i + n] not in seen:
                seen.append(s[i:i + n])
    rnd = random.Random(len(s) * 7919 + sum(map(ord, s)))
    out = rnd.sample(seen, min(k, len(seen)))
    for x in EXTRA_SUBS + [s]:
        if x not in out:
            out.append(x)
    return out


# start and end arguments of find and the like; 'len' is len(s).
SE_PAIRS = [(None, None), (1, None), (-2, None), (1, -1), (2, 1), (-100, 100),
            ('len', None), ('len+1', None), (0, -100), (-3, -1)]


def resolve(v, s):
    if v == 'len':
        return len(s)
    if v == 'len+1':
        return len(s) + 1
    return v


def random_strings(seed, n):
    alphabet = ('abcXYZ019 \t\n\r\x0b\x0c\x1c\x85\xa0\u2028\u3000.,-_\'"\\'
                'ßΣσςİıǅﬁé\u0301\u0345Ꭰ日😀\ud800\udc80²½١')
    rnd = random.Random(seed)
    return [''.join(rnd.choice(alphabet) for _ in range(rnd.randrange(0, 12))) for _ in range(n)]


def record_str():
    w = Writer('str.jsonl')
    randoms = random_strings(1, 150)
    noarg = ['capitalize', 'casefold', 'lower', 'upper', 'swapcase', 'title', 'isalnum',
             'isalpha', 'isascii', 'isdecimal', 'isdigit', 'isidentifier', 'islower',
             'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper']
    for s in CORPUS + randoms:
        for m in noarg:
            w.case(m, s, [], lambda: getattr(s, m)())
        w.case('repr', s, [], lambda: repr(s))
        w.case('ascii', s, [], lambda: ascii(s))
        w.case('len', s, [], lambda: len(s))
        for keep in (False, True):
            w.case('splitlines', s, [keep], lambda: s.splitlines(keep))
        for m in ('split', 'rsplit'):
            for maxsplit in (-1, 0, 1, 2):
                w.case(m, s, [None, maxsplit], lambda: getattr(s, m)(None, maxsplit))
        for m in ('strip', 'lstrip', 'rstrip'):
            w.case(m, s, [None], lambda: getattr(s, m)(None))
        for tabsize in (8, 3):
            w.case('expandtabs', s, [tabsize], lambda: s.expandtabs(tabsize))
    # Argument combinations over the fixed corpus.
    for s in CORPUS:
        subs = subs_of(s)
        for m in ('split', 'rsplit'):
            for sep in [' ', ',', '', 'ss', '\n', 'Σ'] + subs[:2]:
                for maxsplit in (-1, 0, 1, 2):
                    w.case(m, s, [sep, maxsplit], lambda: getattr(s, m)(sep, maxsplit))
        for m in ('strip', 'lstrip', 'rstrip'):
            for chars in ['', ' ', 'ab', ' \t\n', 'Σσ', '\ud800\udc80'] + subs[:2]:
                w.case(m, s, [chars], lambda: getattr(s, m)(chars))
        for m in ('find', 'rfind', 'count', 'startswith', 'endswith', 'index', 'rindex'):
            pairs = SE_PAIRS if m not in ('index', 'rindex') else SE_PAIRS[:3]
            for sub in subs:
                for a, b in pairs:
                    a, b = resolve(a, s), resolve(b, s)
                    w.case(m, s, [sub, a, b], lambda: getattr(s, m)(sub, a, b))
        for sub in subs:
            w.case('contains', s, [sub], lambda: sub in s)
            w.case('partition', s, [sub], lambda: s.partition(sub))
            w.case('rpartition', s, [sub], lambda: s.rpartition(sub))
            w.case('removeprefix', s, [sub], lambda: s.removeprefix(sub))
            w.case('removesuffix', s, [sub], lambda: s.removesuffix(sub))
            for new in ('', '-é', '\udc80'):
                for count in (-1, 0, 2):
                    w.case('replace', s, [sub, new, count], lambda: s.replace(sub, new, count))
        n = len(s)
        for width in sorted({-1, n, n + 1, n + 2, n + 5}):
            for fill in ('*', 'é', '\U0001F600', '\udc80'):
                for m in ('center', 'ljust', 'rjust'):
                    w.case(m, s, [width, fill], lambda: getattr(s, m)(width, fill))
            w.case('zfill', s, [width], lambda: s.zfill(width))
        for tabsize in (4, 0, -1, 1):
            w.case('expandtabs', s, [tabsize], lambda: s.expandtabs(tabsize))
        for i in sorted({0, 1, -1, n - 1, n, -n, -n - 1}):
            w.case('getitem', s, [i], lambda: s[i])
        for start in (None, 1, -1, -3, 100):
            for stop in (None, 2, -1, -100, 100):
                for step in (None, 2, -1, -2, 40):
                    w.case('slice', s, [start, stop, step], lambda: s[start:stop:step])
        for k in (-1, 0, 3):
            w.case('repeat', s, [k], lambda: s * k)
        for other in ('', 'a', 'abc', '\ud800', '\ue000', '\U0001F600', '\uffff'):
            w.case('compare', s, [other], lambda: [s < other, s == other, s > other])
        for sep in ('', ', ', 'é'):
            parts = list(s[:4])
            w.case('join', sep, [parts], lambda: sep.join(parts))
    # maketrans and translate
    for x, y, z in [('abc', 'xyz', ''), ('abc', 'xyz', 'd'), ('aa', 'bc', ''), ('ab', 'x', ''),
                    ('éΣ', '\udc80😀', 'a'), ('', '', 'abc'), ('a', 'b', 'a')]:
        w.case('maketrans', x, [y, z], lambda: str.maketrans(x, y, z))
    tables = [
        {ord('a'): 'A', ord('b'): None, ord('c'): 'cc'},
        {ord('Σ'): 'σ', ord('é'): '', ord(' '): '_', 0x1F600: ':)'},
        {ord('\udc80'): 'x', ord('s'): '\ud800'},
        {},
    ]
    for s in CORPUS:
        for t in tables:
            w.case('translate', s, [t], lambda: s.translate(t))
    w.close()


def record_codecs():
    w = Writer('codecs.jsonl')
    encodings = ['utf-8', 'utf-8-sig', 'ascii', 'latin-1', 'utf-16', 'utf-16-le', 'utf-16-be',
                 'utf-32', 'utf-32-le', 'utf-32-be', 'u8', 'L1', 'utf_16le', 'U32', 'us']
    errors = ['strict', 'ignore', 'replace', 'backslashreplace', 'surrogateescape',
              'surrogatepass', 'xmlcharrefreplace', 'namereplace', 'bogus']
    strs = CORPUS + random_strings(2, 60) + [
        '\udcff\udc80\udc7f', '\udc80\udcff', 'a\ud800\udc00x', '\udc80é', 'é\udc80',
        '\ud800\U00010000\udfff', 'é€\U0001F600\ud800', '\xff\u0100', '\udd00\udc80']
    for s in strs:
        for e in encodings:
            for h in errors:
                w.case('encode', s, [e, h], lambda: s.encode(e, h))
    rnd = random.Random(3)
    blobs = [b'', b'abc', b'\x80', b'\xc0\x80', b'\xc1\xbf', b'\xc2', b'\xc2A', b'\xc2\xa9',
             b'\xe0\x80\x80', b'\xe0\x9f\xbf', b'\xe0\xa0', b'\xe0\xa0\x80', b'\xe0\xa0A',
             b'\xed\xa0\x80', b'\xed\xbf\xbf', b'\xed\x9f\xbf', b'\xed\xa0', b'\xed\xa0\x80\xed\xb0\x80',
             b'\xee\x80', b'\xf0\x80\x80\x80', b'\xf0\x8f\xbf\xbf', b'\xf0\x90', b'\xf0\x90\x80',
             b'\xf0\x90\x80\x80', b'\xf0\x90\x80A', b'\xf0\x90A', b'\xf4\x8f\xbf\xbf', b'\xf4\x90\x80\x80',
             b'\xf5\x80\x80\x80', b'\xf8\x88\x80\x80\x80', b'\xff', b'\xfe\xff', b'a\xffb',
             b'\xe2\x82', b'\xe2\x82x', b'\xe2\x82\xac', b'\xef\xbb\xbfabc', b'\xef\xbb\xbf\xff',
             b'\xff\xfe', b'\xff\xfea\x00', b'\xfe\xff\x00a', b'\xff\xfe\x00\x00a\x00\x00\x00',
             b'\x00\x00\xfe\xff\x00\x00\x00a', b'\x00\xd8', b'\x00\xd8\x00\xdc', b'\x00\xdc\x00\xd8',
             b'\x00\xd8x', b'\x00\xd8\x00\x00', b'\x00\xd8\x00\xd8\x00\xdc', b'a\x00b',
             b'\x00\x00\x11\x00', b'\x00\xd8\x00\x00', b'\xff\xff\x10\x00', b'\x00\xd8\x00',
             b'\x00\x00\x00\xd8', b'a\x00\x00\x00b\x00', b'\x80\xff', b'hello\x80world',
             'déjà vu €😀'.encode(), 'déjà'.encode('latin-1'), 'x😀y'.encode('utf-16'),
             'x😀y'.encode('utf-32-be')]
    for _ in range(100):
        n = rnd.randrange(0, 9)
        blobs.append(bytes(rnd.choice([0, 0x41, 0x7f, 0x80, 0xbf, 0xc2, 0xd8, 0xdc, 0xe0, 0xed,
                                       0xef, 0xf0, 0xf4, 0xfe, 0xff, rnd.randrange(256)])
                           for _ in range(n)))
    for b in blobs:
        for e in encodings:
            for h in errors:
                w.case('decode', b, [e, h], lambda: b.decode(e, h))
    names = ['utf-8', 'UTF-8', 'utf8', 'utf_8', 'UTF 8', 'u t f 8', 'utf.8', 'utf-8-', '-utf-8',
             'UTF--8', 'U8', 'utf', 'cp65001', 'utf8_ucs2', 'utf-8-sig', 'UTF-8-SIG', 'utf8-sig',
             'utf_8_sig', 'ascii', 'ASCII', 'us-ascii', 'US_ASCII', '646', 'ansi_x3.4_1968',
             'ansi_x3.4-1968', 'ANSI_X3.4-1986', 'iso646-us', 'iso_646.irv:1991', 'cp367', 'ibm367',
             'csascii', 'iso-ir-6', 'us', 'latin-1', 'Latin 1', 'latin1', 'latin', 'l1', 'L1',
             'iso-8859-1', 'ISO8859-1', 'iso_8859_1:1987', 'iso8859', '8859', 'cp819', 'ibm819',
             'csisolatin1', 'iso-ir-100', 'utf-16', 'UTF16', 'u16', 'utf-16-le', 'utf-16le',
             'UTF-16LE', 'utf_16_le', 'utf 16 le', 'utf-16-be', 'utf16be', 'unicodelittleunmarked',
             'UnicodeBigUnmarked', 'utf-32', 'utf32', 'U32', 'utf-32le', 'utf-32-be', 'utf_32be',
             'a.s.c.i.i', 'ascii.', '.ascii', 'foo', '', 'utf-7', 'cp1252', 'ütf-8', 'utf-8\x00',
             '\ud800', 'U 16', 'utf_16-le', '  ascii  ']
    for name in names:
        w.case('encode', 'x', [name, 'strict'], lambda: 'x'.encode(name))
        w.case('decode', b'x\x00\x00\x00', [name, 'strict'], lambda: b'x\x00\x00\x00'.decode(name))
    for h in ['strict\x00', '\udc80', 'bogus']:
        w.case('encode', 'x', ['utf-8', h], lambda: 'x'.encode('utf-8', h))
        w.case('decode', b'x', ['utf-8', h], lambda: b'x'.decode('utf-8', h))
    w.close()


def record_bytes():
    w = Writer('bytes.jsonl')
    corpus = [b'', b'a', b'abc', b'Hello World', b'hello world', b'HELLO', b'hELLO wORLD 123',
              b' \t\n\x0b\x0c\r\x1c ', b'  spaced  out  ', b'a,b,,c', b'mississippi', b'aaaa',
              b'\x00\xff\x80', b'+12', b'-3', b'-', b'a\tb\r\nc\rd\ne\n', b"'q'", b'"dq"', b'both\'"',
              b'\\', b'ABC def', b"they're bill's", b'a1b2', b'\t\tx\ty', b'caf\xc3\xa9',
              b'The Title Case', b'123', b'\x7f\x80\x9f']
    rnd = random.Random(4)
    for _ in range(30):
        corpus.append(bytes(rnd.choice(b'abAB09 \t\n\r\x0b\x0c,.\'"\\\x00\x80\xff')
                            for _ in range(rnd.randrange(0, 10))))
    noarg = ['capitalize', 'lower', 'upper', 'swapcase', 'title', 'isalnum', 'isalpha', 'isascii',
             'isdigit', 'islower', 'isspace', 'istitle', 'isupper', 'hex']
    for b in corpus:
        for m in noarg:
            w.case(m, b, [], lambda: getattr(b, m)())
        w.case('repr', b, [], lambda: repr(b))
        w.case('bytearray_repr', b, [], lambda: repr(bytearray(b)))
        for keep in (False, True):
            w.case('splitlines', b, [keep], lambda: b.splitlines(keep))
        subs = sorted({b[i:i + k] for k in (1, 2) for i in range(len(b) - k + 1)})[:3] + \
            [b'', b'zz', b' ', b'\x80', b]
        for m in ('split', 'rsplit'):
            for sep in [None] + subs:
                for maxsplit in (-1, 0, 1, 2):
                    w.case(m, b, [sep, maxsplit], lambda: getattr(b, m)(sep, maxsplit))
        for m in ('strip', 'lstrip', 'rstrip'):
            for chars in [None, b'', b'ab', b' \t\n', b'\x00\x80'] + subs[:2]:
                w.case(m, b, [chars], lambda: getattr(b, m)(chars))
        for m in ('find', 'rfind', 'index', 'rindex', 'count', 'startswith', 'endswith'):
            pairs = SE_PAIRS if m not in ('index', 'rindex') else SE_PAIRS[:3]
            for sub in subs:
                for a, c in pairs:
                    a, c = resolve(a, b), resolve(c, b)
                    w.case(m, b, [sub, a, c], lambda: getattr(b, m)(sub, a, c))
        for sub in subs:
            w.case('partition', b, [sub], lambda: b.partition(sub))
            w.case('rpartition', b, [sub], lambda: b.rpartition(sub))
            w.case('removeprefix', b, [sub], lambda: b.removeprefix(sub))
            w.case('removesuffix', b, [sub], lambda: b.removesuffix(sub))
            for new in (b'', b'-+'):
                for count in (-1, 0, 2):
                    w.case('replace', b, [sub, new, count], lambda: b.replace(sub, new, count))
        n = len(b)
        for width in sorted({-1, n, n + 1, n + 2, n + 5}):
            for fill in (b'*', b'\xff'):
                for m in ('center', 'ljust', 'rjust'):
                    w.case(m, b, [width, fill], lambda: getattr(b, m)(width, fill))
            w.case('zfill', b, [width], lambda: b.zfill(width))
        for tabsize in (8, 0, -1, 1, 3):
            w.case('expandtabs', b, [tabsize], lambda: b.expandtabs(tabsize))
        for sep in (':', b'-'):
            for k in (1, 2, -2, 3, 0):
                w.case('hex', b, [sep, k], lambda: b.hex(sep, k))
        for t, d in [(None, b'a'), (bytes(range(255, -1, -1)), b''), (bytes.maketrans(b'ab', b'AB'), b' ')]:
            w.case('translate', b, [t, d], lambda: b.translate(t, d))
        w.case('join', b', ', [list(corpus[:4]) + [b]], lambda: b', '.join(corpus[:4] + [b]))
    for s in ['', 'ab', 'a b', ' ab\tcd\n', 'a', 'abc', 'ag', 'é', 'ab é', 'ab\x1c cd', '0A 1b ff',
              'ABCDEF', 'a b', ' 0 1 ', '\x0bab\x0c', '\udc80']:
        w.case('fromhex', s, [], lambda: bytes.fromhex(s))
    for a, c in [(b'ab', b'cd'), (b'ab', b'c'), (b'', b''), (b'\x00\xff', b'\xff\x00')]:
        w.case('maketrans', a, [c], lambda: bytes.maketrans(a, c))
    w.close()


def main():
    assert sys.version_info[:2] == (3, 11), 'record with CPython 3.11'
    which = sys.argv[1:] or ['props', 'casemap', 'str', 'codecs', 'bytes']
    for name in which:
        globals()['record_' + name]()


if __name__ == '__main__':
    main()
