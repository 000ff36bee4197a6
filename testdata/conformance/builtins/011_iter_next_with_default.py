it = iter([10, 20])
print(next(it), next(it), next(it, "done"), next(it, None))
try:
    next(it)
except StopIteration:
    print("StopIteration raised without default")
s = iter("ab")
print(list(s), next(s, "empty"))
calls = [0]
def counter():
    calls[0] += 1
    return calls[0]
print(list(iter(counter, 4)))
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
