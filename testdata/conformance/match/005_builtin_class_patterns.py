def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str() as s if not s:
            return "empty string"
        case str(s):
            return f"str {s!r}"
        case list([x, *_]):
            return f"list starting with {x}"
        case dict():
            return "a dict"
        case _:
            return type(v).__name__

for v in [True, -3, 7, 1.5, "", "hi", [9, 8], [], {}, (1,), None]:
    print(kind(v))
