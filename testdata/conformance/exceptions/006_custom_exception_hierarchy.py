class AppError(Exception):
    code = 1
class NetworkError(AppError):
    code = 10
class TimeoutError_(NetworkError):
    code = 11
    def __init__(self, seconds):
        super().__init__(f"timed out after {seconds}s")
        self.seconds = seconds
class ValidationError(AppError):
    code = 20

def fail(kind):
    raise {"net": NetworkError("unreachable"), "timeout": TimeoutError_(30),
           "valid": ValidationError("bad field"), "other": KeyError("k")}[kind]

for kind in ["net", "timeout", "valid", "other"]:
    try:
        fail(kind)
    except TimeoutError_ as e:
        print("timeout handler:", e, e.seconds, e.code)
    except NetworkError as e:
        print("network handler:", e, e.code)
    except AppError as e:
        print("app handler:", type(e).__name__, e, e.code)
    except Exception as e:
        print("generic handler:", type(e).__name__, e)
print([c.__name__ for c in TimeoutError_.__mro__])
