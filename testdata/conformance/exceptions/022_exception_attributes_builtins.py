try:
    {"a": 1}["b"]
except KeyError as e:
    print(e.args, str(e))
try:
    int("12x")
except ValueError as e:
    print(e.args)
try:
    "abc".encode("ascii").decode("utf-16")
except UnicodeDecodeError as e:
    print(e.encoding, e.start, e.end, e.reason)
try:
    getattr(object(), "nope")
except AttributeError as e:
    print(e.name, e.obj is not None if hasattr(e, "obj") else None)
try:
    undefined_name
except NameError as e:
    print(e.name, e)
try:
    raise StopIteration("val")
except StopIteration as e:
    print(e.value)
