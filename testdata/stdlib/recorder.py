"""What the record.py scripts under testdata/stdlib share: evaluate each case
in python3 after the prelude and write cases.json next to the script, in the
shape stdlib/recorded_ext_test.go reads."""
import json
import os


def evaluate(prelude, code, env=None):
    """repr of the value of code after prelude, or 'ExcName: message'; with
    env, in that namespace (the prelude already run there) instead of a
    fresh one."""
    if env is None:
        env = {}
        exec(prelude, env)
    try:
        return repr(eval(code, env))
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


def write_cases(script, prelude, cases, shared_env=False, ensure_ascii=True):
    """Record every case and write cases.json beside script (its __file__).
    shared_env evaluates every case in one namespace, the prelude run once."""
    env = None
    if shared_env:
        env = {}
        exec(prelude, env)
    out = {'prelude': prelude, 'cases': [{'code': c, 'want': evaluate(prelude, c, env)} for c in cases]}
    with open(os.path.join(os.path.dirname(os.path.abspath(script)), 'cases.json'), 'w') as f:
        json.dump(out, f, indent=0, ensure_ascii=ensure_ascii)
        f.write('\n')
    print(len(cases), 'cases')
