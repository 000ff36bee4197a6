class RetryableError(Exception):
    def __init__(self, msg, attempts):
        super().__init__(msg)
        self.attempts = attempts
    def __str__(self):
        return f"{self.args[0]} (after {self.attempts} attempts)"

errors = []
for i in range(3):
    try:
        raise RetryableError("service unavailable", i + 1)
    except RetryableError as e:
        errors.append(e)
print([str(e) for e in errors])
print([e.attempts for e in errors], errors[0].args)
e = errors[-1]
print(repr(e), isinstance(e, Exception), isinstance(e, BaseException))
try:
    raise e
except RetryableError as again:
    print(again is e)
