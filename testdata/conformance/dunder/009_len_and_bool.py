class Empty:
    pass
class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class Truthy:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        print(f"  __bool__({self.v})")
        return self.v
    def __len__(self):
        print("  __len__ never consulted")
        return 0

print(bool(Empty()), bool(Sized(0)), bool(Sized(3)), len(Sized(7)))
print(bool(Truthy(True)), bool(Truthy(False)))
print("yes" if Sized(2) else "no", "yes" if Sized(0) else "no")
print(Truthy(False) or "fallback")
print(not Sized(0))
