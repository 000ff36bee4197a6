print(int(), float(), complex(), bool())
print(int("  12  "), int("-0"), int("+0010"), int("١٢٣"))
print(int(2.9999999999999999), int(-0.9))
print(int("10", base=2), int("Z", 36), int("0b11", 0))
print(float("  -1.5E+3 "), float("+.5"), float("5."))
class Celsius:
    def __init__(self, v):
        self.v = v
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v)
    def __index__(self):
        return int(self.v)
c = Celsius(21.7)
print(int(c), float(c), bin(c), [10, 20, 30][Celsius(1.2)])
