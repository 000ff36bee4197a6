from enum import Enum

class Level(Enum):
    DEBUG = 10
    INFO = 20
    ERROR = 40

for v in (10, 40, 30):
    print(Level(v))
