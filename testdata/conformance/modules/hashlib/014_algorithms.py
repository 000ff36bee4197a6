import hashlib
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
print(type(hashlib.algorithms_guaranteed).__name__)
print(hashlib.__all__)
for name in sorted(hashlib.algorithms_guaranteed):
    print(name, hasattr(hashlib, name))
