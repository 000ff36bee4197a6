class ConfigError(Exception):
    pass

def load(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError(f"bad config value {text!r}") from e

try:
    load("abc")
except ConfigError as e:
    print("ConfigError:", e)
    print("cause:", type(e.__cause__).__name__, e.__cause__)
    print("context is cause:", e.__context__ is e.__cause__)
    print("suppress_context:", e.__suppress_context__)
try:
    try:
        {}["k"]
    except KeyError:
        raise RuntimeError("hidden") from None
except RuntimeError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)
