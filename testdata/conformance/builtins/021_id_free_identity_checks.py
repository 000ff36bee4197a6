a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c)
print(None is None, type(None) is type(None))
small1 = int("7")
small2 = 7
print(small1 == small2, (1, 2) == (1, 2))
x = "interned"
y = x
print(x is y, id(x) == id(y), id(a) != id(c))
