print("  a   b  divmod")
for a in (13, -13):
    for b in (4, -4):
        print(f"{a:3} {b:3}  {divmod(a, b)}")
print(divmod(7.5, 2), divmod(-7.5, 2))
print(divmod(10 ** 30, 7))
