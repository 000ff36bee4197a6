def numbers(label):
    try:
        for i in range(100):
            yield i
    finally:
        print(label, "finalized")

gen = numbers("first")
for n in gen:
    if n == 3:
        print("breaking at", n)
        break
print("after loop; generator still suspended")
print(next(gen), next(gen))
gen.close()
print("closed")
print(next(gen, "nothing left"))

def limited():
    try:
        yield 1
        return
    finally:
        print("return runs finally")

print(list(limited()))
