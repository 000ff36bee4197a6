def compute():
    yield "working"
    return 42

g = compute()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration value:", e.value, e.args)
def empty():
    return "nothing"
    yield
try:
    next(empty())
except StopIteration as e:
    print("value:", e.value)
print(list(empty()))
