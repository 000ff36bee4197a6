def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

def hanoi(n, src, dst, via, moves):
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append((src, dst))
        hanoi(n - 1, via, dst, src, moves)
    return moves

def permutations(items):
    if len(items) <= 1:
        return [items]
    return [[x] + p for i, x in enumerate(items) for p in permutations(items[:i] + items[i + 1:])]

print(fact(20), fact(0))
m = hanoi(3, "A", "C", "B", [])
print(len(m), m)
print(permutations([1, 2, 3]))
print(len(hanoi(10, "a", "b", "c", [])))
