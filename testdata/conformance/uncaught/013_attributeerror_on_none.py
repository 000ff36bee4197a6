def find_user(users, name):
    for u in users:
        if u["name"] == name:
            return u

users = [{"name": "ann"}, {"name": "bob"}]
print(find_user(users, "ann"))
result = find_user(users, "zed")
print(result)
print(result.upper())
