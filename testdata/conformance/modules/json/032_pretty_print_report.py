import json

report = {
    "summary": {"passed": 12, "failed": 1, "skipped": 0, "ratio": 12 / 13},
    "failures": [{"test": "test_parse", "message": "expected 'a', got \"b\"", "lines": [10, 12]}],
    "env": {"python": "3.11", "flags": [], "extra": {}},
}
text = json.dumps(report, indent=4, sort_keys=True)
print(text)
print(len(text.splitlines()))
compact = json.dumps(report, separators=(",", ":"), sort_keys=True)
print(compact)
print(json.loads(text) == json.loads(compact) == report)
