import cmath, math
zs = [0.5 + 0.5j, -1.5 + 2j, 3 - 0.25j, 1e-8 + 1e-8j, -100 + 0.001j, 0.001 - 100j]
for z in zs:
    w = cmath.log(cmath.exp(z))
    print(z, cmath.exp(z), cmath.log(z), cmath.log10(z), w, cmath.isclose(w, z, rel_tol=1e-12))
    s = cmath.sqrt(z)
    print(" sqrt", s, s * s, cmath.isclose(s * s, z))
print(cmath.log(1e-320 + 0j), cmath.log(1e-320j), cmath.log(complex(1e308, 1e308)), cmath.log(complex(0.7, 0.7)), cmath.log(1.0000001 + 0j))
print(cmath.sqrt(complex(1e-320, -1e-320)), cmath.sqrt(complex(-1e308, 1e308)), cmath.sqrt(complex(4, -0.0)))
