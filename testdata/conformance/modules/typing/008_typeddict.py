from typing import TypedDict, Required, NotRequired, List


class Movie(TypedDict):
    title: str
    year: int


m = Movie(title='Blade Runner', year=1982)
print(m, type(m))
m2: Movie = {'title': 'x', 'year': 1}
print(m2['title'], Movie.__annotations__)
print(sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)


class Partial(TypedDict, total=False):
    a: int
    b: str


print(Partial(a=1), sorted(Partial.__optional_keys__), Partial.__total__)


class Ext(Movie, total=False):
    rating: float


print(sorted(Ext.__required_keys__), sorted(Ext.__optional_keys__), list(Ext.__annotations__))


class Mixed(TypedDict):
    id: Required[int]
    note: NotRequired[str]


print(sorted(Mixed.__required_keys__), sorted(Mixed.__optional_keys__))
Alt = TypedDict('Alt', {'x': int, 'y': List[int]})
print(Alt(x=1, y=[2]), Alt.__annotations__, Alt.__name__)
Kw = TypedDict('Kw', {'name': str}, total=False)
print(Kw.__total__, sorted(Kw.__optional_keys__))
try:
    isinstance({}, Movie)
except TypeError as e:
    print('TypeError:', e)
try:
    class Bad(Movie, dict):
        pass
except TypeError as e:
    print('TypeError:', e)
print(Movie(**{'title': 'a', 'year': 2}) == {'title': 'a', 'year': 2})
