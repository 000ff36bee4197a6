from decimal import Decimal, getcontext, FloatOperation, InvalidOperation

print(Decimal('1.0') == 1, Decimal('1.5') == 1.5, Decimal('0.1') == 0.1, Decimal(2) > 1.5, 3 < Decimal('3.1'))
print(Decimal('1.0') == Decimal('1.00'), Decimal('-0') == 0, Decimal('NaN') == Decimal('NaN'), Decimal('NaN') != 1)
print(hash(Decimal(1)) == hash(1), hash(Decimal('1.00')) == hash(1), hash(Decimal('0.5')) == hash(0.5))
print(hash(Decimal(-1)), hash(Decimal('1e30')) == hash(10 ** 30), hash(Decimal('Infinity')), hash(Decimal('-inf')))
print(hash(Decimal('123.456')), hash(Decimal('-0.001')))
d = {Decimal('1.0'): 'one', 2: 'two'}
print(d[1], d[Decimal('2.000')], 1.0 in {Decimal(1)}, len({Decimal('1'), Decimal('1.0'), 1, 1.0}))
print(max(Decimal('1.5'), 2, Decimal('-3')), min([Decimal('0.1'), 0.05, 1]))
print(Decimal('2').compare(3), Decimal('3').compare(Decimal('3.0')), Decimal('NaN').compare(1))
print(Decimal('1.0').compare_total(Decimal('1.00')), Decimal('-1').compare_total_mag(Decimal(1)))
print(Decimal(2).max(Decimal('2.0')), Decimal(-2).min_mag(1), Decimal('NaN').max(5))
try:
    Decimal('NaN') < 1
except InvalidOperation as e:
    print('InvalidOperation', e)
try:
    hash(Decimal('sNaN'))
except TypeError as e:
    print('TypeError', e)
print(getcontext().flags[FloatOperation])
getcontext().traps[FloatOperation] = True
print(Decimal(1) == 1.0)
for expr in ['Decimal(1) < 1.5', 'Decimal(0.5)']:
    try:
        eval(expr)
    except FloatOperation as e:
        print(expr, type(e).__name__, e, isinstance(e, TypeError))
print(Decimal.from_float(0.5))
