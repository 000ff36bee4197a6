import hashlib
data = bytes(range(256)) * 20
for name in sorted(hashlib.algorithms_guaranteed):
    whole = hashlib.new(name, data)
    parts = hashlib.new(name)
    for i in range(0, len(data), 77):
        parts.update(data[i:i + 77])
    if name.startswith('shake'):
        print(name, whole.hexdigest(8) == parts.hexdigest(8))
    else:
        print(name, whole.hexdigest() == parts.hexdigest(), whole.hexdigest()[:16])
