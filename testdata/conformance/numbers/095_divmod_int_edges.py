# divmod of ints at the edges of 64 bits and around zero: floor division
# with the remainder taking the divisor's sign, bools as ints, the
# overflow of -2**63 // -1 into a big int, and division by zero.
vals = [0, 1, -1, 2, -2, 7, -7, 17, 2**62, -2**62, 2**63 - 1, -2**63, True]
for a in vals:
    row = []
    for b in vals:
        try:
            q, r = divmod(a, b)
            assert q * b + r == a
            row.append(f"{q},{r}")
        except ZeroDivisionError as e:
            row.append(type(e).__name__)
    print(a, " ".join(row))
print(divmod(-2**63, -1), type(divmod(True, True)[0]).__name__, divmod(5, 3.0), divmod(-5, 2))
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
