class R:
    def __repr__(self):
        return "<R custom>"
class S(R):
    def __str__(self):
        return "S as str"
print(str(R()), repr(R()), str(S()), repr(S()), f"{S()!r}")
print(format(R()), format(S()), "{}".format(R()))
try:
    format(R(), "x")
except TypeError as e:
    print("TypeError:", e)
