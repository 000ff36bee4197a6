from typing import Optional, Union, List, Dict, Tuple, Literal, Final, cast

MAX: Final = 10
def parse(x: Union[int, str]) -> Optional[int]:
    try:
        return int(x)
    except ValueError:
        return None

print(parse("12"), parse("x"), parse(7))
print(Optional[int], List[int], Dict[str, Tuple[int, ...]], Literal["a", "b"])
print(cast(int, "not really an int"), MAX)
def mode(m: Literal["r", "w"]) -> str:
    return m
print(mode("x"), parse.__annotations__["return"])
