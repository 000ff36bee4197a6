def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + "!"
    return wrapper

def trace(fn):
    def wrapper(*args):
        print(f"-> {fn.__name__}{args}")
        result = fn(*args)
        print(f"<- {fn.__name__} = {result!r}")
        return result
    return wrapper

@shout
def hello(name):
    return f"hello {name}"

@trace
@shout
def bye(name):
    return f"bye {name}"

print(hello("world"))
print(bye("moon"))
print(hello.__name__)
