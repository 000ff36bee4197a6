from decimal import *

modes = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
         ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
values = ['2.5', '-2.5', '1.45', '-1.55', '0.04', '7.05', '1.000001']
for m in modes:
    row = [str(Decimal(v).quantize(Decimal('0.1'), rounding=m)) for v in values]
    print(m.ljust(16), ' '.join(row))
for m in modes:
    ctx = Context(prec=3, rounding=m)
    print(m.ljust(16), ctx.divide(2, 3), ctx.divide(-2, 3), ctx.plus(Decimal('9.995')))
print(Decimal('2.5').to_integral_value(), Decimal('3.5').to_integral_value(),
      Decimal('-2.5').to_integral_value(rounding=ROUND_HALF_UP))
print(round(Decimal('0.125'), 2), round(Decimal('0.135'), 2), round(Decimal('-4.5')), round(Decimal('5.5')))
import math
print(math.floor(Decimal('-1.5')), math.ceil(Decimal('-1.5')), math.trunc(Decimal('-1.5')))
