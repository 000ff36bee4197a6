def inner(label):
    yield f"{label}-1"
    yield f"{label}-2"
    return f"{label} done"

def outer():
    result = yield from inner("a")
    print("inner returned:", result)
    result = yield from inner("b")
    print("inner returned:", result)
    yield from [10, 20]
    yield from "xy"
    return "outer done"

g = outer()
for item in g:
    print(item)
def wrapper():
    r = yield from outer()
    print("wrapper got", r)
list(wrapper())
