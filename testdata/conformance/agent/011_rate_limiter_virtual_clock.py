class TokenBucket:
    def __init__(self, rate, capacity):
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
        self.last = 0.0
    def allow(self, now):
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

bucket = TokenBucket(rate=2, capacity=3)
requests = [0.0, 0.1, 0.2, 0.3, 0.4, 1.0, 1.1, 1.2, 3.0, 3.05, 3.1, 3.15, 3.2]
allowed = 0
for t in requests:
    ok = bucket.allow(t)
    allowed += ok
    print(f"t={t:4.2f} {'allow' if ok else 'deny ':5} tokens={bucket.tokens:.2f}")
print(f"allowed {allowed}/{len(requests)}")
