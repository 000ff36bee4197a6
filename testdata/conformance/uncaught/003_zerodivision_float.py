rates = [0.5, 0.25, 0.0]
for r in rates:
    print(f"1/{r} = {1.0 / r}")
