import os
os.environ["PYEX_TEST_VAR"] = "value"
print(os.environ["PYEX_TEST_VAR"], os.getenv("PYEX_TEST_VAR"), "PYEX_TEST_VAR" in os.environ)
print(os.getenv("PYEX_NOT_SET"), os.getenv("PYEX_NOT_SET", "default"), os.environ.get("PYEX_NOT_SET", 5))
try:
    os.environ["PYEX_NOT_SET"]
except KeyError as e:
    print("KeyError", e)
for bad in [1, None]:
    try:
        os.environ["X_BAD"] = bad
    except TypeError as e:
        print(e)
del os.environ["PYEX_TEST_VAR"]
print("PYEX_TEST_VAR" in os.environ, os.environ.pop("PYEX_TEST_VAR", "gone"))
print(os.environ.setdefault("PYEX_SD", "x"), os.environ.setdefault("PYEX_SD", "y"))
print(type(os.environ.copy()).__name__, isinstance(os.environ.get("PYEX_SD"), str))
