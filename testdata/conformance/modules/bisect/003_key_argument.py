import bisect

records = [('ann', 19), ('bob', 25), ('cy', 25), ('dee', 31), ('eve', 40)]
age = lambda r: r[1]
print(bisect.bisect_left(records, 25, key=age), bisect.bisect_right(records, 25, key=age))
print(bisect.bisect(records, 30, key=age), bisect.bisect_left(records, 100, key=age))
bisect.insort(records, ('fay', 25), key=age)
bisect.insort_left(records, ('gus', 25), key=age)
bisect.insort_right(records, ('hal', 18), key=age)
print(records)
words = ['apple', 'Banana', 'cherry']
bisect.insort(words, 'blueberry', key=str.lower)
print(words)
print(bisect.bisect_left(['a', 'bb', 'ccc'], 2, key=len, lo=1))
