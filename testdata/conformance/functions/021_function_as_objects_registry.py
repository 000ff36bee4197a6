REGISTRY = {}

def command(name):
    def register(fn):
        REGISTRY[name] = fn
        return fn
    return register

@command("add")
def add(a, b):
    return a + b

@command("mul")
def mul(a, b):
    return a * b

@command("neg")
def neg(a):
    return -a

script = [("add", 2, 3), ("mul", 4, 5), ("neg", 7), ("add", "x", "y")]
for name, *args in script:
    print(name, args, "=>", REGISTRY[name](*args))
print(sorted(REGISTRY), add is REGISTRY["add"])
