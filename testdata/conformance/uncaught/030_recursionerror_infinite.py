def countdown(n):
    if n == 0:
        return "done"
    return countdown(n - 1)

print(countdown(10))
print(countdown(500))
print(countdown(-1))
