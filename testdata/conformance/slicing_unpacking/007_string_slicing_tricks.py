s = "Hello, World"
print(s[::-1], s[7:], s[:5], s[-5:-1], s[::3])
print(s[1:-1], s[len(s):], repr(s[3:3]))
word = "level"
print(word == word[::-1])
phone = "5551234567"
print(f"({phone[:3]}) {phone[3:6]}-{phone[6:]}")
print("".join(s[i:i + 3] for i in range(0, len(s), 3)))
print([s[i:] for i in range(0, 12, 4)])
