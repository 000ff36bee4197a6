import operator as op

print(op.length_hint(iter([1, 2, 3])))
print(op.length_hint(iter((1, 2))))
print(op.length_hint(iter(range(5))), op.length_hint(iter(range(5)), 2))
print(op.length_hint(iter("abcd")))
print(op.length_hint(reversed([1, 2, 3])), op.length_hint(reversed(range(4))))
print(op.length_hint(iter({1: 2, 3: 4})), op.length_hint(iter({1, 2})))
it = iter([1, 2, 3])
next(it)
print(op.length_hint(it))
print(op.length_hint(x for x in range(3)), op.length_hint(map(abs, [1])), op.length_hint(zip([1], [2])))
print(op.length_hint(enumerate([1, 2])))
