def evaluate(node):
    match node:
        case ("num", value):
            return value
        case ("neg", operand):
            return -evaluate(operand)
        case ("add", left, right):
            return evaluate(left) + evaluate(right)
        case ("mul", left, right):
            return evaluate(left) * evaluate(right)
        case ("let", str(name), value, body):
            return evaluate(substitute(body, name, evaluate(value)))
        case ("var", name):
            raise NameError(f"unbound variable {name}")
        case _:
            raise ValueError(f"bad node {node!r}")

def substitute(node, name, value):
    match node:
        case ("var", n) if n == name:
            return ("num", value)
        case (op, *args):
            return (op, *[substitute(a, name, value) if isinstance(a, tuple) else a for a in args])

expr = ("add", ("num", 2), ("mul", ("num", 3), ("neg", ("num", 4))))
print(evaluate(expr))
print(evaluate(("let", "x", ("num", 5), ("mul", ("var", "x"), ("var", "x")))))
for bad in [("var", "y"), ("pow", 1, 2)]:
    try:
        evaluate(bad)
    except (NameError, ValueError) as e:
        print(type(e).__name__, e)
