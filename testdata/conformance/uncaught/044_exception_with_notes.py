def validate(record):
    if "id" not in record:
        err = KeyError("id")
        err.add_note(f"record: {record}")
        err.add_note("every record needs an id")
        raise err
    return record["id"]

print(validate({"id": 7}))
print(validate({"name": "x"}))
