from fractions import Fraction as F
import statistics as st

for d in [[2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [1, 2, 3, 4], [F(1, 6), F(1, 2), F(5, 3)], [10 ** 20 + i for i in range(5)],
          [1e-300, 2e-300, 3e-300], [0.1, 0.2, 0.3, 0.4], [True, False], [5, 5, 5]]:
    print(repr(st.variance(d)), repr(st.pvariance(d)), repr(st.stdev(d)), repr(st.pstdev(d)))
print(repr(st.variance([1, 2, 3], 2)), repr(st.pvariance([1, 2, 3, 4], 2.5)), repr(st.stdev([1, 2, 3], 2)))
print(repr(st.pvariance([F(1, 4), F(5, 4)], F(3, 4))), repr(st.variance(iter([1.5, 2.5, 4.0]))))
print(st.variance([float('inf'), 1.0]), st.pvariance([float('nan'), 1.0]))
for f, d in [(st.variance, [1]), (st.stdev, []), (st.pvariance, []), (st.pstdev, []), (st.variance, ['a', 'b'])]:
    try:
        f(d)
    except (st.StatisticsError, TypeError) as e:
        print(f.__name__, type(e).__name__, e)
