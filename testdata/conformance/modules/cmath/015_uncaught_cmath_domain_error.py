import cmath
print(cmath.sqrt(-1))
print(cmath.log(0))
