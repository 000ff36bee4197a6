from enum import Enum


class Unit(Enum):
    def __new__(cls, symbol, factor):
        obj = object.__new__(cls)
        obj._value_ = symbol
        obj.factor = factor
        return obj

    METER = ('m', 1.0)
    KM = ('km', 1000.0)


print(Unit('km'), Unit.KM.factor, Unit.METER.value, list(Unit))


class Temp(float, Enum):
    FREEZE = 0.0
    BOIL = 100.0


print(Temp.BOIL, repr(Temp.BOIL), Temp.BOIL / 2, Temp(0.0))
