class Settings:
    DEBUG = False
    LEVEL = 3

print(Settings.DEBUG, Settings.LEVEL)
print(getattr(Settings, "VERBOSE", "missing (with default)"))
print(Settings.VERBOSE)
