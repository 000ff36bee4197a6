def compute():
    total = 0
    for i in range(3):
        total += i
    return totl_value

print("computing")
print(compute())
