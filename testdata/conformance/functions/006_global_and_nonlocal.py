counter = 0

def bump():
    global counter
    counter += 1
    return counter

def outer():
    value = "outer"
    def inner():
        nonlocal value
        value = "changed by inner"
    inner()
    return value

print(bump(), bump(), counter)
print(outer())
def shadow():
    counter = 100
    return counter
print(shadow(), counter)
def create_global():
    global brand_new
    brand_new = "created"
create_global()
print(brand_new)
