for text in ["42", " 42 ", "4_2", "0x2A", "42.0", "", "forty", "٤٢", "+-1", "1e3", "99999999999999999999"]:
    try:
        print(repr(text), int(text))
    except ValueError as e:
        print(repr(text), "ValueError:", e)
for text in ["1.5", "1,5", "nan", "-inf", "1e-3", "0x1p3", ".", "1_0.0"]:
    try:
        print(repr(text), float(text))
    except ValueError as e:
        print(repr(text), "ValueError:", e)
