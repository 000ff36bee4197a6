class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x):
        return x + self.n

add5 = Adder(5)
print(add5(10), callable(add5), callable(Adder), callable(5), callable(print))
print(list(map(add5, [1, 2, 3])))
funcs = [abs, Adder(1), lambda v: v * 3, str]
print([f(-4) for f in funcs])
print(sorted([3, -1, 2], key=Adder(-10)))
