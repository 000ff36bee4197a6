# The same attribute read, written and called from one place in a loop
# while the classes behind it change: every result must follow the change.
class Base:
    def greet(self):
        return "base"

class Child(Base):
    pass

def read(obj):
    return obj.kind

def call(obj):
    return obj.greet()

def store(obj, value):
    obj.kind = value
    return obj.kind

c = Child()
results = []
for step in range(8):
    if step == 1:
        Base.greet = lambda self: "patched base"
    if step == 2:
        Child.greet = lambda self: "child"
    if step == 3:
        c.greet = lambda: "instance"
    if step == 4:
        del c.greet
        del Child.greet
    if step == 5:
        Base.kind = property(lambda self: "property")
    if step == 6:
        del Base.kind
    if step == 7:
        Base.__getattr__ = lambda self, name: "fallback " + name
    try:
        results.append((step, call(c), read(c)))
    except AttributeError as e:
        results.append((step, call(c), "AttributeError: " + str(e)))
for r in results:
    print(r)

class Slotted:
    __slots__ = ("kind",)

class Plain:
    pass

class Logged:
    def __setattr__(self, name, value):
        print("setattr", name, value)
        object.__setattr__(self, name, value * 2)

for obj in [Plain(), Slotted(), Logged(), Plain()]:
    print(type(obj).__name__, store(obj, 21))

class Late:
    pass

late = Late()
print(store(late, 1))
Late.__setattr__ = lambda self, name, value: object.__setattr__(self, name, -value)
print(store(late, 2))
Late.kind = property(lambda self: "read-only")
try:
    store(late, 3)
except AttributeError as e:
    print("AttributeError:", e)

class A:
    def who(self):
        return "A"

class B:
    def who(self):
        return "B"

obj = A()
names = []
for i in range(4):
    names.append(call_who := obj.who())
    obj.__class__ = B if obj.__class__ is A else A
print(names)
