import re

PATS = ['a', 'a*', 'a+?', '(a)|b', '(a)(b)?', '(?P<x>\\w)(?P<y>\\d)?', '\\b', '\\B', 'x*', '', '\\s+', '(\\s)', '[aeiou]', '(?i)[AEIOU]', '(\\w+)@(\\w+)', '\\d+', '(\\d)(\\d)?', '^', '$', '(?m)^', '(?m)$', '.', '(?s).', '(?=b)', '(?<=a)', '(?<!a)b', 'a|', '|a', '(a|)', '(a*)*', '(a|b)*?c', '(?:(a)|b)+', '(?>a+)', 'a++', '\\w+', '\\W', '[^a-z]+', '(?i)b', '(?x) a | b ', '((a)(b))', '(a)\\1', 'é', '(?i)É', '\\w', '[\\u00e0-\\u00ff]+', '\\d|\\s', '(\\w)(?=\\1)', '(?P<w>b)(?(w)a|c)', 'a{2}', 'a{1,2}?']
SUBJ = ['', 'a', 'ab', 'ba', 'aab', 'abc', 'a b', ' a1 b2 ', 'x@y a@b', 'aaa', 'abab', 'bacab', 'a\nb\n', 'héllo é É', '12 345', 'AbA', 'c', 'bac', 'ñaña', 'a\tb\nc']
REPLS = [r'-', r'[\g<0>]', r'<\1>', r'\n', lambda m: m.group().upper(), lambda m: str(m.span())]

def show(f):
    try:
        return repr(f())
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

for p in PATS:
    for s in SUBJ:
        print(p, repr(s))
        print(show(lambda: re.findall(p, s)))
        print(show(lambda: re.split(p, s)))
        print(show(lambda: re.subn(p, REPLS[len(s) % len(REPLS)], s)))
        print(show(lambda: re.sub(p, REPLS[(len(s) + 1) % len(REPLS)], s, count=2)))
        print(show(lambda: [(m.span(), m.groups(), m.lastindex, m.lastgroup, m.groupdict()) for m in re.finditer(p, s)]))
        print(show(lambda: [m.expand(r'[\g<0>]') for m in re.finditer(p, s, re.I)]))
        print(show(lambda: (re.search(p, s, re.M), re.match(p, s, re.S), re.fullmatch(p, s))))
        print(show(lambda: re.compile(p).findall(s, 1, len(s) - 1)))
