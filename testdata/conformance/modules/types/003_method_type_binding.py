import types

class Robot:
    def __init__(self, name):
        self.name = name

def greet(self, greeting="Hi"):
    return f"{greeting}, I am {self.name}"

r = Robot("R2")
r.greet = types.MethodType(greet, r)
print(r.greet(), r.greet("Hello"))
print(r.greet.__self__ is r, r.greet.__func__ is greet, r.greet.__name__)
m = types.MethodType(greet, Robot("C3"))
print(m())
bound_len = types.MethodType(len, [1, 2, 3])
print(bound_len())
try:
    types.MethodType(greet)
except TypeError as e:
    print("TypeError", e)
try:
    types.MethodType(3, r)
except TypeError as e:
    print("TypeError", e)
try:
    types.MethodType(greet, None)
except TypeError as e:
    print("TypeError", e)
m1 = types.MethodType(greet, r)
m2 = types.MethodType(greet, r)
print(m1 == m2, m1 is m2)
class Other:
    pass
o = Other()
o.name = "o"
o.talk = types.MethodType(lambda self, x: f"{self.name}:{x}", o)
print(o.talk(5))
