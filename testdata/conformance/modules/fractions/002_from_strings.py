from fractions import Fraction

texts = ['3/4', ' -1.5e3 ', '1_000/3', '314', '-35/4', '3.1415', '-47e-2',
         '+.5', '7.', '1E+2', '  2/4\n', '0.000_001', '1_0.2_5e-1_0', '\u0661\u0662/7']
for text in texts:
    print(repr(text), '->', repr(Fraction(text)))

bad = ['', '3/', '/4', '3/-4', '1e', '1_', '_1', '1__0', 'x', '1/2/3', '3 / 4',
       '1.5/2', 'inf', 'nan', '0x10', '- 1']
for text in bad:
    try:
        Fraction(text)
    except ValueError as e:
        print(type(e).__name__, e)
