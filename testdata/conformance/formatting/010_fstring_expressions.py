nums = [3, 1, 4, 1, 5, 9, 2, 6]
print(f"sum={sum(nums)} max={max(nums)} sorted={sorted(nums)}")
print(f"{'even' if len(nums) % 2 == 0 else 'odd'} count")
print(f"{nums[2:5]} {nums[-1]} {len(nums) * 10}%")
d = {"key": "value", "n": 10}
print(f"{d['key']} {d['n'] ** 2:,}")
print(f"{(lambda v: v * 3)(7)}")
print(f"{[x * x for x in range(5)]}")
print(f"{3 + 4j!r} {None} {...} {True:d}")
print(f"""multi
{'line'} {"quotes"}""")
