from enum import Enum, IntEnum, auto


class Role(str, Enum):
    USER = 'user'
    ASSISTANT = 'assistant'
    SYSTEM = 'system'


class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30


class Status(Enum):
    PENDING = auto()
    DONE = auto()
    FAILED = auto()


messages = [{'role': Role.USER, 'content': 'hi'}, {'role': Role('assistant'), 'content': 'hello'}]
for m in messages:
    print(m['role'].value, m['role'] == 'user', m['content'])
threshold = Level.INFO
for name, lvl in [('a', Level.DEBUG), ('b', Level.WARNING), ('c', 20)]:
    print(name, 'shown' if lvl >= threshold else 'hidden')
tasks = {'t1': Status.PENDING, 't2': Status.DONE, 't3': Status.FAILED, 't4': Status.DONE}
summary = {}
for t, s in tasks.items():
    summary.setdefault(s.name, []).append(t)
print(summary)
print(Level[('warning').upper()], Level(30).name.lower())
print([s.name for s in Status if s is not Status.PENDING])
print(Status['DONE'].value, Status(3))
print(', '.join(f'{r.name}={r.value}' for r in Role))
