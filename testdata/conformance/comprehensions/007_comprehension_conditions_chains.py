nums = range(1, 31)
fizz = ["FizzBuzz" if n % 15 == 0 else "Fizz" if n % 3 == 0 else "Buzz" if n % 5 == 0 else str(n) for n in nums]
print(" ".join(fizz))
print([n for n in nums if n % 2 if n % 3 if n % 5])
print([n for n in nums if n % 2 == 0 and n % 7 == 0 or n == 1])
print([(a, b, c) for c in range(1, 21) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c])
