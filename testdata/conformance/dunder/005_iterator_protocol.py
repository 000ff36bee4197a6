class Fib:
    def __init__(self, limit):
        self.limit = limit
    def __iter__(self):
        return FibIter(self.limit)

class FibIter:
    def __init__(self, limit):
        self.a, self.b, self.limit = 0, 1, limit
    def __iter__(self):
        return self
    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        value = self.a
        self.a, self.b = self.b, self.a + self.b
        return value

f = Fib(100)
print(list(f))
print(list(f))
print(sum(f), max(f), 55 in f, 56 in f)
it = iter(f)
print(next(it), next(it), next(it), list(zip(it, "abc")))
