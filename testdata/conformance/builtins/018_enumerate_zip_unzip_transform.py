names = ["ann", "bob", "cyd"]
ages = [31, 25, 40]
people = list(zip(names, ages))
print(people)
n2, a2 = zip(*people)
print(n2, a2)
print({n: i for i, n in enumerate(names)})
print([f"{i}:{n}" for i, n in enumerate(names, 1)])
print(sorted(zip(ages, names)))
print(dict(zip(names, zip(ages, "xyz"))))
