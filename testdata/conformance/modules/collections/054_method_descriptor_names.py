# Method descriptors of C-implemented types are named by their type's full
# name in reprs and errors, as CPython's tp_name gives it.
from collections import deque
print(deque.append, deque.__dict__["append"])
try:
    deque.append(1, 2)
except TypeError as e:
    print(e)
try:
    deque.append()
except TypeError as e:
    print(e)
print(list.append)
try:
    list.append(1, 2)
except TypeError as e:
    print(e)
