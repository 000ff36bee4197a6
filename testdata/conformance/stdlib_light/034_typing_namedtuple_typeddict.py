from typing import NamedTuple, TypedDict, Optional, List, Dict

class Coord(NamedTuple):
    lat: float
    lon: float
    label: Optional[str] = None

class Movie(TypedDict):
    title: str
    year: int

c = Coord(52.5, 13.4, "Berlin")
print(c, c.lat, c._fields, Coord(0, 0))
m: Movie = {"title": "Heat", "year": 1995}
print(m, type(m).__name__)
def total(xs: List[int]) -> Dict[str, int]:
    return {"sum": sum(xs), "n": len(xs)}
print(total([1, 2, 3]), total.__annotations__["xs"])
print(Coord.__annotations__)
