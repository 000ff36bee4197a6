import warnings
warnings.simplefilter("error", RuntimeWarning)
warnings.warn("fatal warning", RuntimeWarning)
