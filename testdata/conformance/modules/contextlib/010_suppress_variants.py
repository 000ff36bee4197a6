from contextlib import suppress
import contextlib

results = []
for value in ["1", "x", None, "3"]:
    with suppress(ValueError, TypeError):
        results.append(int(value))
print(results)

d = {"a": 1}
with suppress(KeyError):
    del d["missing"]
print(d)

def first_int(items):
    for item in items:
        with suppress(ValueError):
            return int(item)
    return None
print(first_int(["a", "b", "7", "8"]), first_int([]))

with suppress(Exception):
    raise KeyboardInterrupt if False else RuntimeError("x")
print("base classes work")
try:
    with suppress(ValueError):
        raise SystemExit(3)
except SystemExit as e:
    print("SystemExit", e.code)
print(contextlib.__all__[:5])
