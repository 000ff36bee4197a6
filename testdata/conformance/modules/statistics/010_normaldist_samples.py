from statistics import NormalDist, StatisticsError, fmean, stdev

nd = NormalDist(50, 5)
xs = nd.samples(8, seed=42)
print(xs)
print(nd.samples(3, seed='label'), NormalDist().samples(0, seed=1))
print(nd.samples(4, seed=42) == xs[:4])
fitted = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(fitted, fitted.mean == fmean([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
big = nd.samples(2000, seed=7)
est = NormalDist.from_samples(big)
print(round(est.mean, 6), round(est.stdev, 6), est.stdev == stdev(big))
print(NormalDist.from_samples(range(10)), NormalDist.from_samples([1, 1, 1]))
try:
    NormalDist.from_samples([1.0])
except StatisticsError as e:
    print(type(e).__name__, e)
