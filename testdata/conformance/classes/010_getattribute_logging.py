class Logged:
    def __init__(self):
        self.a = 1
        self.log = []
    def __getattribute__(self, name):
        if name != "log":
            object.__getattribute__(self, "log").append(name)
        return object.__getattribute__(self, name)
    def method(self):
        return self.a * 2

obj = Logged()
print(obj.a, obj.method(), obj.a)
print(obj.log)
try:
    obj.nope
except AttributeError as e:
    print("AttributeError:", e)
print(obj.log[-1])
