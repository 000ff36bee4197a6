# CPython 3.11 limits int<->str conversion to 4300 digits by default.
big = 7 ** 5000
print(big.bit_length())
try:
    s = str(big)
except ValueError as e:
    print("ValueError:", e)
ok = 10 ** 4299
print(len(str(ok)))
try:
    int("9" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(int("9" * 4300) % 1000)
print(hex(big)[:20], len(hex(big)))
