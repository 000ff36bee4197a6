from enum import Enum


class Planet(Enum):
    MERCURY = 1
    VENUS = 2


print(Planet(1))
Planet('pluto')
