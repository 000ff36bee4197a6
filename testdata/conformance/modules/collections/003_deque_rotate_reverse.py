from collections import deque

d = deque(range(7))
d.rotate(); print(d)
d.rotate(2); print(d)
d.rotate(-4); print(d)
d.rotate(7); print(d)
d.rotate(-15); print(d)
d.rotate(0); print(d)
d.reverse(); print(d)
e = deque()
e.rotate(3); e.reverse(); print(e)
one = deque([1]); one.rotate(5); print(one)
# rotate on a deque that wrapped around its buffer
r = deque(range(8))
for _ in range(5):
    r.popleft(); r.append(r[-1] + 1)
r.rotate(3); print(r)
r.rotate(-1); print(r, list(reversed(r)))
