class Left:
    def __lt__(self, other):
        print("  Left.__lt__")
        return NotImplemented
class Right:
    def __gt__(self, other):
        print("  Right.__gt__")
        return True

print(Left() < Right())
class Sub(Right):
    def __lt__(self, other):
        print("  Sub.__lt__")
        return "sub"
print(Right() > Sub())
print(Sub() < Right())
