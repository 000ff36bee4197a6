name = "report"
version = 3
print(name + "_v" + str(version))
print(name + "_v" + version)
