from enum import Enum, IntEnum
class Day(IntEnum):
    _ignore_ = 'Day i'
    Day = vars()
    for i in range(5):
        Day['d_%d' % i] = i * 10
print(list(Day), len(Day), hasattr(Day, 'i'))
