nums = list(range(10))
for n in nums[:]:
    if n % 3 == 0:
        nums.remove(n)
print(nums)
d = {i: i * i for i in range(6)}
for k in list(d):
    if d[k] % 2:
        del d[k]
print(d)
items = ["a", "b", "c"]
i = 0
while i < len(items):
    if items[i] == "b":
        items.insert(i + 1, "b2")
        i += 1
    i += 1
print(items)
