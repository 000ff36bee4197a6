class CountCalls:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.fn(*args, **kwargs)

@CountCalls
def square(x):
    return x * x

print([square(i) for i in range(5)], square.calls)
print(square(12), square.calls, type(square).__name__)
