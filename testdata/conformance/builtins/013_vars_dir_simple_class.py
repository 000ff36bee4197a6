class Config:
    version = 2
    def __init__(self):
        self.name = "svc"
        self.port = 80
    def url(self):
        return f"http://{self.name}:{self.port}"

c = Config()
print(vars(c))
print([n for n in dir(c) if not n.startswith("_")])
print(sorted(k for k in vars(Config) if not k.startswith("__")))
print("url" in dir(Config), "name" in dir(Config), "name" in dir(c))
try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)
