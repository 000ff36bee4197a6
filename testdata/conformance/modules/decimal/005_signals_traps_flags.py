from decimal import *

ctx = getcontext()
print(ctx)
for expr in ['Decimal(1) / 0', 'Decimal(0) / 0', 'Decimal("abc")', 'Decimal(-1).sqrt()',
             'Decimal("1e999999") * 10', 'Decimal(5) % 0', 'Decimal("NaN") < 1',
             'Decimal(10) ** 1000000']:
    try:
        print(expr, '->', eval(expr))
    except DecimalException as e:
        print(expr, '->', type(e).__name__, e)
print(ctx.flags[InvalidOperation], ctx.flags[DivisionByZero], ctx.flags[Inexact])
ctx.clear_flags()
ctx.traps[DivisionByZero] = False
ctx.traps[InvalidOperation] = False
print(Decimal(1) / 0, Decimal(-1) / 0, Decimal(0) / 0, Decimal('xyz'))
print(sorted(s.__name__ for s in ctx.flags if ctx.flags[s]))
ctx.traps[Inexact] = True
try:
    Decimal(1) / 3
except Inexact as e:
    print('Inexact', e, isinstance(e, DecimalException), isinstance(e, ArithmeticError))
ctx.traps[Inexact] = False
ctx.traps[Rounded] = True
try:
    Decimal('1.234567890123456789012345678901')
    print('constructor is exact')
    +Decimal('1.234567890123456789012345678901')
except Rounded as e:
    print('Rounded', e)
print(ctx)
