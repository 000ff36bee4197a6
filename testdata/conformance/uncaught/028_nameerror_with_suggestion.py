counter = 0
for step in range(3):
    counter += step
print("counter", counter)
print(countr)
