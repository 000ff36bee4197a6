from decimal import Decimal, localcontext, ROUND_DOWN

vals = [Decimal('1234567.891'), Decimal('-0.000123'), Decimal('0'), Decimal('1E+3'), Decimal('-0.5'),
        Decimal('12.5'), Decimal('Infinity'), Decimal('NaN')]
specs = ['', '.2f', ',.2f', '.3e', '.3g', '%', '.1%', '>12.2f', '<12', '^14,', '+.1f', '012.3f', 'E', 'z.1f', '+013']
for v in vals:
    print(repr(v), ' | '.join(format(v, s) for s in specs))
price = Decimal('19.999')
print(f'{price:.2f} {price:10.2f}| {price:*^12.1f} {Decimal("1234.5"):010,.1f}')
print('{:,}'.format(Decimal('9876543210.0123')), '{0:.0f} {0:.0e}'.format(Decimal('2.5')))
with localcontext(rounding=ROUND_DOWN):
    print(format(Decimal('2.675'), '.2f'), format(Decimal('-2.675'), '.2f'))
print(format(Decimal('123.456'), 'n'), format(Decimal('0.00001234'), 'g'), format(Decimal('1e-10'), 'f'))
print(str(Decimal('1.50')), f'{Decimal("1.50")}', f'{Decimal("1.50")!r}')
for bad in ['x', '_', '.f', ',n']:
    try:
        format(Decimal(1), bad)
    except ValueError as e:
        print(repr(bad), 'ValueError', e)
