GLOBAL_CONST = 10
def f(a, b=2):
    c = a + b
    return sorted(locals().items())
print(f(1))
print("GLOBAL_CONST" in globals(), globals()["GLOBAL_CONST"], __name__)
g = globals()
g["made_dynamically"] = 99
print(made_dynamically)
