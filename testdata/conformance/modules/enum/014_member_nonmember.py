from enum import Enum, member, nonmember


class Ops(Enum):
    ADD = 1
    LIMIT = nonmember(100)
    _ignore_ = ['tmp']
    tmp = 5

    @member
    def double(x):
        return x * 2

    def not_member(self):
        return 'method'


print([m.name for m in Ops])
print(Ops.LIMIT, hasattr(Ops, 'tmp'))
print(Ops.double.value(21))
print(Ops.ADD.not_member())


class Private(Enum):
    A = 1
    __secret = 2


print(list(Private), Private._Private__secret)


class Named(Enum):
    name = 'n'
    value = 'v'
    other = 'o'


print(list(Named), Named.name, Named.value.value, Named.other.name)
