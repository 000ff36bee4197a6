class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d

    @classmethod
    def from_string(cls, s):
        return cls(*map(int, s.split("-")))

    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)

    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"

class FancyDate(Date):
    pass

print(Date.from_string("2024-02-29"), FancyDate.from_string("1999-12-31"))
print(Date.is_leap(2000), Date.is_leap(1900), Date(1, 1, 1).is_leap(2024))
print([y for y in range(1896, 1920) if Date.is_leap(y)])
