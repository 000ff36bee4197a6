# bench: cpu
# A small ray tracer: a Vec class with dunder arithmetic, properties and
# methods, spheres and planes hit by rays, diffuse shading with shadows and
# one reflection bounce; prints a checksum and a coarse ASCII rendering.
import math


class Vec:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec(-self.x, -self.y, -self.z)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    @property
    def length(self):
        return math.sqrt(self.dot(self))

    def normalized(self):
        n = self.length
        return Vec(self.x / n, self.y / n, self.z / n)

    def scale(self, o):
        return Vec(self.x * o.x, self.y * o.y, self.z * o.z)


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction.normalized()

    def at(self, t):
        return self.origin + self.direction * t


class Sphere:
    def __init__(self, center, radius, color, reflect=0.0):
        self.center = center
        self.radius = radius
        self.color = color
        self.reflect = reflect

    def intersect(self, ray):
        oc = ray.origin - self.center
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return None
        root = math.sqrt(disc)
        t = -b - root
        if t > 1e-6:
            return t
        t = -b + root
        return t if t > 1e-6 else None

    def normal(self, p):
        return (p - self.center).normalized()


class Plane:
    def __init__(self, point, normal_, color, reflect=0.0):
        self.point = point
        self.n = normal_.normalized()
        self.color = color
        self.reflect = reflect

    def intersect(self, ray):
        denom = self.n.dot(ray.direction)
        if abs(denom) < 1e-9:
            return None
        t = (self.point - ray.origin).dot(self.n) / denom
        return t if t > 1e-6 else None

    def normal(self, p):
        return self.n


class Scene:
    def __init__(self):
        self.objects = [
            Sphere(Vec(0, 1, 5), 1.0, Vec(0.9, 0.2, 0.2), 0.3),
            Sphere(Vec(-2.2, 0.8, 6), 0.8, Vec(0.2, 0.9, 0.3), 0.1),
            Sphere(Vec(2.0, 0.6, 4.5), 0.6, Vec(0.3, 0.3, 0.95), 0.5),
            Plane(Vec(0, 0, 0), Vec(0, 1, 0), Vec(0.8, 0.8, 0.7), 0.2),
        ]
        self.light = Vec(-4, 6, 1)
        self.ambient = 0.08

    def closest(self, ray):
        best_t = None
        best = None
        for obj in self.objects:
            t = obj.intersect(ray)
            if t is not None and (best_t is None or t < best_t):
                best_t, best = t, obj
        return best, best_t

    def trace(self, ray, depth):
        obj, t = self.closest(ray)
        if obj is None:
            k = 0.5 * (ray.direction.y + 1.0)
            return Vec(1, 1, 1) * (1 - k) + Vec(0.5, 0.7, 1.0) * k
        p = ray.at(t)
        n = obj.normal(p)
        to_light = (self.light - p).normalized()
        shadow, st = self.closest(Ray(p, to_light))
        lit = 0.0
        if shadow is None or st > (self.light - p).length:
            lit = max(0.0, n.dot(to_light))
        color = obj.color * (self.ambient + (1 - self.ambient) * lit)
        if depth > 0 and obj.reflect > 0:
            d = ray.direction
            r = d - n * (2 * d.dot(n))
            color = color * (1 - obj.reflect) + self.trace(Ray(p, r), depth - 1) * obj.reflect
        return color


def render(width, height):
    scene = Scene()
    eye = Vec(0, 1.2, -1)
    rows = []
    total = 0.0
    for j in range(height):
        row = []
        for i in range(width):
            x = (i - width / 2) / width * 2.0
            y = (height / 2 - j) / height * 1.5 + 1.0
            c = scene.trace(Ray(eye, Vec(x, y, 1.5) - Vec(0, 1.2, 0) + Vec(0, 0, 0)), 2)
            lum = 0.3 * c.x + 0.59 * c.y + 0.11 * c.z
            total += lum
            row.append(" .:-=+*#%@"[min(9, int(lum * 10))])
        rows.append("".join(row))
    return total, rows


total, rows = render(160, 120)
print("checksum %.6f" % total)
for r in rows[::12]:
    print(r[::2])
