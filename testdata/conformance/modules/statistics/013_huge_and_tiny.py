import statistics as st
from fractions import Fraction as F

cases = [
    ('mean of a 400-digit int', lambda: st.mean([10 ** 400, 2])),
    ('mean mixing it with a float', lambda: st.mean([10 ** 400, 2.0])),
    ('fmean of it', lambda: st.fmean([10 ** 400, 2])),
    ('geometric_mean of a huge Fraction', lambda: st.geometric_mean([F(10 ** 400, 3), 2])),
    ('variance of 200-digit ints', lambda: st.variance([10 ** 200, 2])),
    ('stdev of 400-digit ints', lambda: st.stdev([10 ** 400, 2])),
    ('harmonic_mean with a subnormal', lambda: st.harmonic_mean([1e-320, 2.0])),
    ('pstdev near the smallest float', lambda: st.pstdev([5e-324, 0.0])),
    ('stdev at the largest floats', lambda: st.stdev([1.7976931348623157e308, -1.7976931348623157e308])),
    ('correlation of 1e200s', lambda: st.correlation([1e200, 2e200, 3e200], [1, 2, 4])),
    ('inv_cdf of the smallest float', lambda: st.NormalDist().inv_cdf(5e-324)),
    ('pdf with a subnormal sigma', lambda: st.NormalDist(0, 1e-320).pdf(0)),
    ('quantiles of mixed types', lambda: st.quantiles([10 ** 30, 1, 2.5, F(1, 3)], n=7)),
    ('mode of two nans', lambda: st.mode([float('nan'), float('nan')])),
]
for label, f in cases:
    try:
        print(label, '->', repr(f()))
    except Exception as e:
        print(label, '->', type(e).__name__, e)
