class Celsius(float):
    def __repr__(self):
        return f"{float(self):.1f}°C"
    def __add__(self, other):
        return Celsius(float(self) + other)

temps = [Celsius(20.5), Celsius(-3), Celsius(37)]
print(temps, max(temps), sorted(temps))
print(temps[0] + 1.5, type(temps[0] + 1.5).__name__, type(temps[0] * 2).__name__)
print(sum(temps), round(Celsius(3.14159), 2))
