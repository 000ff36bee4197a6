"""Records python3's re behaviour for the engine tests of stdlib/internal/sre
and stdlib/re: compile errors, and the spans of every group of match, search
and fullmatch (with pos/endpos) for patterns x subjects, hand-written and
random. Run: python3 testdata/stdlib/re/record.py (writes cases.json here).
"""
import json
import os
import random
import re
import warnings

warnings.simplefilter("ignore")

HAND = r"""
a
abc
a|b
ab|cd
a*
a+
a?
a*?
a+?
a??
a{2}
a{2,}
a{,2}
a{1,3}
a{1,3}?
a{2}?
a*+
a++
a?+
a{1,2}+
(a)
(a)(b)
(a|b)+
(a|b)*?c
(a*)*
(a*)+
(a|)*b
(?:(a)|b)*
(a)|b
((a)|b)+
(a+)(b+)?
(?P<x>a)(?P=x)
(a)\1
(a*)\1
(?i)(a)\1
(a|b)\1
(?:a|b)*\1?
^a
a$
^$
\Aa
a\Z
^abc$
(?m)^a
(?m)a$
(?m)^$
(?s).
.
.*
.+
.*?
(?s).*
\d+
\D+
\w+
\W+
\s+
\S+
[abc]
[^abc]
[a-z]+
[^a-z]+
[a\-z]
[-a]
[a-]
[]a]
[^]a]
[\d]
[\w.]+
[\s\S]
[^\W\d]+
\bfoo\b
\Bo\B
\b
\B
(?=a)
(?!a)
a(?=b)
a(?!b)
(?<=a)b
(?<!a)b
(?<=ab)c
(?<=(a))b
(?<!^)x
(?=(a+))a*b\1
(?>a+)b
(?>a|ab)c
(?>(a))
(?:ab|a)*+c
(?:a|ab){2}+
(a)?(?(1)b|c)
(a)?(?(1)b)
(?P<q>")?x(?(q)")
(?i)abc
(?i)[a-z]+
(?i)[^a-z]+
(?i:a)b
a(?i:b)c
(?i)a(?-i:b)
(?x) a b c
(?x)a # comment
(?x)[ ]
(?a)\w+
(?u)\w+
(?s:.)
(?m:^a)
x*
x*y
(x|y|z)*q
(ab)*
(ab)+?
(a(b)?)+
(a(b)*)*
((a)|(b))*
(a|(b))*
([ab])*
(.)(.)(.)
(.*)(.*)
(.*?)(.*?)
(a{0,2})*
(?:a{0,2}){2}
(?:){3}
(?:)*
(|a)+
(a|)+
(a?)+?
(a??)+
(?:a?)*?b
.{3}
.{2,3}$
\d{2,4}
\d+?\d
\w+@\w+\.\w+
(\w+)\s(\w+)
(?P<first>\w+) (?P<last>\w+)
[A-Z][a-z]*
\$\d+\.\d{2}
\x41
\101
\0
\u00e9
é
[é-ü]
(?i)é
(?i)É
(?i)[à-ÿ]+
(?i)straße
(?i)ſ
(?i)s
(?i)[s]
(?i)[k]
(?i)\u212a
ß
(?i)ß
\N{LATIN SMALL LETTER E WITH ACUTE}
[\u0400-\u04ff]+
\w+
(?a)[\w]+
(?i)[^k]
a|ab|abc
abc|ab|a
(a|ab)(c|bcd)(d*)
(?:a|b)+?c
a.c
a.*c
a.*?c
(a+|b+)*c
(a+)+b
x(?:ab)*?y
x(ab)*y
\n
\t
[\n]
(?m)$\n
$\n?
a\b
"""

SUBJECTS = ["", "a", "b", "ab", "aab", "abc", "aaa", "abab", "ba", "abcabc", "xaby", "xababy",
            "foo bar", " foo", "a1b2", "123", "ab\nab", "a\n", "\n", "AbC", "ABC", "aBc",
            "é", "É", "Straße", "STRASSE", "ſ", "S", "k", "K", "\u212a", "héllo wörld",
            "\u0434\u043e\u043c", "x@y.z", "John Smith", "$12.50", "aaab", "aaaaaaaaac",
            "xy", "xaaby", "\"x\"", "\"x", "bc", "bcd", "abcd", "A", "qxyzq", "  "]


def spans(m):
    if m is None:
        return None
    return [list(m.span(g)) for g in range(m.re.groups + 1)] + [m.lastindex]


def record_pattern(pat, flags, subjects, out):
    flags = int(flags)
    key = {"p": pat, "f": flags}
    if isinstance(pat, bytes):
        key = {"p": pat.decode("latin-1"), "f": flags, "b": True}
    try:
        p = re.compile(pat, flags)
    except Exception as e:
        out.append(dict(key, err=[type(e).__name__, getattr(e, "msg", str(e)), getattr(e, "pos", None)]))
        return
    res = []
    for s in subjects:
        if isinstance(pat, bytes):
            s = s.encode("utf-8")
        row = [spans(p.match(s)), spans(p.search(s)), spans(p.fullmatch(s))]
        n = len(s)
        if n >= 2:
            row.append(spans(p.search(s, 1, n - 1)))
            row.append(spans(p.match(s, 1)))
        res.append(row)
    out.append(dict(key, s=[x.encode() if isinstance(pat, bytes) else x for x in subjects] and subjects, r=res))


