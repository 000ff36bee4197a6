from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f'{type(self).__name__} with area {self.area()}'

for cls in (Shape,):
    try:
        cls()
    except TypeError as e:
        print(e)

class Half(Shape):
    def area(self):
        return 1

try:
    Half()
except TypeError as e:
    print(e)

class Square(Half):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    def perimeter(self):
        return 4 * self.s

sq = Square(3)
print(sq.describe(), sq.perimeter(), isinstance(sq, Shape))
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__), Square.__abstractmethods__)
print(Shape.area.__isabstractmethod__, getattr(Square.area, '__isabstractmethod__', False))
