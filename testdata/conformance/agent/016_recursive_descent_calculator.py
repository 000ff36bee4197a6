def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(float(src[i:j]) if "." in src[i:j] else int(src[i:j]))
            i = j
        elif ch in "+-*/()^":
            tokens.append(ch)
            i += 1
        else:
            raise SyntaxError(f"unexpected character {ch!r} at {i}")
    return tokens

class Parser:
    def __init__(self, tokens):
        self.t, self.i = tokens, 0
    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else None
    def take(self):
        self.i += 1
        return self.t[self.i - 1]
    def expr(self):
        v = self.term()
        while self.peek() in ("+", "-"):
            v = v + self.term() if self.take() == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek() in ("*", "/"):
            v = v * self.factor() if self.take() == "*" else v / self.factor()
        return v
    def factor(self):
        base = self.unary()
        if self.peek() == "^":
            self.take()
            return base ** self.factor()
        return base
    def unary(self):
        if self.peek() == "-":
            self.take()
            return -self.unary()
        if self.peek() == "(":
            self.take()
            v = self.expr()
            self.take()
            return v
        return self.take()

for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 4", "2 * (3 + (4 - 1)) ^ 2", "1.5 * 4", "7 $ 2"]:
    try:
        print(f"{src:24} = {Parser(tokenize(src)).expr()}")
    except SyntaxError as e:
        print(f"{src:24} ! {e}")
