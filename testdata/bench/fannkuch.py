# bench: cpu
# Fannkuch-redux: permutations of a list, slice assignment and reversal.


def fannkuch(n):
    max_flips = 0
    even = True
    checksum = 0
    perm1 = list(range(n))
    count = perm1[:]
    last = n - 1
    while True:
        k = perm1[0]
        if k:
            perm = perm1[:]
            flips = 1
            kk = perm[k]
            while kk:
                perm[: k + 1] = perm[k::-1]
                flips += 1
                k = kk
                kk = perm[kk]
            if flips > max_flips:
                max_flips = flips
            checksum += flips if even else -flips
        # The next permutation, by the incremental rotations of the original.
        if even:
            perm1[0], perm1[1] = perm1[1], perm1[0]
            even = False
        else:
            perm1[1], perm1[2] = perm1[2], perm1[1]
            even = True
            for r in range(2, n - 1):
                if count[r]:
                    break
                count[r] = r
                perm0 = perm1[0]
                perm1[: r + 1] = perm1[1 : r + 2]
                perm1[r + 1] = perm0
            else:
                r = last
                if not count[r]:
                    return checksum, max_flips
            count[r] -= 1


checksum, flips = fannkuch(9)
print(checksum)
print(f"Pfannkuchen(9) = {flips}")
