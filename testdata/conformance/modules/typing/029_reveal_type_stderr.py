import sys
from typing import reveal_type, List


class Capture:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def flush(self):
        pass


cap = Capture()
old, sys.stderr = sys.stderr, cap
x = reveal_type([1, 2])
y: List[int] = reveal_type(x)
reveal_type('text')
sys.stderr = old
print('returned', x, y is x)
print(repr(''.join(cap.parts)))
