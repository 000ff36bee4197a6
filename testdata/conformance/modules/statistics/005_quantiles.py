from fractions import Fraction as F
import statistics as st

data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129,
        106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95,
        103, 107, 101, 81, 109, 104]
print(st.quantiles(data, n=10))
print(st.quantiles(data, n=10, method='inclusive'))
print(st.quantiles([1, 2, 3, 4, 5]), st.quantiles([1, 2, 3, 4, 5], method='inclusive'))
print(st.quantiles([2.5, 1.5]), st.quantiles([1, 2], n=1), st.quantiles([1, 2], n=6))
print(st.quantiles([F(1, 3), F(1, 2), F(2, 3)], n=3), st.quantiles(range(8), n=4))
print(st.quantiles([1.0, 10.0, 100.0], n=5, method='inclusive'))
for kwargs in [dict(n=0), dict(method='middle')]:
    try:
        st.quantiles([1, 2, 3], **kwargs)
    except (st.StatisticsError, ValueError) as e:
        print(type(e).__name__, e)
try:
    st.quantiles([1])
except st.StatisticsError as e:
    print(type(e).__name__, e)
try:
    st.quantiles([1, 2], 4)
except TypeError as e:
    print(type(e).__name__, e)
