from typing import ForwardRef, List, Optional, Dict

print(ForwardRef('X'), List['X'], Optional['Tree'], Dict[str, 'Tree'])
print(ForwardRef('a') == ForwardRef('a'), ForwardRef('a') == ForwardRef('b'))
print(hash(ForwardRef('a')) == hash(ForwardRef('a')))
print(List['int'].__args__[0].__forward_arg__)
try:
    ForwardRef(1)
except TypeError as e:
    print('TypeError:', e)
