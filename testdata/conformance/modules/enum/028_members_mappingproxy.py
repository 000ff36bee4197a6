from enum import Enum
class C(Enum):
    A = 1
m = C.__members__
print(type(m), m, repr(m), len(m), list(m.items()), m.get("A"), "A" in m)
try: m["B"] = 1
except TypeError as e: print(e)
