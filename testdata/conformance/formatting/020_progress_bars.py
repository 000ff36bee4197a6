def bar(fraction, width=20):
    filled = round(fraction * width)
    return f"[{'#' * filled}{'.' * (width - filled)}] {fraction:6.1%}"

for done in (0, 1, 7, 13, 19, 20):
    print(f"{done:>2}/20 {bar(done / 20)}")
print(bar(1 / 3, 9), bar(2 / 3, 9))
