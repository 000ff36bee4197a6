a, b, c = 3, 4, 5
print(a ** 2 + b ** 2 == c ** 2)
print(a < b < c, a < b > c, a == 3 != b)
print((a + b) * c - a / b, a + b * c - a // b)
print(-a ** 2, (-a) ** 2, not a == 4, ~a + 1)
print(a if a > b else b, a and b, 0 or c, a and 0 or b)
result = a * (b + c) ** 2 % 7 // 2
print(result)
