from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import Optional, List, Dict, Callable, Any
import collections
@dataclass
class A:
    a: Optional[int]
    b: List[str]
    c: dict[str, int]
    d: 'Foo'
    e: collections.OrderedDict
    f: Callable[[int], str]
    g: InitVar[int] = 3
    h: Any = None
    _: KW_ONLY
    i: int = field(default_factory=int)
print(A.__doc__)
class WithDoc:
    """Doc."""
print(dataclass(WithDoc).__doc__)
