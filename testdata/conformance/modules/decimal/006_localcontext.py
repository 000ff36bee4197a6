from decimal import *

print(getcontext().prec)
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / 7, getcontext() is ctx)
print(Decimal(1) / 7)
with localcontext(prec=3, rounding=ROUND_DOWN) as ctx:
    print(Decimal(2) / 3, ctx.prec, ctx.rounding)
with localcontext(Context(prec=4, traps=[])) as ctx:
    print(Decimal(1) / 0, ctx.flags[DivisionByZero])
print(getcontext().flags[DivisionByZero])
try:
    with localcontext(precision=3):
        pass
except TypeError as e:
    print('TypeError', e)
old = getcontext()
setcontext(ExtendedContext)
print(getcontext(), getcontext() is ExtendedContext)
print(Decimal(1) / 0)
setcontext(old)
print(BasicContext)
print(DefaultContext.prec, ExtendedContext.traps[Overflow])
c = Context(prec=10, Emax=99, Emin=-99, capitals=0, clamp=1, flags=[Inexact], traps=[Overflow])
print(c, c.Etiny(), c.Etop())
d = c.copy()
d.prec = 20
print(c.prec, d.prec, d.flags[Inexact])
for attr, val in [('prec', 0), ('prec', '5'), ('Emax', -1), ('Emin', 1), ('capitals', 2), ('clamp', 3)]:
    try:
        setattr(c, attr, val)
    except (ValueError, TypeError) as e:
        print(attr, type(e).__name__, e)
try:
    c.rounding = 'nearest'
except TypeError as e:
    print('rounding', str(e).split(':')[0])
