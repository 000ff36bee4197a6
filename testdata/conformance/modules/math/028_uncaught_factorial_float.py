import math
print(math.factorial(5))
print(math.factorial(5.5))
