name, n, x = "widget", 42, 3.14159
print(f"{name}|{name!r}|{name:>10}|{name:<10}|{name:^10}|{name:*^12}")
print(f"{n}|{n:5d}|{n:<5d}|{n:05d}|{n:+d}|{-n:+d}|{n: d}|{n:x}|{n:#o}|{n:#b}")
print(f"{x:.2f}|{x:8.3f}|{x:<8.1f}|{x:+.0f}|{x:e}|{x:.2%}")
print(f"{n * 2 = }", f"{name.upper()=}", f"{x=:.1f}")
