import operator
import _operator

print(operator.call(len, [1, 2]), operator.call(max, 1, 5, 2), operator.call(dict, a=1))
print(operator.call(sorted, [3, 1], reverse=True), operator.__call__(abs, -3))
try:
    operator.call()
except TypeError as e:
    print("TypeError:", e)
try:
    operator.call(1)
except TypeError as e:
    print("TypeError:", e)
print(operator.add, operator.itemgetter, operator.attrgetter, operator.methodcaller)
print(operator.add.__name__, operator.add.__module__, operator.add.__doc__)
print(operator.neg.__doc__, operator.truth.__doc__, operator.not_.__doc__)
print(operator.add is _operator.add, operator.__add__ is operator.add, operator.__inv__ is operator.inv)
print(operator._abs(-3), operator.__name__)
print(operator.__all__)
print(sorted(n for n in dir(operator) if n.startswith("__") and n.endswith("__") and n not in
             ("__builtins__", "__cached__", "__file__", "__loader__", "__spec__", "__name__", "__doc__", "__package__", "__all__")))
print(sorted(n for n in dir(_operator) if not n.startswith("__")))
print(operator.__doc__.splitlines()[0])
