# bench: cpu
# A tokenizer, recursive-descent parser and tree-walking evaluator for a
# small expression language: str methods (isdigit, isalpha, isspace),
# dict dispatch of operators, tuples as AST nodes, recursion and
# variables in an environment dict.

OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a // b if b else 0,
    "%": lambda a, b: a % b if b else 0,
    "<": lambda a, b: int(a < b),
    "==": lambda a, b: int(a == b),
}
PREC = {"==": 1, "<": 2, "+": 3, "-": 3, "*": 4, "/": 4, "%": 4}
FUNCS = {"max": max, "min": min, "abs": abs}


def tokenize(src):
    toks = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < n and src[j].isdigit():
                j += 1
            toks.append(("num", int(src[i:j])))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            toks.append(("kw" if word in ("let", "in", "if", "then", "else") else "name", word))
            i = j
        elif src.startswith("==", i):
            toks.append(("op", "=="))
            i += 2
        elif c in "+-*/%<=(),":
            toks.append(("op", c))
            i += 1
        else:
            raise SyntaxError("bad char %r at %d" % (c, i))
    toks.append(("end", None))
    return toks


class Parser:
    def __init__(self, toks):
        self.toks = toks
        self.pos = 0

    def peek(self):
        return self.toks[self.pos]

    def take(self, kind=None, value=None):
        tok = self.toks[self.pos]
        if kind is not None and tok[0] != kind or value is not None and tok[1] != value:
            raise SyntaxError("expected %s %s, got %s" % (kind, value, tok))
        self.pos += 1
        return tok

    def expr(self):
        kind, val = self.peek()
        if kind == "kw" and val == "let":
            self.take()
            name = self.take("name")[1]
            self.take("op", "=")
            bound = self.expr()
            self.take("kw", "in")
            return ("let", name, bound, self.expr())
        if kind == "kw" and val == "if":
            self.take()
            cond = self.expr()
            self.take("kw", "then")
            a = self.expr()
            self.take("kw", "else")
            return ("if", cond, a, self.expr())
        return self.binary(0)

    def binary(self, min_prec):
        left = self.unary()
        while True:
            kind, op = self.peek()
            if kind != "op" or op not in PREC or PREC[op] < min_prec:
                return left
            self.take()
            right = self.binary(PREC[op] + 1)
            left = ("bin", op, left, right)

    def unary(self):
        kind, val = self.peek()
        if kind == "op" and val == "-":
            self.take()
            return ("neg", self.unary())
        return self.atom()

    def atom(self):
        kind, val = self.take()
        if kind == "num":
            return ("num", val)
        if kind == "name":
            if self.peek() == ("op", "("):
                self.take()
                args = [self.expr()]
                while self.peek() == ("op", ","):
                    self.take()
                    args.append(self.expr())
                self.take("op", ")")
                return ("call", val, args)
            return ("var", val)
        if kind == "op" and val == "(":
            e = self.expr()
            self.take("op", ")")
            return e
        raise SyntaxError("unexpected %s" % ((kind, val),))


def evaluate(node, env):
    tag = node[0]
    if tag == "num":
        return node[1]
    if tag == "var":
        return env[node[1]]
    if tag == "bin":
        return OPS[node[1]](evaluate(node[2], env), evaluate(node[3], env))
    if tag == "neg":
        return -evaluate(node[1], env)
    if tag == "if":
        return evaluate(node[2] if evaluate(node[1], env) else node[3], env)
    if tag == "let":
        inner = dict(env)
        inner[node[1]] = evaluate(node[2], env)
        return evaluate(node[3], inner)
    if tag == "call":
        return FUNCS[node[1]](*[evaluate(a, env) for a in node[2]])
    raise ValueError(tag)


def show(node):
    tag = node[0]
    if tag in ("num", "var"):
        return str(node[1])
    if tag == "bin":
        return "(%s %s %s)" % (show(node[2]), node[1], show(node[3]))
    if tag == "neg":
        return "-" + show(node[1])
    if tag == "call":
        return "%s(%s)" % (node[1], ", ".join(show(a) for a in node[2]))
    if tag == "if":
        return "if %s then %s else %s" % tuple(show(x) for x in node[1:])
    return "let %s = %s in %s" % (node[1], show(node[2]), show(node[3]))


def gen(seed, depth):
    x = seed
    parts = []

    def rnd(k):
        nonlocal x
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        return (x >> 10) % k

    def build(d):
        r = rnd(10)
        if d == 0 or r < 2:
            return str(rnd(100)) if rnd(3) else "abc"[rnd(3)]
        if r < 7:
            op = "+-*/%<"[rnd(6)]
            return "(%s %s %s)" % (build(d - 1), op, build(d - 1))
        if r < 8:
            return "(let a = %s in %s)" % (build(d - 1), build(d - 1))
        if r < 9:
            return "max(%s, %s, %s)" % (build(d - 1), build(d - 1), build(d - 1))
        return "(if %s == %s then %s else -%s)" % (build(d - 1), build(d - 1), build(d - 1), build(d - 1))

    for _ in range(40):
        parts.append(build(depth))
    return parts


total = 0
shown = []
errors = 0
for seed in range(60):
    for src in gen(seed, 5):
        tree = Parser(tokenize(src)).expr()
        for b in range(3):
            total += evaluate(tree, {"a": b + 1, "b": 7, "c": -3})
        if len(shown) < 4 and 30 < len(src) < 70:
            shown.append(show(tree))
for bad in ("1 + ", "let = 3", "2 $ 3", "(1 + 2"):
    try:
        Parser(tokenize(bad)).expr()
    except SyntaxError as e:
        errors += 1
        print(type(e).__name__, e)
print(total, errors)
for s in shown:
    print(s)
