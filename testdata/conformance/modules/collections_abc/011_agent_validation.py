from collections.abc import Mapping, Sequence, Iterable, Callable, MutableMapping, Hashable

def validate(config, schema):
    errors = []
    if not isinstance(config, Mapping):
        return ['config must be a mapping']
    for key, kind in schema.items():
        if key not in config:
            errors.append(f'missing {key}')
        elif not isinstance(config[key], kind):
            errors.append(f'{key}: expected {kind.__name__}, got {type(config[key]).__name__}')
    return errors

schema = {'name': str, 'tags': Sequence, 'hooks': Iterable, 'on_done': Callable, 'meta': Mapping}
print(validate({'name': 'x', 'tags': ('a',), 'hooks': iter([]), 'on_done': print, 'meta': {}}, schema))
print(validate({'name': 1, 'tags': {'a'}, 'hooks': 3, 'on_done': None, 'meta': []}, schema))
print(validate([], schema))

def deep_update(base, upd):
    for k, v in upd.items():
        if isinstance(v, Mapping) and isinstance(base.get(k), MutableMapping):
            deep_update(base[k], v)
        else:
            base[k] = v
    return base
print(deep_update({'a': {'b': 1, 'c': 2}, 'd': 1}, {'a': {'b': 9}, 'e': 5}))
print([isinstance(x, Hashable) for x in (1, 'a', (1,), [1], {}, set(), frozenset())])
