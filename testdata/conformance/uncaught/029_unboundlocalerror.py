hits = 0

def record_hit():
    hits += 1
    return hits

print("hits before:", hits)
record_hit()
