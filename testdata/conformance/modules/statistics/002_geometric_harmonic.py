from fractions import Fraction as F
import statistics as st

print(st.geometric_mean([54, 24, 36]), st.geometric_mean([2, 8]), st.geometric_mean([F(1, 2), 8]))
print(st.geometric_mean([1.5, 2.25, 3.375, 5.0625]), st.geometric_mean(range(1, 11)))
print(st.harmonic_mean([40, 60]), st.harmonic_mean([2.5, 3, 10]), st.harmonic_mean([40, 60], weights=[5, 30]))
print(repr(st.harmonic_mean([F(1, 2), F(1, 3), F(1, 6)])), st.harmonic_mean([1, 0, 5]), st.harmonic_mean([7]))
print(repr(st.harmonic_mean([2, 4, 4])), repr(st.harmonic_mean(iter([1.0, 2.0, 4.0]))))
print(st.harmonic_mean([3, 6], weights=[F(1, 2), 2]), st.harmonic_mean([3, 6], [0, 1]))
for args in [([],), ([1, -1],), ([-2],), (['x'],), ([1, 2], [1]), ([1, 2], [0, 0]), ([1, 2], [-1, 2])]:
    try:
        print(st.harmonic_mean(*args))
    except (st.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
for d in [[], [0, 1], [-1, 4], [3, 'x']]:
    try:
        print(st.geometric_mean(d))
    except (st.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
