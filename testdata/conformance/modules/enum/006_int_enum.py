from enum import IntEnum


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


print(Priority.LOW < Priority.HIGH, Priority.HIGH > 2, Priority.MEDIUM == 2)
print(Priority.HIGH + 1, Priority.HIGH * 2, int(Priority.MEDIUM), float(Priority.LOW))
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]))
print(max(Priority), min(Priority))
print(Priority(3), Priority['LOW'])
print(str(Priority.LOW), repr(Priority.LOW), f"{Priority.LOW}")
print(isinstance(Priority.LOW, int), hash(Priority.LOW) == hash(1))
print({1: 'one'}[Priority.LOW], {Priority.LOW: 'x'}[1])
print([p.name for p in Priority if p >= 2])
print(list(range(Priority.HIGH)))
print(['a', 'b', 'c', 'd'][Priority.MEDIUM])
print(bool(Priority.LOW), Priority.LOW.value.__class__)
print('%d|%s|%r' % (Priority.HIGH, Priority.HIGH, Priority.HIGH))
try:
    Priority(7)
except ValueError as e:
    print(e)
