from decimal import Decimal, Context, localcontext

for v in ['2', '16', '0.25', '1E-10', '123456789']:
    print(v, Decimal(v).sqrt())
for v in ['1', '0', '-1', '10', '0.5', '-1E+2']:
    print(v, Decimal(v).exp())
for v in ['1', '2', '10', '0.1', '1E+100']:
    print(v, Decimal(v).ln(), Decimal(v).log10())
print(Decimal(100).log10(), Decimal('0.001').log10(), Decimal(1000).logb())
print(Decimal(2) ** Decimal('0.5'), Decimal(8) ** Decimal('1') / 3, Decimal('1.0001') ** 10000)
c = Context(prec=50)
print(c.sqrt(2), c.exp(1))
with localcontext(prec=10):
    print(Decimal(2).sqrt(), Decimal(3).ln(), Decimal('0.5').exp())
print(Decimal(-4).sqrt(Context(traps=[])), Decimal(0).ln(), Decimal('Infinity').exp(), Decimal('-Infinity').exp())
