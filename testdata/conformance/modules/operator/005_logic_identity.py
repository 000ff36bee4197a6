import operator as op

print(op.not_(0), op.not_(1), op.not_([]), op.not_("x"), op.__not__(None))
print(op.truth(0), op.truth([0]), op.truth(""), op.truth(3.5))
a = [1]
b = [1]
print(op.is_(a, a), op.is_(a, b), op.is_not(a, b), op.is_not(None, None))
print(op.is_(None, None), op.is_(True, True), op.is_(1, True))

class Falsy:
    def __bool__(self):
        return False

class Lenny:
    def __len__(self):
        return 0

class BadBool:
    def __bool__(self):
        return "yes"

print(op.truth(Falsy()), op.not_(Falsy()), op.truth(Lenny()))
try:
    op.truth(BadBool())
except TypeError as e:
    print("TypeError:", e)
print(list(filter(op.not_, [0, 1, "", "a", None])))
