import re

def s_ident(scanner, token):
    return ("ID", token)

def s_int(scanner, token):
    return ("INT", int(token))

scanner = re.Scanner([
    (r"[a-zA-Z_]\w*", s_ident),
    (r"\d+\.\d*", lambda s, t: ("FLOAT", float(t))),
    (r"\d+", s_int),
    (r"=|\+|-|\*|/", lambda s, t: ("OP", t)),
    (r"\s+", None),
])
print(scanner.scan("sum = 3*foo + 312.50 + bar"))
print(scanner.scan("a = 1 $ b"))
print(scanner.scan(""))
sc = re.Scanner([(r"ab", lambda s, t: (t, s.match.span())), (r"c", "C")])
print(sc.scan("abcabx"), type(sc.scanner).__name__, sc.lexicon[1])
print(re.Scanner([(r"a*", "A")]).scan("aab"))
print(re.Scanner([(r"x", None)], re.I).scan("XxY"))
