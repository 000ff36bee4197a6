import heapq

print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])))
print(list(heapq.merge([1, 1, 2], [1, 2, 2], [])))
print(list(heapq.merge()))
print(list(heapq.merge([], [])))
print(list(heapq.merge([3])))
print(list(heapq.merge([9, 5, 1], [8, 4], reverse=True)))
a = [('a', 1), ('c', 3), ('e', 5)]
b = [('b', 1), ('d', 4)]
print(list(heapq.merge(a, b, key=lambda p: p[1])))
print(list(heapq.merge(a, b, key=lambda p: p[1], reverse=False)))
print(list(heapq.merge(['Ab', 'cd'], ['aB', 'CD'], key=str.lower)))
print(list(heapq.merge([5, 3], [4, 1], key=lambda x: -x)))
print(list(heapq.merge(iter(range(0, 10, 3)), iter(range(1, 10, 3)), range(2, 10, 3))))
g = heapq.merge([1, 3], [2])
print(type(g).__name__, next(g), next(g), list(g))
print(list(heapq.merge([2, 9], [5, 1], reverse=True, key=abs)))
