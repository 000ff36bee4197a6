class Shape:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__} must implement area()")
    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2

class Blob(Shape):
    pass

for s in [Rect(2, 3), Circle(1), Blob()]:
    try:
        print(s.describe())
    except NotImplementedError as e:
        print("NotImplementedError:", e)
