def level_three(data):
    return data["value"] * 2

def level_two(items):
    return [level_three(d) for d in items]

def level_one(batches):
    results = []
    for b in batches:
        results.append(level_two(b))
        print("batch ok:", results[-1])
    return results

level_one([[{"value": 1}, {"value": 2}], [{"value": 3}, {"val": 4}]])
