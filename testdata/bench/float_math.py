# bench: cpu
# A float arithmetic loop: a Mandelbrot set count and a numeric integral,
# with only + - * / and comparisons in the inner loops.


def mandelbrot(width, height, limit):
    inside = 0
    total_iters = 0
    for py in range(height):
        ci = py * 2.0 / height - 1.0
        for px in range(width):
            cr = px * 3.0 / width - 2.0
            zr = zi = 0.0
            i = 0
            while i < limit and zr * zr + zi * zi <= 4.0:
                zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
                i += 1
            total_iters += i
            if i == limit:
                inside += 1
    return inside, total_iters


def integrate(f, a, b, n):
    h = (b - a) / n
    s = 0.5 * (f(a) + f(b))
    x = a
    for _ in range(1, n):
        x += h
        s += f(x)
    return s * h


inside, iters = mandelbrot(420, 280, 60)
print(inside, iters)
print(f"{integrate(lambda x: 4.0 / (1.0 + x * x), 0.0, 1.0, 1200000):.9f}")
print(f"{integrate(lambda x: x * x * x - 2.0 * x, -1.5, 2.5, 1200000):.9f}")
