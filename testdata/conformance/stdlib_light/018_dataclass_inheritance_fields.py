from dataclasses import dataclass, fields, field

@dataclass
class Base:
    id: int
    created: str = "today"

@dataclass
class User(Base):
    name: str = "anon"
    roles: tuple = ()
    secret: str = field(default="x", repr=False, compare=False)

u = User(1, name="ann", roles=("admin",))
print(u)
print([f.name for f in fields(u)])
print(User(1, secret="a") == User(1, secret="b"))
print(User.__mro__[1].__name__, isinstance(u, Base))
