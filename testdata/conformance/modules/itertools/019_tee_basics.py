from itertools import tee

a, b = tee(range(5))
print(next(a), next(a), list(b), list(a))
x = tee([1, 2, 3], 3)
print(type(x).__name__, len(x), [list(i) for i in x])
print(tee("abc", 0))
(a,) = tee("abc", 1)
print(type(a).__name__, list(a))
a, b = tee(iter(range(200)))
print(sum(a), sum(b))
a, b = tee("xyz")
next(a)
c = a.__copy__()
print(list(a), list(c), list(b))
a, b = tee([1, 2, 3])
c, d = tee(a)
print(c is a, next(a), next(c), next(b), list(c), list(a), list(b), list(d))
it = iter("hello")
a, b = tee(it)
print(next(a), next(it), next(b), list(b))
# lookahead pattern
def with_next(iterable):
    a, b = tee(iterable)
    next(b, None)
    return zip(a, b)

print(list(with_next("abcd")))
print(type(a), repr(type(a)))
