print(None.__class__, (1).__class__, "".__class__, [].__class__)
print(type(None).__class__)
cm = classmethod(lambda c: 1)
print(hasattr(cm, '__annotations__'), hasattr(cm, '__wrapped__'))
