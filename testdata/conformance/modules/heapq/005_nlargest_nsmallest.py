import heapq

data = [5, 1, 9, 3, 7, 3, 8, 2, 9, 0, 4]
for n in [-1, 0, 1, 2, 3, 5, 11, 20]:
    print(n, heapq.nlargest(n, data), heapq.nsmallest(n, data))
print(heapq.nlargest(3, iter(data)), heapq.nsmallest(3, iter(data)))
print(heapq.nlargest(2, []), heapq.nsmallest(2, []), heapq.nlargest(1, []), heapq.nsmallest(1, iter([])))

people = [('ann', 31), ('bob', 25), ('cy', 31), ('dee', 19), ('eve', 25), ('fay', 40)]
print(heapq.nlargest(3, people, key=lambda p: p[1]))
print(heapq.nsmallest(3, people, key=lambda p: p[1]))
print(heapq.nlargest(1, people, key=lambda p: p[1]), heapq.nsmallest(1, people, key=lambda p: p[1]))
print(heapq.nlargest(4, iter(people), key=lambda p: p[1]))
print(heapq.nsmallest(4, iter(people), key=lambda p: p[1]))
words = "apple Banana cherry date Elder fig grape".split()
print(heapq.nsmallest(3, words, key=str.lower), heapq.nlargest(3, words, key=len))
counts = {'a': 5, 'b': 2, 'c': 5, 'd': 9}
print(heapq.nlargest(2, counts, key=counts.get))
