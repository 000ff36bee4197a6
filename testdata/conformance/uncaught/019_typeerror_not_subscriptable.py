def get_first(x):
    return x[0]

print(get_first([9, 8]))
print(get_first("xyz"))
print(get_first(42))
