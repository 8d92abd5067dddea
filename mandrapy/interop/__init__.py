"""The games inside the research ecosystem: ``mandrapy.interop.openspiel`` (every game as a pyspiel Python game)
and ``mandrapy.interop.pettingzoo`` (every game as an AEC environment). Each needs its extra
(``pip install mandrapy[openspiel]``, ``mandrapy[pettingzoo]``) and is imported only when asked for; the rules
import neither. Both are built on the research face every game declares (``mandrapy.core.research``)."""
