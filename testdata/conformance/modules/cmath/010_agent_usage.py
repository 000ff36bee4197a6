import cmath, math

def quadratic(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)

print(quadratic(1, 2, 5), quadratic(1, -3, 2), quadratic(2, 0, 8))
roots = [cmath.rect(1, 2 * math.pi * k / 5) for k in range(5)]
print([f"{z.real:.6f}{z.imag:+.6f}j" for z in roots])
print(abs(sum(roots)) < 1e-12, [round(abs(z), 12) for z in roots])
def dft(xs):
    n = len(xs)
    return [sum(x * cmath.exp(-2j * cmath.pi * k * t / n) for t, x in enumerate(xs)) for k in range(n)]
out = dft([1, 2, 3, 4, 0, 0, 0, 0])
print([(round(z.real, 9), round(z.imag, 9)) for z in out])
z = 3 + 4j
print(abs(z), cmath.phase(z), math.degrees(cmath.phase(z)), cmath.polar(z), z.conjugate())
print(cmath.exp(1j * math.pi / 3), cmath.cos(math.pi / 3), cmath.log(-1), cmath.sqrt(-1) ** 2)
impedance = complex(50, 2 * math.pi * 60 * 0.1)
print(impedance, abs(impedance), math.degrees(cmath.phase(impedance)))
