from abc import ABC, ABCMeta

class Drawable(ABC):
    pass

class Circle:
    pass

print(issubclass(Circle, Drawable), isinstance(Circle(), Drawable))
r = Drawable.register(Circle)
print(r is Circle, issubclass(Circle, Drawable), isinstance(Circle(), Drawable))

class Sub(Circle):
    pass
print(issubclass(Sub, Drawable), Drawable in Sub.__mro__)

@Drawable.register
class Deco:
    pass
print(Deco.__name__, issubclass(Deco, Drawable))

Drawable.register(int)
print(isinstance(3, Drawable), isinstance(True, Drawable), isinstance(3.0, Drawable))
print(Drawable.register(Circle) is Circle)

class Other(metaclass=ABCMeta):
    pass
Other.register(Drawable)
print(issubclass(Circle, Other), issubclass(int, Other), isinstance('x', Other))
