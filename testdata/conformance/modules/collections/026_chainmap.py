from collections import ChainMap

defaults = {'color': 'red', 'user': 'guest', 'debug': False}
env = {'user': 'admin'}
cli = {'debug': True}
cfg = ChainMap(cli, env, defaults)
print(cfg['color'], cfg['user'], cfg['debug'], len(cfg), list(cfg), sorted(cfg.items()))
print(cfg, 'color' in cfg, 'nope' in cfg, cfg.get('nope'), cfg.get('user', 'x'), bool(cfg), bool(ChainMap()))
cfg['color'] = 'blue'
print(cli, defaults['color'])
del cfg['color']
try:
    del cfg['user']
except KeyError as e:
    print('KeyError', e)
try:
    cfg['missing']
except KeyError as e:
    print('KeyError', e)
child = cfg.new_child()
child['x'] = 1
print(child, child.maps[0], child.parents == cfg, type(child.parents).__name__)
print(cfg.new_child({'a': 1}, b=2).maps[0], cfg.new_child(z=0).maps[0])
print(ChainMap(), ChainMap({}).maps, ChainMap.fromkeys('ab', 0))
c2 = cfg.copy()
c2['debug'] = 'copied'
print(c2.maps[0], cli, c2.maps[1] is env)
print(cfg.pop('debug'), cfg.maps[0])
try:
    cfg.pop('debug')
except KeyError as e:
    print('KeyError', e)
print(cfg.pop('debug', 'dflt'))
try:
    cfg.popitem()
except KeyError as e:
    print('KeyError', e)
cfg['k'] = 'v'
print(cfg.popitem(), cfg.maps[0])
cfg.clear()
print(cfg.maps)
m = ChainMap({'a': 1}, {'b': 2})
print(m | {'c': 3}, {'z': 0} | m, type({'z': 0} | m).__name__)
m |= {'d': 4}
print(m, dict(m))
print(m == {'a': 1, 'b': 2, 'd': 4}, m == ChainMap({'a': 1, 'b': 2, 'd': 4}))
print(m.keys(), m.values(), m.items())
