import json
from enum import Enum, IntEnum, StrEnum, auto


class Role(str, Enum):
    USER = 'user'
    BOT = 'bot'

    def __str__(self):
        return self.value


print(Role.USER, f'{Role.USER}', '%s' % Role.BOT, str(Role.BOT), repr(Role.BOT))
print(json.dumps({'role': Role.USER}), json.dumps([Role.BOT]))
print(Role.USER == 'user', 'user' == Role.USER, Role('bot'), {Role.USER: 1}['user'])


class Color(StrEnum):
    RED = auto()
    DARK_BLUE = auto()


print(json.dumps({'c': Color.RED}), Color.DARK_BLUE, Color.RED + '!', Color('red'))
print(sorted([Color.RED, Color.DARK_BLUE]), max(Color))


class Code(IntEnum):
    OK = 200
    NOT_FOUND = 404


print(json.dumps({'status': Code.OK}), json.dumps(Code.NOT_FOUND), Code.OK // 100, f'{Code.OK:>6}')
print(Code(404).name.replace('_', ' ').title(), [c for c in Code if c >= 300])


class Num(float, Enum):
    PI = 3.14159
    E = 2.71828


print(Num.PI, repr(Num.E), round(Num.PI, 2), Num.PI * 2, json.dumps(Num.E))
print(isinstance(Role.USER, str), Role.USER.upper(), Role.USER.value.upper(), len(Role.BOT))
