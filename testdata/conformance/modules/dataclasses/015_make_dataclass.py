from dataclasses import make_dataclass, field, fields, asdict

Point = make_dataclass('Point', [('x', int), ('y', int, field(default=0))])
p = Point(1)
print(p, asdict(p), Point.__name__)
print([(f.name, f.type) for f in fields(Point)])
Simple = make_dataclass('Simple', ['a', 'b'])
print(Simple(1, 2), [f.type for f in fields(Simple)])
Frozen = make_dataclass('Frozen', [('v', int)], frozen=True, order=True)
print(sorted([Frozen(3), Frozen(1)]), hash(Frozen(1)) == hash((1,)))
WithNs = make_dataclass('WithNs', [('n', int)], namespace={'double': lambda self: self.n * 2})
print(WithNs(4).double())
for bad in (['a', 'a'], ['class'], ['1x'], [('a', int, 1, 2)]):
    try:
        make_dataclass('Bad', bad)
    except TypeError as e:
        print('TypeError:', e)


class Base:
    def greet(self):
        return 'hi ' + self.name


Person = make_dataclass('Person', [('name', str)], bases=(Base,))
print(Person('ann').greet(), Person('ann'))
