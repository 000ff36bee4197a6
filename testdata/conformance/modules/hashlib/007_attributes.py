import hashlib
for name in sorted(hashlib.algorithms_guaranteed):
    h = hashlib.new(name)
    print(name, h.name, h.digest_size, h.block_size, type(h).__name__, type(h).__module__)
