def requires_positive(fn):
    def wrapper(x):
        if x <= 0:
            raise ValueError(f"{fn.__name__} requires a positive argument, got {x}")
        return fn(x)
    return wrapper

@requires_positive
def log2_floor(x):
    return x.bit_length() - 1

print(log2_floor(1), log2_floor(1024), log2_floor(1000))
print(log2_floor(0))
