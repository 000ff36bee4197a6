from fractions import Fraction

recipe = {'flour': '2 1/4', 'sugar': '3/4', 'butter': '1/2', 'milk': '1 1/3', 'salt': '1/8'}

def parse(amount):
    total = Fraction(0)
    for part in amount.split():
        total += Fraction(part)
    return total

def show(q):
    whole, rest = divmod(q.numerator, q.denominator)
    if rest == 0:
        return str(whole)
    frac = Fraction(rest, q.denominator)
    return f'{whole} {frac}' if whole else str(frac)

for factor in [Fraction(1, 2), Fraction(3, 2), Fraction(2, 3), 3]:
    scaled = {k: parse(v) * factor for k, v in recipe.items()}
    print(factor, {k: show(v) for k, v in scaled.items()})
total = sum(parse(v) for v in recipe.values())
print('total cups', total, float(total), round(total, 1))
