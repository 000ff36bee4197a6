class Pixel:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

p = Pixel(1, 2)
print(p.x, p.y)
p.x = 5
print(p.x)
p.color = "red"
