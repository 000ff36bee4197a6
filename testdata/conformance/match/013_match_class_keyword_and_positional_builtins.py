class Temp:
    __match_args__ = ("degrees", "unit")
    def __init__(self, degrees, unit="C"):
        self.degrees, self.unit = degrees, unit

def advise(t):
    match t:
        case Temp(d, "F"):
            return advise(Temp(round((d - 32) * 5 / 9, 1)))
        case Temp(degrees=d) if d < 0:
            return f"{d}C: freezing"
        case Temp(d) if d < 20:
            return f"{d}C: chilly"
        case Temp(d, unit="C"):
            return f"{d}C: warm"

for t in [Temp(-5), Temp(10), Temp(25), Temp(212, "F"), Temp(14, "F")]:
    print(advise(t))
