for text, base in [("ff", 16), ("0xff", 16), ("0xff", 0), ("0o17", 0), ("0b1010", 0), ("z", 36), ("-101", 2), ("  42  ", 10), ("1_000_000", 10)]:
    print(repr(text), base, int(text, base))
print(int(3.99), int(-3.99), int(True), int("  -7 "))
print(bin(10), oct(64), hex(255), hex(-255))
print(bin(0), hex(0), oct(-8))
print(format(255, "b"), format(255, "o"), format(255, "x"), format(255, "X"), format(255, "#x"))
