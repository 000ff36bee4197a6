import reprlib, collections
r = reprlib.Repr()
r.maxlist = 3
r.maxstring = 10
r.maxlevel = 2
r.maxother = 12
print(r.repr(list(range(10))))
print(r.repr('abcdefghijklmnopqrstuvwxyz'))
print(r.repr([[1, [2, [3]]]]))
print(r.repr(collections.deque(range(10))))
class Thing:
    def __repr__(self):
        return 'Thing(' + 'x' * 40 + ')'
print(r.repr(Thing()))
class Bad:
    def __repr__(self):
        raise RuntimeError('no')
print(r.repr(Bad()).split(' at ')[0])
r.fillvalue = '~'
print(r.repr(list(range(10))), r.repr('y' * 50), r.repr(12345678901234567890 ** 3))
class MyRepr(reprlib.Repr):
    def repr_str(self, x, level):
        return 'S<%d>' % len(x)
print(MyRepr().repr(['abc', 'de', {'k': 'v'}]))
print(r.maxdict, r.maxset, r.maxtuple, r.maxarray, r.maxfrozenset, r.maxdeque, r.maxlong)
