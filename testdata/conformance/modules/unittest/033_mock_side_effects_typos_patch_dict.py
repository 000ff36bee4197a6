# Mock side effects (iterables with exceptions, DEFAULT from a function),
# the misspelt-assert guard, patch.dict with pairs, keywords and clear, and
# patch.object with create and new_callable.
from unittest import mock
m = mock.Mock(side_effect=[1, ValueError('v'), KeyError, 3])
out = []
for _ in range(5):
    try:
        out.append(m())
    except Exception as e:
        out.append(type(e).__name__)
print(out)
m2 = mock.Mock(side_effect=lambda x: mock.DEFAULT if x else 'fn', return_value='rv')
print(m2(0), m2(1))
m3 = mock.Mock(side_effect=iter('ab'))
print(m3(), m3())
for name in ('assert_called_once_wiht', 'assret_called', 'asert_x', 'aseert_y', 'assrt_z', 'assertx'):
    try:
        getattr(mock.Mock(), name)
        print(name, 'ok')
    except AttributeError as e:
        print(name, e)
d = {'a': 1}
with mock.patch.dict(d, [('b', 2)], c=3, clear=True):
    print(sorted(d.items()))
print(d)
class T:
    x = 1
with mock.patch.object(T, 'x', 5):
    print(T.x)
print(T.x)
p = mock.patch.object(T, 'y', create=True, new_callable=lambda: 'made')
with p as v:
    print(v, T.y)
print(hasattr(T, 'y'))
