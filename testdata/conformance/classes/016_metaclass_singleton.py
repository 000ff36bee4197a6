class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]

class Settings(metaclass=Singleton):
    def __init__(self, env="dev"):
        print("init with", env)
        self.env = env

a = Settings("prod")
b = Settings("test")
print(a is b, a.env, b.env)
class Other(metaclass=Singleton):
    pass
print(Other() is Other(), Other() is a, len(Singleton._instances))
