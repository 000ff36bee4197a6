x = 1
def f(a, *b, c=2, **d):
    global x
    y = 3
    def g():
        nonlocal y
        y = 4
        return a
    class C:
        y = 5
        def m(self):
            return y + super().m()
    return [i for i in range(3) if (z := i)]
class D:
    __p = 1
    def __m(self): return __p
