class Countdown:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError("out of range")
        return self.n - i

c = Countdown(5)
print(list(c), list(reversed(c)), len(c))
class CustomRev:
    def __reversed__(self):
        return iter("custom")
print("".join(reversed(CustomRev())))
try:
    reversed(object())
except TypeError as e:
    print("TypeError:", e)
