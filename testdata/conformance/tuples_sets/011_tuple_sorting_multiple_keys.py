students = [("zoe", "B", 88), ("adam", "A", 92), ("mia", "B", 95), ("liam", "A", 92), ("ava", "C", 70)]
for row in sorted(students, key=lambda s: (s[1], -s[2], s[0])):
    print(row)
print(sorted(students)[0], max(students, key=lambda s: s[2]))
print(sorted(s[2] for s in students))
