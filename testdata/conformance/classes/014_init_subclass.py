class Plugin:
    registry = {}
    def __init_subclass__(cls, /, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.key = key or cls.__name__.lower()
        Plugin.registry[cls.key] = cls

class CsvExporter(Plugin, key="csv"):
    pass

class JsonExporter(Plugin):
    pass

class PrettyJson(JsonExporter, key="json-pretty"):
    pass

print(sorted(Plugin.registry))
print(Plugin.registry["csv"].__name__, PrettyJson.key, JsonExporter.key)
print(issubclass(PrettyJson, Plugin), "key" in vars(Plugin))
