from fractions import Fraction as F
import statistics as st

data_sets = [[1, 2, 3, 4, 4], [1, 2, 3, 4], [-1.0, 2.5, 3.25, 5.75], [F(3, 7), F(1, 21), F(5, 3), F(1, 3)],
             [True, False, True], [0.1] * 10, [1, 2.5, F(1, 3)], range(1, 101)]
for d in data_sets:
    m = st.mean(d)
    print(repr(m), type(m).__name__, repr(st.fmean(d)))
print(st.mean(iter([3, 5, 7])), st.fmean(x for x in [3, 5, 8]))
print(st.mean([float('inf'), 1.0]), st.mean([float('inf'), float('-inf')]), st.fmean([float('nan'), 1]))
print(st.fmean([3.5, 4.0, 5.25], weights=[0.7, 0.2, 0.1]), st.fmean([1, 2, 3], [1, 0, 2]))
print(st.fmean(iter([10, 20]), weights=iter([1, 3])))
