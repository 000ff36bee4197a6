from dataclasses import dataclass, field, fields, MISSING


@dataclass
class A:
    x: int
    y: str = 'a'
    z: list = field(default_factory=list, metadata={'m': 1}, compare=False)


for f in fields(A):
    r = repr(f)
    r = r.replace(repr(MISSING), 'MISSING')
    print(r)
print(repr(field()).replace(repr(MISSING), 'MISSING'))
print(type(MISSING).__name__)
