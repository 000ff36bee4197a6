from decimal import Decimal, getcontext, Context

a, b = Decimal('1.1'), Decimal('2.2')
print(a + b, a - b, a * b, a / b)
print(Decimal(1) / Decimal(3))
print(Decimal(2) / Decimal(4), Decimal('1.00') / Decimal(4), Decimal(100) / Decimal('0.1'))
print(Decimal(7) // Decimal(2), Decimal(-7) // Decimal(2), Decimal(7) % Decimal(-2), Decimal(-7) % Decimal(2))
print(divmod(Decimal(17), Decimal(5)), divmod(Decimal('-17.5'), 4))
print(Decimal(2) ** 10, Decimal('1.5') ** 2, Decimal(2) ** -2, pow(Decimal(3), 4, 5))
print(-Decimal('1.5'), +Decimal('-0'), abs(Decimal('-2.50')))
print(3 + Decimal('0.5'), 3 - Decimal('0.5'), 3 * Decimal('0.5'), 3 / Decimal('0.5'), 2 ** Decimal(3))
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal('123456789') + 0, Decimal('1.23456789') * 1)
getcontext().prec = 50
print(Decimal(1) / Decimal(7))
c = Context(prec=3)
print(c.add(Decimal('1.234'), Decimal('5.678')), c.multiply(12, 34), c.divide(1, 3))
print(c.power(2, 20), c.fma(2, 3, Decimal('0.001')), c.divide_int(100, 7), c.remainder_near(10, 6))
print(Decimal('1.30') + Decimal('1.20'), Decimal('1.30') * Decimal('1.20'))
