from decimal import Decimal, getcontext

for v in ['1.10', '-0', '0.000001', '0.0000001', '1E+5', '12345678901234567890.123',
          ' 42 ', '1_000.5', 'inf', '-Infinity', 'nan', 'sNaN12', '-NaN7', '1e-7', '.5', '5.']:
    d = Decimal(v)
    print(repr(v), repr(d), str(d))
for v in [0, -17, 10 ** 30, True]:
    print(v, repr(Decimal(v)))
print(Decimal(0.1))
print(Decimal(-2.5), Decimal(float('inf')), Decimal(1e20))
print(Decimal((0, (1, 4, 1, 4), -3)), Decimal((1, (), 'F')), Decimal((1, (1, 2), 'n')))
print(Decimal([0, [5], 2]))
print(Decimal(Decimal('3.30')))
print(Decimal.from_float(0.25), Decimal.from_float(7))
print(Decimal('1.23E+4').to_eng_string(), Decimal('0E+1').to_eng_string(), Decimal('123E-8').to_eng_string())
getcontext().capitals = 0
print(Decimal('1E+10'), repr(Decimal('-1.5e-20')))
