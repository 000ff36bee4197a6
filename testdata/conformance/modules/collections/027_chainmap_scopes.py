from collections import ChainMap

# Nested variable scopes, the classic ChainMap use.
globals_ = {'x': 1, 'y': 2}
scope = ChainMap(globals_)
scope = scope.new_child({'x': 10})
scope = scope.new_child({'z': 100})
print(scope['x'], scope['y'], scope['z'], len(scope.maps))
scope['x'] = 'shadow'
print(scope.maps)
scope = scope.parents
print(scope['x'], scope.maps)
r = ChainMap({'a': 1})
r.maps.append(r.maps[0])
print(r, len(r), list(r))
selfref = ChainMap({})
selfref.maps[0]['me'] = selfref
print(selfref)

class DeepChainMap(ChainMap):
    def __setitem__(self, key, value):
        for mapping in self.maps:
            if key in mapping:
                mapping[key] = value
                return
        self.maps[0][key] = value
d = DeepChainMap({'zebra': 'black'}, {'elephant': 'blue'}, {'lion': 'yellow'})
d['lion'] = 'orange'
d['snake'] = 'red'
print(d, type(d.new_child()).__name__)
