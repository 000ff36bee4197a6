def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

def lcm(a, b):
    return abs(a * b) // gcd(a, b) if a and b else 0

print(gcd(48, 18), gcd(-48, 18), gcd(0, 5), gcd(17, 31))
print(lcm(4, 6), lcm(21, 6), lcm(0, 3))
total = 1
for k in range(1, 21):
    total = lcm(total, k)
print("lcm(1..20) =", total)
print(gcd(2 ** 64, 6 ** 30))
