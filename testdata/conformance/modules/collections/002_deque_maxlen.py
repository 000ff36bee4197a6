from collections import deque

d = deque(maxlen=3)
for i in range(6):
    d.append(i)
    print(d)
d.appendleft(-1)
print(d, d.maxlen)
d.extend([10, 11])
print(d)
d.extendleft([20, 21])
print(d)
z = deque([1, 2, 3], maxlen=0)
z.append(4); z.extend(range(10)); z.appendleft(9)
print(z, len(z))
last = deque(range(100), 5)
print(last)
w = deque('abcdef', maxlen=4)
print(w, w * 2, w + deque('xy'), deque('ab', 3) * 3)
try:
    deque([1], maxlen=1).insert(0, 2)
except IndexError as e:
    print('IndexError', e)
try:
    w.maxlen = 5
except AttributeError as e:
    print('AttributeError')

# A sliding window of the last 3 values, the usual agent idiom.
window = deque(maxlen=3)
avgs = []
for x in [4, 8, 15, 16, 23, 42]:
    window.append(x)
    avgs.append(sum(window) / len(window))
print(avgs)
