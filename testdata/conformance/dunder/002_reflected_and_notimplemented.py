class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented
    def __radd__(self, other):
        print(f"  __radd__ called with {other!r}")
        return self.__add__(other)
    def __repr__(self):
        return f"Money({self.cents})"

print(Money(5) + Money(7))
print(Money(5) + 10)
print(10 + Money(5))
print(sum([Money(1), Money(2), Money(3)]))
try:
    Money(1) + "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "x" + Money(1)
except TypeError as e:
    print("TypeError:", e)
