people = [("Ann", 31), ("bob", 25), ("Cid", 31), ("dee", 25), ("Eve", 40)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0].lower())))
people.sort(key=lambda p: p[0].lower(), reverse=True)
print(people)
nums = [10, -3, 7, -10, 0, 3]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: (abs(n), n)))
print(sorted(["b", "A", "c", "B"]), sorted(["b", "A", "c", "B"], key=str.upper))
