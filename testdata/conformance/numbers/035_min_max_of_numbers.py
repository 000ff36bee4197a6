nums = [3, -7, 2.5, 10, -0.5, 10.0]
print(max(nums), min(nums), max(nums, key=abs), min(nums, key=abs))
print(sum(nums), sum(nums, 100), sum(x * x for x in nums))
print(max(10.0, 10), max(10, 10.0))
print(sorted(nums), sorted(nums, key=lambda v: (-abs(v), v)))
print(max([], default=None), min((), default="empty"))
