import functools
import operator
from itertools import accumulate, starmap

nums = [1, 2, 3, 4, 5]
print(functools.reduce(operator.add, nums), functools.reduce(operator.mul, nums, 1))
print(functools.reduce(operator.or_, [{1}, {2}, {3}]))
print(list(map(operator.mul, nums, nums)))
print(list(starmap(operator.pow, zip(nums, [2] * 5))))
print(list(accumulate(nums, operator.sub)))
print(sum(map(operator.mul, [1, 2, 3], [4, 5, 6])))
print(list(map(operator.neg, nums)), list(map(operator.itemgetter(1), ["ab", "cd"])))
ops = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "//": operator.floordiv,
       "%": operator.mod, "**": operator.pow, "<": operator.lt, "==": operator.eq}
for sym, f in ops.items():
    print(f"7 {sym} 3 = {f(7, 3)}")

def evaluate_rpn(tokens):
    stack = []
    for tok in tokens:
        if tok in ops:
            b, a = stack.pop(), stack.pop()
            stack.append(ops[tok](a, b))
        else:
            stack.append(int(tok))
    return stack[0]

print(evaluate_rpn("3 4 + 2 *".split()), evaluate_rpn("2 3 ** 5 -".split()))
inventory = [{"name": "bolt", "qty": 3, "price": 0.5}, {"name": "nut", "qty": 10, "price": 0.1}]
print(sorted(inventory, key=operator.itemgetter("qty"), reverse=True)[0]["name"])
print(sum(map(operator.mul, map(operator.itemgetter("qty"), inventory), map(operator.itemgetter("price"), inventory))))
