class InventoryError(Exception):
    pass

stock = {"widget": 2}

def take(item, n):
    have = stock.get(item, 0)
    if have < n:
        raise InventoryError(f"cannot take {n} {item}(s): only {have} left")
    stock[item] = have - n
    return stock[item]

print(take("widget", 1))
print(take("widget", 1))
print(take("widget", 1))
