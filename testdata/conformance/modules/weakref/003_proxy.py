import weakref
class Box:
    def __init__(self):
        self.items = [1, 2]
    def total(self):
        return sum(self.items)
b = Box()
p = weakref.proxy(b)
print(p.items, p.total(), len(p.items))
p.items = [5]
print(b.items, p.total())
def fn(x):
    return x * 2
cp = weakref.proxy(fn)
print(cp(4), callable(cp), callable(p))
keep = set([3])
lst = weakref.proxy(keep)
print(3 in lst, len(lst))
