from enum import Enum, IntEnum, Flag, auto
from typing import Callable, Dict


class Cmd(str, Enum):
    LIST = 'ls'
    READ = 'cat'
    QUIT = 'quit'

    @classmethod
    def parse(cls, text: str) -> 'Cmd':
        word = text.split()[0] if text.split() else ''
        try:
            return cls(word)
        except ValueError:
            raise ValueError(f'unknown command {word!r}; choose from '
                             + ', '.join(c.value for c in cls)) from None


class Exit(IntEnum):
    OK = 0
    USAGE = 2


class Cap(Flag):
    READ = auto()
    WRITE = auto()
    NET = auto()


handlers: Dict[Cmd, Callable[[str], str]] = {
    Cmd.LIST: lambda arg: 'a.txt b.txt',
    Cmd.READ: lambda arg: f'<contents of {arg}>',
    Cmd.QUIT: lambda arg: 'bye',
}
granted = Cap.READ | Cap.NET
for line in ['ls', 'cat a.txt', 'rm x', '', 'quit']:
    try:
        cmd = Cmd.parse(line)
    except ValueError as e:
        print('error:', e, '->', Exit.USAGE, int(Exit.USAGE))
        continue
    need = Cap.READ
    allowed = need in granted
    print(f'{cmd.name:<5} {cmd.value!r:8} allowed={allowed} ->', handlers[cmd](line.partition(' ')[2]))
print(granted, Cap.WRITE in granted, [c.name for c in granted])
print(Exit(0) is Exit.OK, Exit.OK == 0, sorted({Exit.USAGE, Exit.OK}))
