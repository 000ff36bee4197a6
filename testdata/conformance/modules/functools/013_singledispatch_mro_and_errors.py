from functools import singledispatch

class Animal: pass
class Dog(Animal): pass
class Puppy(Dog): pass
class Cat(Animal): pass

@singledispatch
def speak(a):
    return "..."

@speak.register
def _(a: Animal):
    return "generic animal"

@speak.register
def _(a: Dog):
    return "woof"

print(speak(Puppy()), speak(Cat()), speak(Dog()), speak(1))
# registering later clears the dispatch cache
@speak.register
def _(a: Puppy):
    return "yip"
print(speak(Puppy()))

class Mixin: pass
class Both(Cat, Mixin): pass
@speak.register(Mixin)
def _(a):
    return "mixin"
print(speak(Both()))

for bad in [3, "str"]:
    try:
        speak.register(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    @speak.register
    def _(a):
        return 0
except TypeError as e:
    print("TypeError", str(e).split(":")[0])
try:
    @speak.register
    def _(a: 5):
        return 0
except TypeError as e:
    print("TypeError", e)
try:
    speak.register(3, lambda a: a)
except TypeError as e:
    print("TypeError", e)

@singledispatch
def total(x, scale=1):
    raise NotImplementedError(f"unsupported: {type(x).__name__}")

@total.register(int)
@total.register(float)
def _(x, scale=1):
    return x * scale

@total.register(list)
def _(x, scale=1):
    return sum(total(i, scale=scale) for i in x)

print(total([1, 2.5, [3]], scale=2))
try:
    total("s")
except NotImplementedError as e:
    print("NotImplementedError", e)
