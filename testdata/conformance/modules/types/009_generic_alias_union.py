import types

ga = types.GenericAlias(dict, (str, int))
print(ga, ga.__origin__, ga.__args__, ga == dict[str, int])
print(list[int] | None, type(list[int] | None).__name__)
u = int | str
print(u, u.__args__, isinstance(1, u), isinstance(1.5, u), issubclass(bool, u))
print(int | str == str | int, (int | None).__args__)
print(isinstance(u, types.UnionType), isinstance(ga, types.GenericAlias))
def f(x: int | None = None) -> list[str]:
    return []
print(f.__annotations__)
