print(abs(-3), max(1, 2), min(1, 2), sum([1, 2]), round(2.567, 1), pow(3, 2))
print(divmod(9, 4), bin(9), oct(9), hex(9), chr(57), ord("9"))
print(int("9"), float("9"), complex("9"), str(9), bool(9), bytes(2))
print(len(str(2 ** 1000)), sum(int(d) for d in str(2 ** 1000)))
