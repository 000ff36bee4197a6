x = "global x"

def level1():
    x = "level1 x"
    def level2():
        def level3():
            return x
        return level3()
    return level2()

def reads_global():
    return x

def local_shadow():
    x = "local"
    return [x for _ in range(1)][0]

print(level1(), reads_global(), local_shadow(), x)
def builtins_shadow():
    len = lambda s: -1
    return len("abc")
print(builtins_shadow(), len("abc"))
