class A:
    x = 1
    def f(self):
        return __class__
    def g(self):
        x = 2
        class B:
            x = 3
            def h(self):
                return x
            y = x
        return B
    @staticmethod
    def __private(a, b=x):
        return a
    [x for _ in range(2)]
    lam = lambda self: x

def make():
    v = 1
    class K:
        v = v
        def get(self):
            nonlocal v
            v += 1
            return v
    return K
