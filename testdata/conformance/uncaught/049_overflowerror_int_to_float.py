big = 10 ** 300
print(float(big))
bigger = big * 10 ** 10
print(len(str(bigger)))
print(float(bigger))
