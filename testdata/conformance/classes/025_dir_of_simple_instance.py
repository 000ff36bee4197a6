class Plain:
    pass

class WithStuff:
    a = 1
    def __init__(self):
        self.b = 2
    def c(self):
        pass

print(dir(Plain()))
print(dir(WithStuff()))
print(sorted(set(dir(WithStuff())) - set(dir(Plain()))))
