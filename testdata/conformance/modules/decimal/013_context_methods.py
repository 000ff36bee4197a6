from decimal import *

c = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[])
ops = [('abs', (-5,)), ('add', (1, 2)), ('compare', (1, 2)), ('divide', (1, 3)), ('divide_int', (10, 3)),
       ('divmod', (10, 3)), ('exp', (2,)), ('ln', (3,)), ('log10', (5,)), ('logb', (250,)), ('max', (1, 2)),
       ('min', (1, 2)), ('minus', (5,)), ('multiply', (6, 7)), ('next_plus', (1,)), ('normalize', (Decimal('1.00'),)),
       ('number_class', (0,)), ('plus', (-0,)), ('power', (2, 100)), ('quantize', (Decimal('1.23456'), Decimal('0.01'))),
       ('remainder', (10, 3)), ('sqrt', (3,)), ('subtract', (1, 2)), ('to_sci_string', (Decimal('1E-9'),)),
       ('to_eng_string', (Decimal('1E-9'),)), ('to_integral_exact', (Decimal('2.7'),)), ('scaleb', (1, 5)),
       ('copy_sign', (1, -2)), ('same_quantum', (1, 2)), ('is_zero', (0,)), ('is_normal', (1,)), ('power', (3, 5, 7))]
for name, args in ops:
    print(name, getattr(c, name)(*args))
print(c.create_decimal('3.14159265358979323846'), c.create_decimal(1234567891234), c.create_decimal(0.1))
print(c.create_decimal_from_float(0.1), c.flags[FloatOperation], sorted(s.__name__ for s in c.flags if c.flags[s]))
c.clear_flags()
print(c.divide(1, 0), c.flags[DivisionByZero])
try:
    c.add(1.5, 2)
except TypeError as e:
    print('TypeError', e)
print(c.Etiny(), c.Etop(), repr(c.radix()), c.is_canonical(Decimal(1)))
print(c.copy_decimal(5), c.copy_abs(-5), c.copy_negate(5), c.is_signed(-1))
c.clear_traps()
print(c)
