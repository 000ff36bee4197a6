class Flaky:
    def __init__(self, failures):
        self.failures = failures
        self.calls = 0
    def __call__(self):
        self.calls += 1
        if self.calls <= self.failures:
            raise ConnectionError(f"attempt {self.calls} failed")
        return f"success on attempt {self.calls}"

def retry(fn, attempts):
    last = None
    for i in range(attempts):
        try:
            return fn()
        except ConnectionError as e:
            print("  retrying after:", e)
            last = e
    raise RuntimeError(f"gave up after {attempts} attempts") from last

print(retry(Flaky(2), 5))
try:
    retry(Flaky(10), 3)
except RuntimeError as e:
    print(e, "| cause:", e.__cause__)
