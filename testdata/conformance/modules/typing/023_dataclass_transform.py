from typing import dataclass_transform, Any


@dataclass_transform(kw_only_default=True)
def model(cls):
    return cls


@model
class User:
    name: str


print(model.__dataclass_transform__)
print(User.__annotations__)
