s = "Python"
print(s[0], s[-1], s[1:4], s[::-1], s[::2], s[-3:], s[:100])
for i, ch in enumerate(s):
    print(i, ch, ord(ch))
print(list(s), tuple("ab"), sorted("banana"))
print(s * 2, "-" * 10, 3 * "ab")
