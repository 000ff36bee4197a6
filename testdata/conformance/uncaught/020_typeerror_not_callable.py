handlers = {"a": len, "b": str.upper, "c": "not a function"}
for key, value in [("a", "abc"), ("b", "abc"), ("c", "abc")]:
    print(key, handlers[key](value))
