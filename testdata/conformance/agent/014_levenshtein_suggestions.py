def distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

COMMANDS = ["status", "commit", "checkout", "branch", "merge", "rebase", "stash", "push", "pull"]
for typo in ["stats", "comit", "chekout", "brnch", "psh", "rebsae", "xyzzy"]:
    scored = sorted((distance(typo, c), c) for c in COMMANDS)
    best_d, best = scored[0]
    hint = best if best_d <= 2 else None
    print(f"{typo:8} -> {hint!s:9} (distance {best_d}; next {scored[1]})")
