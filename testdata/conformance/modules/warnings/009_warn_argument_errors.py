import warnings
for cat in [int, "str", Exception]:
    try:
        warnings.warn("x", cat)
    except TypeError as e:
        print("TypeError", e)
for bad in [lambda: warnings.simplefilter("bogus"), lambda: warnings.filterwarnings("ignore", category=int), lambda: warnings.filterwarnings("ignore", lineno=-1), lambda: warnings.filterwarnings("ignore", message=1)]:
    try:
        bad()
    except AssertionError as e:
        print("AssertionError", e)
