import cmath, math
pts = [complex(x, y) for x in (-3, -0.5, 0.0, 0.5, 3) for y in (-2, 0.0, 2)]
for z in pts:
    r, phi = cmath.polar(z)
    back = cmath.rect(r, phi)
    print(z, round(r, 12), round(phi, 12), cmath.isclose(back, z, abs_tol=1e-12), abs(z) == r)
print(cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.phase(0j), cmath.phase(-0.0), cmath.phase(1j), cmath.phase(-1j))
print([round(math.degrees(cmath.phase(cmath.rect(1, math.radians(d)))), 9) for d in range(-180, 181, 30)])
