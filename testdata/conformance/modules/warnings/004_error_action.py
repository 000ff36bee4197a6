import warnings
warnings.simplefilter("error")
try:
    warnings.warn("now an error")
except UserWarning as e:
    print("raised", type(e).__name__, e)
warnings.resetwarnings()
warnings.filterwarnings("error", category=DeprecationWarning)
try:
    warnings.warn("dep", DeprecationWarning)
except DeprecationWarning as e:
    print("raised", e)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("ignored", DeprecationWarning)
print("end")