ERRORS = r"""
(
)
a)
(a
[a
[]
[^
*
+a
a**
a*+*
{1}a
(?
(?P
(?P<
(?P<a
(?P<>a)
(?P<1a>x)
(?P<a>x)(?P<a>y)
(?P=a)
(?P<a>(?P=a))
(?Px)
(?<x)
(?<=a*)
(?<=a|bc)
(?<!a+)
(?x
(?z)
(?i
(?-)
(?i-i:a)
(?-z:a)
(?i)(?m)a
a(?i)
\
a\
\q
[\q]
\x
\x4
\u12
\U0011ffff
\8
\1
(a)\2
(a\1)
[b-a]
[\d-z]
[a-\d]
(?(1)a|b)
(?(1a)x)
(?(0)x)
(?(x)a)
(?(1)a|b|c)
(?#abc
a{2,1}
a{4294967295}
a{99999999999}
x{1,2}{3}
\N
\N{
\N{NOT A CHAR}
\777
[\777]
(?L)a
(?au)a
(?t:a)
(?-a:x)
(?P<a>a)(?P=b)
(?<=(?P<x>a)(?P=x))
(?<=(a)\1)
"""


def main():
    out = []
    for pat in HAND.strip("\n").split("\n"):
        record_pattern(pat, 0, SUBJECTS, out)
        record_pattern(pat, re.I, SUBJECTS[:20], out)
    for pat in ["a+", "[a-z]+", r"\w+", "(a)(b)?", r"a\b", "."]:
        record_pattern(pat.encode(), 0, SUBJECTS[:25], out)
        record_pattern(pat.encode(), re.I, SUBJECTS[:25], out)
    for pat in ERRORS.strip("\n").split("\n"):
        record_pattern(pat, 0, SUBJECTS[:3], out)
    for pat in [b"\\u1234", b"(?u)a", b"\\N{DIGIT ONE}", b"[\xe9-a]", b"(?P<\xe9>x)"]:
        record_pattern(pat, 0, SUBJECTS[:3], out)
    for flags in [re.L, re.A | re.U]:
        record_pattern("a", flags, SUBJECTS[:3], out)
    # Random patterns over a small alphabet.
    rnd = random.Random(1234)
    atoms = ["a", "b", "c", ".", "[ab]", "[^a]", r"\w", r"\b", "^", "$", "(?:a|b)"]

    def gen(depth):
        k = rnd.randint(1, 3)
        parts = []
        ngroups = 0
        for _ in range(k):
            r = rnd.random()
            if depth < 3 and r < 0.3:
                inner = gen(depth + 1)
                kind = rnd.choice(["(", "(?:", "(?>", "(?=", "(?!", "(?<=", "(?<!"])
                if kind.startswith("(?<"):
                    inner = rnd.choice(["a", "b", "ab", "[ab]", "a|b", "(a)"])
                atom = kind + inner + ")"
            elif depth < 3 and r < 0.4:
                atom = "(" + gen(depth + 1) + "|" + gen(depth + 1) + ")"
            elif r < 0.45:
                atom = rnd.choice([r"\1", "(?(1)a|b)"])
            else:
                atom = rnd.choice(atoms)
            if not atom.startswith(("^", "$", "\\b", "(?=", "(?!", "(?<")) and rnd.random() < 0.4:
                atom += rnd.choice(["*", "+", "?", "*?", "+?", "??", "{2}", "{1,2}", "{0,2}?", "*+", "++"])
            parts.append(atom)
        return "".join(parts)

    subj = ["", "a", "b", "ab", "ba", "aab", "abb", "abab", "bab", "aabb", "abcab", "cab", "acb", "bbaa", "a b"]
    seen = set()
    while len(seen) < 2500:
        pat = gen(0)
        if pat in seen:
            continue
        seen.add(pat)
        record_pattern(pat, 0, subj, out)
    # Random patterns over a richer alphabet, with case folding and
    # non-ASCII subjects, whose back references refer to earlier groups.
    rnd2 = random.Random(99)
    atoms2 = ["a", "B", "é", "É", "ß", "k", "K", ".", "[a-c]", "[^b]", "[é-ü]", r"\w", r"\W", r"\d", r"\s", r"\b", r"\B",
              "^", "$", "(?i:a)", "(?-i:b)", "\\.", "[.]", r"\x41", "(?:é|e)"]

    def gen2(depth, groups):
        parts = []
        for _ in range(rnd2.randint(1, 4)):
            r = rnd2.random()
            if depth < 3 and r < 0.25:
                groups[0] += 1
                inner = gen2(depth + 1, groups)
                atom = rnd2.choice(["(", "(?P<g%d>" % groups[0]]) + inner + ")"
            elif depth < 3 and r < 0.35:
                atom = "(?:" + gen2(depth + 1, groups) + "|" + gen2(depth + 1, groups) + ")"
            elif depth < 3 and r < 0.42:
                atom = rnd2.choice(["(?=", "(?!", "(?>"]) + gen2(depth + 1, groups) + ")"
            elif r < 0.47 and groups[0] > 0:
                atom = "\\%d" % rnd2.randint(1, groups[0])
            else:
                atom = rnd2.choice(atoms2)
            if atom not in ("^", "$", r"\b", r"\B") and rnd2.random() < 0.35:
                atom += rnd2.choice(["*", "+", "?", "*?", "+?", "{2}", "{1,3}", "{0,2}?", "*+"])
            parts.append(atom)
        return "".join(parts)

    subj2 = ["", "a", "A", "aB", "é", "Éé", "ßSS", "kK\u212a", "a.b", "ab ab", "é e", "aaBB", "1a2", "x y", "AéaÉ", "ßß", "  a"]
    seen2 = set()
    while len(seen2) < 2500:
        pat = gen2(0, [0])
        if pat in seen2:
            continue
        seen2.add(pat)
        record_pattern(pat, rnd2.choice([0, re.I, re.I, re.A, re.I | re.A, re.M, re.S]), subj2, out)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json"), "w") as f:
        json.dump(out, f, ensure_ascii=True, separators=(",", ":"))
        f.write("\n")
    print(len(out), "patterns")


main()
