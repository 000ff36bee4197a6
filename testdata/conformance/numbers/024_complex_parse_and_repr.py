for s in ["1+2j", "-1-2j", "3j", "-3J", "(4+5j)", "1e3+1e-3j", "inf+nanj"]:
    print(repr(s), "->", complex(s))
print(complex(1, -0.0), complex(-1.5, 2.25))
print((1 + 2j) ** 2, (1 + 2j) ** 0, (3 + 4j).__abs__())
print((2 + 0j) == 2, hash(2 + 0j) == hash(2))
print(complex(0, 1) * complex(0, -1))
