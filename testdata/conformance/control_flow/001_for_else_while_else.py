def find_divisor(n):
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            print(f"{n} divisible by {d}")
            break
    else:
        print(f"{n} is prime")

for n in [15, 17, 49, 2]:
    find_divisor(n)
i = 0
while i < 3:
    i += 1
else:
    print("while finished normally at", i)
while True:
    break
else:
    print("never printed")
for _ in []:
    pass
else:
    print("else runs for empty loop")
