from collections import deque

d = deque([1, 2, 3])
try:
    for x in d:
        if x == 2:
            d.append(4)
except RuntimeError as e:
    print('RuntimeError', e)
print(d)
d = deque([1, 2, 3])
try:
    for x in d:
        d.popleft()
except RuntimeError as e:
    print('RuntimeError', e)
d = deque([1, 2, 3])
for x in d:
    d[0] = x * 10  # assignment is not a mutation of the length
print(d)
d = deque([3, 2, 1])
try:
    for x in reversed(d):
        d.rotate()
except RuntimeError as e:
    print('RuntimeError', e)
it = iter(deque([1, 2]))
print(next(it), next(it), next(it, 'done'))

class Evil:
    def __init__(self, dq):
        self.dq = dq
    def __eq__(self, other):
        self.dq.append(0)
        return False
dq = deque([1, 2, 3])
for name, call in [('count', lambda: dq.count(Evil(dq))), ('index', lambda: dq.index(Evil(dq))),
                   ('in', lambda: Evil(dq) in dq), ('remove', lambda: dq.remove(Evil(dq)))]:
    try:
        print(name, call())
    except (RuntimeError, IndexError) as e:
        print(name, type(e).__name__, e)
