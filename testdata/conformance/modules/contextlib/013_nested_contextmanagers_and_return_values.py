from contextlib import contextmanager, ExitStack, nullcontext

@contextmanager
def indent(level, out):
    out.append("  " * level + "{")
    yield level + 1
    out.append("  " * level + "}")

out = []
with indent(0, out) as l1:
    with indent(l1, out) as l2:
        with indent(l2, out):
            out.append("      body")
print("\n".join(out))

def compute():
    with nullcontext():
        return "returned from with"
print(compute())

def loop():
    found = []
    for i in range(5):
        with indent(0, []):
            if i == 1:
                continue
            if i == 3:
                break
            found.append(i)
    return found
print(loop())

@contextmanager
def gives(value):
    yield value
with gives([1, 2]) as a, gives({"k": "v"}) as b:
    print(a, b)
with ExitStack() as stack:
    vals = [stack.enter_context(gives(i)) for i in range(3)]
print(vals)
