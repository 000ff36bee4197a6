from typing import Union, Optional, List

print(Union[int])
print(Union[int, int], Union[int, str, int])
print(Union[int, Union[str, float]])
print(Union[None, int], Optional[Optional[int]])
print(Union[int, str] == Union[str, int], Optional[int] == Union[int, None])
print(hash(Union[int, str]) == hash(Union[str, int]))
print(Union[int, str].__args__, Optional[int].__args__)
print(Union[int, str] | None, int | Optional[str])
print(List[int] | None, None | List[int], int | List[str])
print(Union[int | str, float])
print(isinstance(3, Union[int, str]), isinstance(3.0, Union[int, str]), isinstance(None, Optional[int]))
print(issubclass(bool, Union[int, str]))
try:
    Union[()]
except TypeError as e:
    print('TypeError:', e)
try:
    Optional[int, str]
except TypeError as e:
    print('TypeError:', e)
try:
    Union[int, 3]
except TypeError as e:
    print('TypeError:', e)
