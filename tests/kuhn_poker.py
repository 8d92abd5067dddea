"""The model game moved to ``mandrapy/kuhn`` (registered as "kuhn"); this module keeps older tests' imports."""

from mandrapy.kuhn import CARDS, FACING, OPEN, Answer, Kuhn, KuhnState, KuhnView, Open  # noqa: F401
from mandrapy.kuhn.rules import PARSER, WORDS, ZONES  # noqa: F401
from mandrapy.kuhn.sampler import KuhnSampler  # noqa: F401
