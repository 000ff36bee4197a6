from collections import Counter

a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(a=1, b=2, e=4, d=-1)
print(a + b)
print(a - b)
print(a | b)
print(a & b)
print(+a, -a)
x = Counter(a=3, b=1)
x += Counter(b=-5, c=2)
print(x)
x -= Counter(a=1, z=-4)
print(x)
x |= Counter(a=10, y=0)
print(x)
x &= Counter(a=4, z=1)
print(x)
print(Counter('abc') < Counter('aabbcc'), Counter('abc') <= Counter('abc'), Counter('abcd') > Counter('abc'), Counter('ab') >= Counter('abc'))
print(Counter(a=1) < Counter(a=1), Counter(a=1, b=0) <= Counter(a=1))
for op in ('__add__', '__sub__', '__or__', '__and__', '__lt__', '__eq__'):
    print(op, getattr(Counter(), op)({}))
try:
    Counter('a') + {'a': 1}
except TypeError as e:
    print('TypeError', e)
try:
    Counter('a') < {'a': 1}
except TypeError as e:
    print('TypeError', e)
