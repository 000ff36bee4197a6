class Temp:
    def __init__(self, k):
        self.k = k
    def __str__(self):
        return f"{self.k}K"
    def __format__(self, spec):
        if spec.endswith("C"):
            return format(self.k - 273.15, spec[:-1] or ".1f") + "°C"
        return format(str(self), spec)
    def __bytes__(self):
        return str(self).encode()
    def __int__(self):
        return int(self.k)
    def __float__(self):
        return float(self.k)

for t in (Temp(300), Temp(273.15), Temp(0)):
    print(str(t), f"{t}", f"{t:C}", f"{t:.3C}", f"{t:>8}|")
    print("  ", bytes(t), int(t), float(t))
