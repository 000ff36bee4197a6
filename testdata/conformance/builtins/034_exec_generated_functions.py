# Programs generate code: exec of function definitions, eval with namespaces,
# compile in each mode, code object attributes and syntax errors.
src = """
def make_adder(n):
    def add(x):
        return x + n
    return add
"""
ns = {}
exec(src, ns)
add5 = ns["make_adder"](5)
print(add5(10), add5.__name__, add5.__qualname__)

fields = ["x", "y", "z"]
body = "def __init__(self, " + ", ".join(fields) + "):\n"
body += "".join(f"    self.{f} = {f}\n" for f in fields)
loc = {}
exec(body, {}, loc)
class P:
    __init__ = loc["__init__"]
p = P(1, 2, 3)
print(p.x, p.y, p.z)
try:
    P(1, 2)
except TypeError as e:
    print("TypeError:", e)

print(eval("a + b", {"a": 1}, {"b": 2}))
print(eval("len(s)", {"s": "hello"}))
g = {"__builtins__": {"len": len}}
print(eval("len('abc')", g))
try:
    eval("print('x')", {"__builtins__": {}})
except NameError as e:
    print("NameError:", e)

for mode, text in [("exec", "x = 1"), ("eval", "1 + 2"), ("single", "y = 2")]:
    c = compile(text, "<gen>", mode)
    print(mode, c.co_filename, c.co_name, type(c).__name__)

for bad in ["1 +", "def f(:", "x = (1, 2", "  x = 1", "return 5", "f(**a, *b)"]:
    try:
        compile(bad, "<bad>", "exec")
    except SyntaxError as e:
        print(type(e).__name__, repr(e.msg), e.lineno, e.offset, e.filename)

try:
    compile("1", "<x>", "nope")
except ValueError as e:
    print("ValueError:", e)
try:
    exec(42)
except TypeError as e:
    print("TypeError:", e)
try:
    exec("1", [])
except TypeError as e:
    print("TypeError:", e)
counter = 0
for i in range(3):
    exec("counter += i")
print(counter)
def f():
    exec("v = 5")
    return locals().get("v")
print(f())
code = compile("total = sum(range(n))", "<s>", "exec")
for n in (3, 10):
    env = {"n": n}
    exec(code, env)
    print(env["total"])
print(eval(compile("[x * 2 for x in items]", "<e>", "eval"), {"items": [1, 2]}))
