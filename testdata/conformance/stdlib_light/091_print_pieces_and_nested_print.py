# print writes its pieces as it goes: output printed by an argument's
# __str__ or __repr__ lands after the pieces before it, and an argument
# whose str() raises leaves the earlier pieces written.
import sys


class Loud:
    def __init__(self, tag):
        self.tag = tag

    def __str__(self):
        print("str of", self.tag)
        return "<" + self.tag + ">"

    def __repr__(self):
        print("repr of", self.tag)
        return "Loud(" + repr(self.tag) + ")"


class Broken:
    def __str__(self):
        raise ValueError("no str")


print(1, -5, 2.5, None, True, "x", Loud("a"), "tail")
print([1, Loud("b")], {"k": Loud("c")})
print(Loud("d"), Loud("e"), sep=" | ", end=" <end>\n")
try:
    print("before", 7, Broken(), "after")
except ValueError as e:
    print()
    print(type(e).__name__, e)
print(*range(5))
print(*[], sep="x")
print("to stdout", file=sys.stdout)
print("a", "b", sep=None, end=None)
for bad in (1, b"x"):
    try:
        print("a", sep=bad)
    except TypeError as e:
        print(type(e).__name__, e)
saved = sys.stdout
sys.stdout = None
print("hidden")
sys.stdout = saved
print("back", flush=True)
