def collect(**kw):
    return list(kw)

print(collect(z=1, a=2, m=3))
print(collect(**{"b": 1}, a=2))
def describe(name, **attrs):
    return name + "(" + ", ".join(f"{k}={v}" for k, v in attrs.items()) + ")"
print(describe("box", width=3, height=4, color="red"))
try:
    collect(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    collect(**{1: 2})
except TypeError as e:
    print("TypeError:", e)
