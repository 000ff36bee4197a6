from statistics import NormalDist, StatisticsError

iq = NormalDist(100, 15)
print(iq, iq.mean, iq.median, iq.mode, iq.stdev, iq.variance)
print(iq.pdf(100), iq.pdf(130), iq.cdf(100), iq.cdf(130), iq.cdf(62.5))
print(iq.inv_cdf(0.5), iq.inv_cdf(0.975), iq.inv_cdf(0.01), iq.inv_cdf(1e-12))
print(iq.quantiles(), [round(q, 3) for q in iq.quantiles(10)])
print(iq.zscore(130), iq.zscore(85.0), NormalDist().inv_cdf(0.3), NormalDist().inv_cdf(0.999999))
print(NormalDist(), NormalDist(mu=5), NormalDist(2, 0), NormalDist(True, 3))
for p in [0.0, 1.0, -0.5, 2]:
    try:
        iq.inv_cdf(p)
    except StatisticsError as e:
        print(type(e).__name__, e)
zero = NormalDist(3, 0)
for call in [lambda: zero.pdf(3), lambda: zero.cdf(3), lambda: zero.inv_cdf(0.5), lambda: zero.zscore(1), lambda: NormalDist(0, -1)]:
    try:
        call()
    except StatisticsError as e:
        print(type(e).__name__, e)
