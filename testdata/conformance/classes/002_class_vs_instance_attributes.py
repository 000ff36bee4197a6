class Config:
    defaults = {"debug": False}
    retries = 3
    tags = []

a, b = Config(), Config()
a.retries = 10
print(a.retries, b.retries, Config.retries)
a.tags.append("shared!")
print(b.tags, Config.tags)
b.tags = ["own"]
print(a.tags, b.tags)
Config.retries = 5
print(a.retries, b.retries)
del a.retries
print(a.retries, "retries" in vars(a), "retries" in vars(Config))
