class Temperature:
    def __init__(self, kelvin):
        if kelvin < 0:
            raise ValueError(f"temperature below absolute zero: {kelvin}K")
        self.kelvin = kelvin
    def __repr__(self):
        return f"Temperature({self.kelvin})"

readings = [300, 0, 12.5, -4]
temps = []
for r in readings:
    temps.append(Temperature(r))
    print(temps)
