from fractions import Fraction as F
import statistics as st

for d in [[1, 3, 5], [1, 3, 5, 7], [4.5, 1.25, 2.0, 9.0], [F(1, 2), F(1, 3)], ['b', 'a', 'd', 'c'], range(10), [7]]:
    print(repr(st.median(d)) if not isinstance(d[0], str) else None, repr(st.median_low(d)), repr(st.median_high(d)))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7], interval=1))
print(st.median_grouped([1, 3, 3, 5, 7], interval=2), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(st.median_grouped([25] * 172 + [35] * 484 + [45] * 387 + [55] * 22 + [65] * 6, interval=10))
print(st.median_grouped([F(5, 2), F(7, 2)], F(1, 2)), st.median_grouped(['3', '4'], '2'))
for f in [st.median, st.median_low, st.median_high, st.median_grouped]:
    try:
        f([])
    except st.StatisticsError as e:
        print(f.__name__, type(e).__name__, e)
try:
    st.median_grouped([1, 3], 'wide')
except TypeError as e:
    print(type(e).__name__, e)
try:
    st.median(['a', 'b'])
except TypeError as e:
    print(type(e).__name__, e)
