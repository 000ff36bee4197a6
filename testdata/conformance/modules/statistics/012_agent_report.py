import statistics as st

latencies_ms = {
    'api': [12.1, 15.4, 11.9, 13.3, 90.2, 14.8, 12.7, 13.9],
    'db': [3.2, 2.9, 3.4, 3.1, 3.3, 2.8, 3.0, 25.5],
    'cache': [0.4, 0.5, 0.4, 0.6, 0.5, 0.4, 0.5, 0.4],
}
print(f"{'svc':6} {'mean':>8} {'median':>8} {'stdev':>8} {'p90':>8}")
for name, xs in latencies_ms.items():
    p90 = st.quantiles(xs, n=10)[-1]
    print(f'{name:6} {st.mean(xs):8.3f} {st.median(xs):8.3f} {st.stdev(xs):8.3f} {p90:8.3f}')
everything = [x for xs in latencies_ms.values() for x in xs]
mu, sigma = st.mean(everything), st.pstdev(everything)
outliers = [x for x in everything if abs(x - mu) > 2 * sigma]
print('outliers', outliers)
print('modes', st.multimode(round(x) for x in everything))
print('regression', st.linear_regression(latencies_ms['api'], latencies_ms['db']))
