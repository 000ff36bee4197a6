"""Writes api_program.py, a program that runs re's functions (findall, sub
with templates and callables, subn, split, finditer, Match methods) over
patterns x subjects, and api_expected.txt, what python3 prints for it.
stdlib/re_ext_test.go runs the program under pyex and compares.
Run: python3 testdata/stdlib/re/record_api.py
"""
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)

PATS = [
    r"a", r"a*", r"a+?", r"(a)|b", r"(a)(b)?", r"(?P<x>\w)(?P<y>\d)?", r"\b", r"\B", r"x*", r"", r"\s+", r"(\s)",
    r"[aeiou]", r"(?i)[AEIOU]", r"(\w+)@(\w+)", r"\d+", r"(\d)(\d)?", r"^", r"$", r"(?m)^", r"(?m)$", r".",
    r"(?s).", r"(?=b)", r"(?<=a)", r"(?<!a)b", r"a|", r"|a", r"(a|)", r"(a*)*", r"(a|b)*?c", r"(?:(a)|b)+",
    r"(?>a+)", r"a++", r"\w+", r"\W", r"[^a-z]+", r"(?i)b", r"(?x) a | b ", r"((a)(b))", r"(a)\1", r"é",
    r"(?i)É", r"\w", r"[\u00e0-\u00ff]+", r"\d|\s", r"(\w)(?=\1)", r"(?P<w>b)(?(w)a|c)", r"a{2}", r"a{1,2}?",
]
SUBJ = ["", "a", "ab", "ba", "aab", "abc", "a b", " a1 b2 ", "x@y a@b", "aaa", "abab", "bacab", "a\nb\n",
        "héllo é É", "12 345", "AbA", "c", "bac", "ñaña", "a\tb\nc"]
REPLS = [r"-", r"[\g<0>]", r"<\1>", r"\n", lambda m: m.group().upper(), lambda m: str(m.span())]


def main():
    lines = ["import re", "", "PATS = %r" % (PATS,), "SUBJ = %r" % (SUBJ,),
             "REPLS = [r'-', r'[\\g<0>]', r'<\\1>', r'\\n', lambda m: m.group().upper(), lambda m: str(m.span())]",
             "", "def show(f):", "    try:", "        return repr(f())", "    except Exception as e:",
             "        return type(e).__name__ + ': ' + str(e)", "",
             "for p in PATS:",
             "    for s in SUBJ:",
             "        print(p, repr(s))",
             "        print(show(lambda: re.findall(p, s)))",
             "        print(show(lambda: re.split(p, s)))",
             "        print(show(lambda: re.subn(p, REPLS[len(s) % len(REPLS)], s)))",
             "        print(show(lambda: re.sub(p, REPLS[(len(s) + 1) % len(REPLS)], s, count=2)))",
             "        print(show(lambda: [(m.span(), m.groups(), m.lastindex, m.lastgroup, m.groupdict()) for m in re.finditer(p, s)]))",
             "        print(show(lambda: [m.expand(r'[\\g<0>]') for m in re.finditer(p, s, re.I)]))",
             "        print(show(lambda: (re.search(p, s, re.M), re.match(p, s, re.S), re.fullmatch(p, s))))",
             "        print(show(lambda: re.compile(p).findall(s, 1, len(s) - 1)))",
             ]
    prog = os.path.join(here, "api_program.py")
    with open(prog, "w") as f:
        f.write("\n".join(lines) + "\n")
    out = subprocess.run([sys.executable, prog], capture_output=True, text=True, check=True).stdout
    with open(os.path.join(here, "api_expected.txt"), "w") as f:
        f.write(out)
    print(len(out.splitlines()), "lines")


main()
