from decimal import *

c = Context(prec=5, Emax=10, Emin=-10, traps=[])
tests = ['9.9999E+10', '1E+11', '1.23456E-10', '1E-14', '1E-15', '1.5E-15', '0E+20', '0E-20']
for t in tests:
    c.clear_flags()
    r = c.create_decimal(t)
    print(t, r, sorted(s.__name__ for s in c.flags if c.flags[s]))
c.clear_flags()
print(c.multiply(Decimal('9E+9'), 100), c.divide(Decimal('1E-10'), 1000), c.flags[Underflow], c.flags[Overflow])
for r in [ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR]:
    c.rounding = r
    print(r, c.multiply(Decimal('9E+9'), 100), c.multiply(Decimal('-9E+9'), 100))
c2 = Context(prec=3, Emax=5, Emin=-5, clamp=1, traps=[])
print(c2.create_decimal('1E+5'), c2.create_decimal('1.2E+3'), c2.flags[Clamped])
try:
    Decimal('1e999999') * Decimal('1e999999')
except Overflow as e:
    print('Overflow', e)
print(Decimal('1e-999999') * Decimal('1e-999999'))
print(MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY, HAVE_THREADS, HAVE_CONTEXTVAR)
