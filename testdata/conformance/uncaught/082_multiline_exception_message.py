problems = ["name is empty", "age is negative", "email has no @"]
for p in problems:
    print("found:", p)
raise ValueError("validation failed:\n  " + "\n  ".join(problems))
