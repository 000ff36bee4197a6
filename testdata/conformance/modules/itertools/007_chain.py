from itertools import chain

print(list(chain("ab", [1, 2], (3,), range(2))))
print(list(chain()))
print(list(chain([], [], [1])))
print(list(chain.from_iterable(["ab", "cd", ""])))
print(list(chain.from_iterable([[1, 2], [3], []])))
nested = [[1, [2]], [3]]
print(list(chain.from_iterable(nested)))
print(list(chain(*[[i] * i for i in range(4)])))
print(sorted(set(chain({3, 1}, {2, 1}))))
d = {"a": 1}
print(list(chain(d, d.values())))

def lazy(name):
    print("open", name)
    yield name

c = chain(lazy("x"), lazy("y"))
print("made")
print(next(c))
print(next(c))
print(list(c))
c = chain([1], 2, [3])
print(next(c))
try:
    next(c)
except TypeError as e:
    print(e)
print(next(c, "exhausted"))
try:
    chain.from_iterable(5)
except TypeError as e:
    print(e)
try:
    chain(x=1)
except TypeError as e:
    print(e)
try:
    chain.from_iterable()
except TypeError as e:
    print(e)
print(chain[int], type(chain()).__name__)
