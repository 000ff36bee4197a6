def scale(value: float, factor: "int | float" = 2) -> float:
    return value * factor

print(scale(3), scale("ab", 3), scale([1], factor=2))
print(scale.__annotations__)
x: int = "not checked"
y: list
print(x, __annotations__)
def nothing() -> None: ...
print(nothing(), nothing.__annotations__)
