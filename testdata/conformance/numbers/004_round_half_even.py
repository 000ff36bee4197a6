# round() uses banker's rounding on ints-like halves and exact binary values on floats.
for x in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 2.675, 1.005]:
    print(x, "->", round(x), round(x, 2))
for n in [15, 25, 35, 1250, -1250]:
    print(n, round(n, -1), round(n, -2))
print(round(123.456, -1), round(123.456, 1))
print(type(round(2.5)), type(round(2.5, 0)))
