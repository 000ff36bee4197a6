def check_range(value, lo, hi):
    if not lo <= value <= hi:
        raise ValueError("out of range", value, (lo, hi))
    return value

print(check_range(5, 0, 10))
print(check_range(12, 0, 10))
