a = [1, 2, 3, 4]
b = "xy"
print(list(zip(a, b)))
def zip_longest(*its, fill=None):
    n = max(len(x) for x in its)
    return [tuple(x[i] if i < len(x) else fill for x in its) for i in range(n)]
print(zip_longest(a, b, fill="-"))
try:
    print(list(zip(a, b, strict=True)))
except ValueError as e:
    print("ValueError:", e)
try:
    print(list(zip(b, a, strict=True)))
except ValueError as e:
    print("ValueError:", e)
print(list(zip(a, a[1:])))
