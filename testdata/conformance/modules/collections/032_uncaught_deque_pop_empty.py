from collections import deque

queue = deque([1])
queue.popleft()
print('drained', queue)
queue.popleft()
