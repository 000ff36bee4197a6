print(1_000_000, 0x_FF, 0b_1010_1010, 0o_777, 1_0.5_5, 1e1_0)
vals = ["10", "-3", "+7", "3.5", "1e3", "inf", "0x10"]
for v in vals:
    try:
        print(v, "int ->", int(v))
    except ValueError as e:
        print(v, "int error:", e)
    try:
        print(v, "float ->", float(v))
    except ValueError as e:
        print(v, "float error:", e)
