class Parser:
    class Error(Exception):
        pass

    def parse(self, text):
        if not text.startswith("("):
            raise Parser.Error(f"expected '(' at start of {text!r}")
        return text.strip("()").split()

p = Parser()
print(p.parse("(a b c)"))
print(p.parse("x y"))
