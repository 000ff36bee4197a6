# bench: cpu
# Digits of pi by Gibbons' unbounded spigot: arbitrary-precision integer
# multiplication and floor division on growing numbers.


def pi_digits(count):
    q, r, t, k, n, l = 1, 0, 1, 1, 3, 3
    digits = []
    while len(digits) < count:
        if 4 * q + r - t < n * t:
            digits.append(n)
            q, r, n = 10 * q, 10 * (r - n * t), (10 * (3 * q + r)) // t - 10 * n
        else:
            q, r, t, k, n, l = (
                q * k,
                (2 * q + r) * l,
                t * l,
                k + 1,
                (q * (7 * k + 2) + r * l) // (t * l),
                l + 2,
            )
    return digits


digits = pi_digits(3000)
text = "".join(str(d) for d in digits)
for i in range(0, 100, 50):
    print(text[i : i + 50])
print(text[-50:], sum(digits))
big = 3 ** 5000 * 7 ** 3000 - 1
print(big.bit_length(), big % 1000000007, (big >> 1000) & 0xFFFF)
