import operator as op

print(op.concat([1], [2, 3]), op.concat("ab", "cd"), op.concat((1,), (2,)), op.concat(b"a", b"b"))
print(op.__concat__([0], [1]))
print(op.contains([1, 2, 3], 2), op.contains("abc", "bc"), op.contains({"k": 1}, "k"), op.__contains__(range(5), 7))
print(op.countOf([1, 2, 1, 1], 1), op.countOf("banana", "a"), op.countOf([], 1), op.countOf([1, 1.0, True], 1))
print(op.indexOf([5, 6, 7], 7), op.indexOf("abc", "b"), op.indexOf(iter([3, 4]), 4))
x = [1, 2, 3]
print(op.getitem(x, 0), op.getitem(x, -1), op.getitem(x, slice(1, None)), op.getitem({"a": 1}, "a"))
op.setitem(x, 0, 10)
op.setitem(x, slice(1, 2), [20, 21])
print(x)
op.delitem(x, 0)
op.__delitem__(x, slice(0, 1))
print(x)
d = {}
op.__setitem__(d, "k", "v")
print(d, op.__getitem__(d, "k"))
print(op.getitem("hello", slice(None, None, -1)))

def attempt(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(op.concat, 1, 2)
attempt(op.concat, [1], (2,))
attempt(op.concat, [1], "ab")
attempt(op.concat, "a", 1)
attempt(op.concat, {1: 2}, {3: 4})
attempt(op.contains, 1, 2)
attempt(op.contains, None, 1)
attempt(op.countOf, 1, 1)
attempt(op.indexOf, [1, 2], 3)
attempt(op.indexOf, 5, 1)
attempt(op.getitem, [1], 5)
attempt(op.getitem, {}, "missing")
attempt(op.getitem, 1, 0)
attempt(op.getitem, [1], "a")
attempt(op.setitem, (1,), 0, 2)
attempt(op.delitem, "abc", 0)
attempt(op.delitem, {}, "k")
