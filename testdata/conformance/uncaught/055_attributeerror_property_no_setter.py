class Circle:
    def __init__(self, r):
        self.r = r
    @property
    def area(self):
        return round(3.14159 * self.r ** 2, 3)

c = Circle(2)
print(c.area)
c.r = 3
print(c.area)
c.area = 10
