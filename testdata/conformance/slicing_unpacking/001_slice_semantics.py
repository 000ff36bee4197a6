s = list(range(10))
print(s[2:7], s[:3], s[7:], s[-3:], s[:-7], s[::2], s[1::3], s[::-1], s[8:2:-2], s[-1:-4:-1])
print(s[100:], s[-100:2], s[5:2], s[::-3], s[2:8:-1])
sl = slice(1, 8, 3)
print(sl, s[sl], sl.start, sl.stop, sl.step, sl.indices(10))
print(slice(None, None, -1).indices(5), slice(-2, None).indices(5))
print("abcdefgh"[slice(2, None)], (1, 2, 3)[slice(None, None, -1)])
try:
    s[::0]
except ValueError as e:
    print("ValueError:", e)
