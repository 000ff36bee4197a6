from typing import NewType, cast, List, Any

UserId = NewType('UserId', int)
Name = NewType('Name', str)
u = UserId(42)
print(u, type(u), UserId, UserId.__supertype__, UserId.__name__)
print(u + 1, Name('bob').upper())
Derived = NewType('Derived', UserId)
print(Derived(UserId(5)), Derived.__supertype__)
try:
    class Sub(UserId):
        pass
except TypeError as e:
    print('TypeError:', e)
print(UserId | None)
x: Any = '3'
y = cast(int, x)
print(y, type(y))
print(cast(List[int], [1, 'a']), cast('str', 5))


def lookup(uid: UserId) -> str:
    return f'user-{uid}'


print(lookup(UserId(7)))
