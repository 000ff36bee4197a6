# Floor division and modulo follow the sign of the divisor in Python.
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (1, -1000)]
for a, b in pairs:
    q, r = a // b, a % b
    print(f"{a:>3} // {b:>5} = {q:>3}   {a:>3} % {b:>5} = {r:>4}   check={q * b + r == a}")
print(divmod(-17, 5), divmod(17, -5))
print(-17 // 5.0, -17 % 5.0)
print(5.5 // 2, 5.5 % -2)
