from pprint import pprint, pformat
response = {
    'status': 'ok',
    'results': [
        {'id': 1, 'title': 'First result with a fairly long title', 'score': 0.95, 'tags': ['x', 'y']},
        {'id': 2, 'title': 'Second', 'score': 0.5, 'tags': []},
    ],
    'meta': {'page': 1, 'per_page': 20, 'total': 2, 'query': 'search terms go here'},
}
pprint(response)
print(pformat(response, width=60, compact=True))
for line in pformat(response['results'][0]).splitlines():
    print('>', line)
