bar = "=" * 20
print(bar)
print("ab" * 0 == "", "ab" * -3 == "", "-" * 3)
print("" in "abc", "abc" in "abc", "abcd" in "abc")
grid = "\n".join("".join("#" if (r + c) % 2 else "." for c in range(8)) for r in range(4))
print(grid)
print(bar)
