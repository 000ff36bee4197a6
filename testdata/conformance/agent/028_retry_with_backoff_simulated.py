class FakeService:
    def __init__(self, fail_times):
        self.fail_times = fail_times
        self.calls = 0
    def call(self):
        self.calls += 1
        if self.calls <= self.fail_times:
            raise TimeoutError(f"timeout #{self.calls}")
        return {"status": "ok", "calls": self.calls}

def with_retries(service, attempts=5, base=0.5, cap=4.0):
    waited = 0.0
    for attempt in range(1, attempts + 1):
        try:
            result = service.call()
            return result, waited
        except TimeoutError as e:
            delay = min(cap, base * 2 ** (attempt - 1))
            waited += delay
            print(f"  attempt {attempt} failed ({e}); waiting {delay}s")
    raise RuntimeError(f"failed after {attempts} attempts, waited {waited}s")

print(with_retries(FakeService(2)))
print(with_retries(FakeService(4)))
try:
    with_retries(FakeService(9), attempts=3)
except RuntimeError as e:
    print("RuntimeError:", e)
