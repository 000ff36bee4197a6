import statistics as st

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(st.covariance(x, y), st.covariance(z, x), st.covariance(y, z))
print(st.correlation(x, x), st.correlation(x, z), st.correlation(x, y))
year = [1971, 1975, 1979, 1982, 1983]
films = [1, 2, 3, 4, 5]
lr = st.linear_regression(year, films)
print(lr, lr.slope, lr.intercept, type(lr).__name__, lr._fields)
print(round(lr.slope * 2019 + lr.intercept))
print(st.linear_regression([1, 2, 3, 4], [2.1, 3.9, 6.2, 7.8], proportional=True))
print(st.linear_regression([0.5, 1.5, 2.5], [1.0, 0.0, -1.5]))
checks = [(st.covariance, [1], [1]), (st.covariance, [1, 2], [1]), (st.correlation, [1, 2, 3], [4, 4, 4]),
          (st.correlation, [1], [2]), (st.linear_regression, [2, 2, 2], [1, 2, 3]),
          (st.linear_regression, [1, 2], [1, 2, 3]), (st.linear_regression, [1], [1])]
for f, a, b in checks:
    try:
        print(f(a, b))
    except st.StatisticsError as e:
        print(f.__name__, type(e).__name__, e)
