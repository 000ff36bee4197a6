from fractions import Fraction as F
import statistics as st

# Exact sums: no rounding error accumulates, and Fractions stay Fractions.
print(sum([0.1] * 10), st.mean([0.1] * 10), st.fmean([0.1] * 10))
print(st.mean([1e16, 1.0, -1e16]), sum([1e16, 1.0, -1e16]) / 3)
print(repr(st.mean([F(1, 3), F(2, 3), 1])), repr(st.mean([1, 2])), repr(st.mean([1, 2, 3])))
print(repr(st.variance([F(1, 3), F(2, 3), F(1)])), repr(st.pvariance([1, 2, 3, 4])))
print(repr(st.mean([F(1, 3), 0.5])), repr(st.variance([1, F(1, 2), 2.0])))
print(repr(st.median([1, 2])), repr(st.median([F(1), F(2)])), repr(st.median([1, 3])))
print(repr(st.stdev([F(1), F(2), F(4)])), repr(st.pstdev([1, 2, 4])))
print(repr(st.mean([True, True, False])), repr(st.mean([2, True])))

class Meters(float):
    pass

print(type(st.mean([Meters(1.5), 2])).__name__, type(st.mean([Meters(1.5), 2.5])).__name__)
for d in [['a', 'b'], [1, 'a'], [None]]:
    try:
        st.mean(d)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    st.mean([])
except st.StatisticsError as e:
    print(type(e).__name__, e)
