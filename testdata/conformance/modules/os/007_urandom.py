import os
b = os.urandom(16)
print(type(b).__name__, len(b), len(os.urandom(0)))
try:
    os.urandom(-1)
except ValueError as e:
    print(e)
