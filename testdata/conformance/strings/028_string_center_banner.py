def banner(title, width=30, fill="*"):
    inner = f" {title} "
    return inner.center(width, fill)

print(banner("START"))
print(banner("Results", 24, "="))
print(banner("x", 5))
print(banner("too long for the width", 10))
print("|" + "left".ljust(10, ".") + "|" + "right".rjust(10, ".") + "|")
