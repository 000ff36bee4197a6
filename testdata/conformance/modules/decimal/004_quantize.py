from decimal import Decimal, Context, ROUND_HALF_UP, ROUND_DOWN, InvalidOperation

cents = Decimal('0.01')
for v in ['1.005', '1.015', '2.675', '-0.005', '100', '1E+3', '0.0001']:
    d = Decimal(v)
    print(v, d.quantize(cents), d.quantize(cents, rounding=ROUND_HALF_UP), d.quantize(Decimal('1'), rounding=ROUND_DOWN))
print(Decimal('123.456').quantize(Decimal('1E+1')), Decimal('0').quantize(Decimal('1E-5')))
print(Decimal('1.41421356').quantize(Decimal('1.000')))
try:
    Decimal('123456789').quantize(Decimal('0.01'), context=Context(prec=5))
except InvalidOperation as e:
    print('InvalidOperation', e)
ctx = Context(prec=5, traps=[])
print(ctx.quantize(Decimal('123456789'), Decimal('0.01')), ctx.flags[InvalidOperation])
print(Decimal('1.10').same_quantum(Decimal('2.20')), Decimal('1.1').same_quantum(Decimal('2.20')))
print(Decimal('120.000').normalize(), Decimal('0.00').normalize(), Decimal('-5E+3').normalize())
print(Decimal('3.14159').scaleb(2), Decimal('12.5').adjusted(), Decimal('0.00123').adjusted())
