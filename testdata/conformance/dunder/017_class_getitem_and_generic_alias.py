class Registry:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item}]"

print(Registry[int], Registry["x"])
print(list[int], dict[str, list[int]], tuple[int, ...])
print(list[int]([1, 2]), type(list[int]).__name__)
print(list[int] == list[int], list[int].__origin__ is list, list[int].__args__)
