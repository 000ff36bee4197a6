from typing import Union

print(Union[int, str])
Union[int, str]()
