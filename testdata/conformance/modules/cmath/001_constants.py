import cmath
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
print(type(cmath.infj).__name__, repr(cmath.nanj), cmath.infj.imag, cmath.isnan(cmath.nanj))
print(cmath.__name__, cmath.sqrt.__name__, repr(cmath.exp))
