amounts = [0, 7, -1234, 1234567.891, -0.5, 10 ** 9]
for a in amounts:
    print(f"{a:>16,} {a:>16_} {a:+,.2f} {a:=+12.1f}")
print(f"{1234567:,d} {0xFFFFFFFF:_x} {255:_b}")
print(f"{12345.6789:,.2f} {-12345.6789:,.0f}")
