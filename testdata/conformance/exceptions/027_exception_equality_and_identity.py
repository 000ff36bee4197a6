a = ValueError("x")
b = ValueError("x")
print(a == b, a is b, a.args == b.args, str(a) == str(b))
errors = {}
for msg in ["x", "y", "x"]:
    errors.setdefault(msg, []).append(ValueError(msg))
print({k: len(v) for k, v in errors.items()})
print(type(a) is ValueError, type(a).__name__, a.__class__.__mro__[1].__name__)
