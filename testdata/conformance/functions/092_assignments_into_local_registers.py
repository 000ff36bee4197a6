# Assignments computed straight into a local's register: the local keeps
# its old value when the expression raises, reads of the local inside the
# expression see the old value, and return runs finally/except cleanup.
class Node:
    def __init__(self, v, nxt=None):
        self.v, self.next = v, nxt


def walk(n):
    total = 0
    while n is not None:
        total = total * 10 + n.v
        n = n.next
    return total


def keeps_on_error(a, b):
    x = 1
    try:
        x = a / b
    except ZeroDivisionError:
        pass
    return x


def reads_old(x):
    x = x * 2 + x
    y = -x
    y = y < 0
    z = [1, 2, 3]
    z = z[1:]
    z = z[0]
    return x, y, z


def chained(x):
    x = 0 < x < 10
    return x


def walrus(x):
    x += (x := 5)
    y = 1
    y += (y := 10) + y
    return x, y


def in_finally():
    x = 1
    try:
        return x
    finally:
        x = 2


def in_except():
    try:
        raise ValueError("v")
    except ValueError as e:
        return e


def unbound(flag):
    if flag:
        x = 1
    try:
        x += 1
    except UnboundLocalError as e:
        return type(e).__name__, str(e)
    return x


def counters(n):
    evens = odds = 0
    total = 0.0
    for i in range(n):
        if i % 2 == 0:
            evens += 1
        else:
            odds += 1
        total += i / 2
        total -= 0.25
    return evens, odds, total


print(walk(Node(1, Node(2, Node(3)))))
print(keeps_on_error(1, 0), keeps_on_error(6, 3))
print(reads_old(4), chained(5), chained(50))
print(walrus(3))
print(in_finally(), repr(in_except()))
print(unbound(True), unbound(False))
print(counters(11))
