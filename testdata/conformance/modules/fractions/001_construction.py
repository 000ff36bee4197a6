from fractions import Fraction

print(Fraction(), Fraction(7), Fraction(10, -8), Fraction(-6, -4))
print(repr(Fraction(3, 4)), str(Fraction(3, 4)), str(Fraction(6, 3)))
print(Fraction(Fraction(1, 7), 5), Fraction(Fraction(1, 7), Fraction(2, 3)))
print(Fraction(2.25), Fraction(0.1), Fraction(-0.0))
print(Fraction(True), Fraction(False, 3), Fraction(3, True))
f = Fraction(84, 60)
print(f.numerator, f.denominator, f.as_integer_ratio())
print(Fraction.from_float(1.5), Fraction.from_float(7), Fraction.from_float(2 ** -10))
print(Fraction(2 ** 70, 6), Fraction(-10 ** 20, 10 ** 18))
