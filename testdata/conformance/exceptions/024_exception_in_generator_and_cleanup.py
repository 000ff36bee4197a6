def reader(lines):
    try:
        for n, line in enumerate(lines, 1):
            if not line:
                raise ValueError(f"empty line {n}")
            yield line.upper()
    finally:
        print("reader cleanup")

try:
    for item in reader(["a", "b", "", "d"]):
        print(item)
except ValueError as e:
    print("error:", e)
print("done")
