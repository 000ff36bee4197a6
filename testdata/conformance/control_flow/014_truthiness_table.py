values = [0, 1, -1, 0.0, 0.1, 0j, "", " ", "0", [], [0], (), ((),), {}, {0: 0}, set(), None, range(0), range(1), b"", bytearray(1)]
for v in values:
    print(f"{v!r:>14} -> {bool(v)}")
