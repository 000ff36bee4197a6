print(ord("A"), ord("é"), ord("€"), ord("\n"), chr(97), chr(8364), chr(0x1F600))
print([chr(c) for c in range(ord("a"), ord("f"))])
print(bin(5), bin(-5), hex(3054), hex(-1), oct(8), oct(-64))
print(int(bin(37), 2), int(hex(255), 16), int(oct(64), 8))
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
try:
    chr(0x110000)
except ValueError as e:
    print("ValueError:", e)
