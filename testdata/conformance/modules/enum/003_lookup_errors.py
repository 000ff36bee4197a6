from enum import Enum


class Planet(Enum):
    MERCURY = 1
    VENUS = 2
    EARTH = 3


try:
    Planet('pluto')
except ValueError as e:
    print('ValueError:', e)
try:
    Planet(99)
except ValueError as e:
    print('ValueError:', e)
try:
    Planet['PLUTO']
except KeyError as e:
    print('KeyError:', e)
try:
    Planet.PLUTO
except AttributeError as e:
    print('AttributeError:', e)
try:
    Planet.EARTH = 4
except AttributeError as e:
    print('AttributeError:', e)
try:
    del Planet.EARTH
except AttributeError as e:
    print('AttributeError:', e)
try:
    Planet.EARTH < Planet.VENUS
except TypeError as e:
    print('TypeError:', e)
print(Planet(Planet.VENUS))
print(getattr(Planet, 'EARTH'), hasattr(Planet, 'MARS'))
