class Exporter:
    def export(self, rows):
        header = self.header()
        return [header] + [self.row(r) for r in rows]
    def header(self):
        return "id,name"
    def row(self, r):
        raise NotImplementedError("subclasses must implement row()")

class CsvExporter(Exporter):
    def row(self, r):
        return f"{r[0]},{r[1]}"

print(CsvExporter().export([(1, "a"), (2, "b")]))
print(Exporter().export([(1, "a")]))
