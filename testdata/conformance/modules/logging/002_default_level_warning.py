import logging, sys
logging.basicConfig(stream=sys.stdout)
logging.info("hidden")
logging.warning("shown")
print(logging.getLogger().level, logging.getLogger().getEffectiveLevel())
