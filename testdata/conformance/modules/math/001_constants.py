import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(repr(math.pi), type(math.inf).__name__, math.isnan(math.nan), math.nan == math.nan)
print(math.tau == 2 * math.pi, math.inf > 1e308)
print(math.__name__, math.sqrt.__name__, repr(math.sqrt))
