from dataclasses import dataclass, field, fields


@dataclass
class Animal:
    name: str
    sound: str = '...'

    def speak(self):
        return f'{self.name} says {self.sound}'


@dataclass
class Dog(Animal):
    sound: str = 'woof'
    tricks: list = field(default_factory=list)


d = Dog('rex')
print(d, d.speak())
print([f.name for f in fields(Dog)])


@dataclass
class Base:
    x: int
    y: int = 1


try:
    @dataclass
    class Child(Base):
        z: int
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Child2(Base):
    z: int = 5


print(Child2(0), Child2(1, 2, 3))


class Plain:
    def hello(self):
        return 'hello from ' + type(self).__name__


@dataclass
class Mixed(Plain):
    v: int


print(Mixed(1).hello(), Mixed(1))


@dataclass
class Override(Base):
    x: int = 100


print(Override(), Override.__match_args__)
print(isinstance(d, Animal), Dog.__mro__[1].__name__)


@dataclass(repr=False)
class NoRepr(Base):
    pass


print(repr(NoRepr(1)) == repr(Base(1)).replace('Base', 'NoRepr'), NoRepr(1))
