from typing import assert_never, Literal


def handle(kind: Literal['a', 'b']) -> str:
    if kind == 'a':
        return 'A'
    elif kind == 'b':
        return 'B'
    else:
        assert_never(kind)


print(handle('a'), handle('b'))
handle('c')
