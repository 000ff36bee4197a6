class NoArgs:
    def __init__(self):
        self.a = 1

class Two:
    __match_args__ = ("a",)
    def __init__(self):
        self.a = 1

for subject, label in [(NoArgs(), "NoArgs"), (Two(), "Two")]:
    try:
        match subject:
            case NoArgs(x):
                print(label, "matched positional", x)
            case Two(x, y):
                print(label, "matched two", x, y)
    except TypeError as e:
        print(label, "TypeError:", e)
match NoArgs():
    case NoArgs(a=1):
        print("keyword patterns need no __match_args__")
