from decimal import Decimal, Context

x = Decimal('-12.3400')
print(x.as_tuple(), x.adjusted(), x.number_class(), x.is_signed(), x.is_zero(), x.is_finite())
print(x.copy_abs(), x.copy_negate(), Decimal(5).copy_sign(x), x.canonical(), x.conjugate(), x.radix(), x.real, x.imag)
print([Decimal(v).number_class() for v in ['0', '-0', 'Inf', '-Inf', 'NaN', 'sNaN', '1E-999999', '1E-1000000']])
print(Decimal('NaN').is_nan(), Decimal('sNaN').is_snan(), Decimal('NaN').is_qnan(), Decimal('1E-1000000').is_subnormal(), Decimal(1).is_normal())
print(Decimal(1).next_plus(), Decimal(1).next_minus(), Decimal(1).next_toward(0), Decimal('2.5').remainder_near(1))
print(Decimal('1010').logical_and(Decimal('1100')), Decimal('1010').logical_or(Decimal('0101')), Decimal('1010').logical_xor(Decimal('1111')))
c = Context(prec=6)
print(c.logical_invert(Decimal('101')), Decimal('123456').rotate(2, c), Decimal('123456').shift(-2, c), Decimal(123).shift(3, c))
print(Decimal('1.5').to_integral_exact(), Decimal('2.5').to_integral(), Decimal(7).fma(2, 1), Decimal('-7.5').__abs__())
print(Decimal('1E+2').to_integral_value(), Decimal('NaN').to_integral_value(), Decimal('-0.9').to_integral_value())
print(bool(Decimal(0)), bool(Decimal('0.00')), bool(Decimal('NaN')), bool(Decimal('-1e-9')))
print(complex(Decimal('1.5')), float(Decimal('-0')), float(Decimal('NaN')), int(Decimal('1e3')))
import copy
y = Decimal('3.140')
print(copy.copy(y) is y, copy.deepcopy(y), y.__reduce__())
print(Decimal(3).__round__(), Decimal('3.14159').__round__(3), type(round(Decimal('2.5'))).__name__)
class Money(Decimal):
    pass
m = Money('1.25')
print(type(m).__name__, m + 1, type(m + 1).__name__, isinstance(m, Decimal), Money.from_float(0.5), type(Money.from_float(0.5)).__name__)
