"""urllib: a package of modules for URLs (urllib.parse, urllib.request,
urllib.error). Written in Python; the package itself is empty."""
