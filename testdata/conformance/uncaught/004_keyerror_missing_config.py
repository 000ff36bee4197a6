config = {"host": "example.org", "port": 8080}
print("host:", config["host"])
print("port:", config["port"])
print("timeout:", config["timeout"])
