# bench: cpu
# Spectral norm: nested loops, small float functions, list comprehensions.


def eval_a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def eval_a_times_u(u):
    n = len(u)
    return [sum(eval_a(i, j) * u[j] for j in range(n)) for i in range(n)]


def eval_at_times_u(u):
    n = len(u)
    return [sum(eval_a(j, i) * u[j] for j in range(n)) for i in range(n)]


def eval_ata_times_u(u):
    return eval_at_times_u(eval_a_times_u(u))


def spectral_norm(n):
    u = [1.0] * n
    v = u
    for _ in range(10):
        v = eval_ata_times_u(u)
        u = eval_ata_times_u(v)
    vbv = vv = 0.0
    for ue, ve in zip(u, v):
        vbv += ue * ve
        vv += ve * ve
    return (vbv / vv) ** 0.5


print(f"{spectral_norm(300):.9f}")
