records = ["10,20", "5,x", "7", "3,4", ",", "100,0"]
good, bad = [], []
for i, rec in enumerate(records):
    try:
        a, b = rec.split(",")
        ratio = int(a) / int(b)
    except ValueError as e:
        bad.append((i, "ValueError", str(e)))
    except ZeroDivisionError as e:
        bad.append((i, "ZeroDivisionError", str(e)))
    else:
        good.append((i, round(ratio, 3)))
print("good:", good)
for entry in bad:
    print("bad:", entry)
