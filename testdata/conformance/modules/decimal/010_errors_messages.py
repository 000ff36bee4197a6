from decimal import *

tests = [
    lambda: Decimal('1.2.3'),
    lambda: Decimal([1, 2]),
    lambda: Decimal((2, (1,), 0)),
    lambda: Decimal((0, (1, 10), 0)),
    lambda: Decimal((0, (1,), 'x')),
    lambda: Decimal(object()),
    lambda: Decimal('1').compare(1.5),
    lambda: int(Decimal('NaN')),
    lambda: int(Decimal('-Infinity')),
    lambda: float(Decimal('sNaN')),
    lambda: round(Decimal('NaN')),
    lambda: round(Decimal('-inf')),
    lambda: Decimal((0, (1,), 1.5)),
    lambda: Decimal('inf').as_integer_ratio(),
    lambda: Decimal(1) / Decimal(0),
    lambda: Decimal(0) // Decimal(0),
    lambda: Decimal(10) ** Decimal('0.5') ** 999999999,
    lambda: Context().power(Decimal(-2), Decimal('0.5')),
    lambda: getcontext().create_decimal(' 1'),
    lambda: setcontext('x'),
    lambda: localcontext(5),
    lambda: Decimal('7').quantize(Decimal('1E+1000000')),
]
for i, t in enumerate(tests):
    try:
        print(i, 'ok', t())
    except Exception as e:
        print(i, type(e).__name__, e)
print(Decimal('1.5').as_integer_ratio(), Decimal('-0.75').as_integer_ratio(), Decimal('1E+3').as_integer_ratio())
print(issubclass(DivisionByZero, ZeroDivisionError), issubclass(DivisionUndefined, ZeroDivisionError))
print(issubclass(ConversionSyntax, InvalidOperation), issubclass(Underflow, Subnormal), issubclass(Overflow, Rounded))
print(FloatOperation.__mro__[1:3], DivisionImpossible.__bases__)
