"""The 44 spell cards, generated once by tools/make_conjuraction_cards.py (do not edit by hand).

Each card: its 3x3 grid row by row (E Essence, Y Energy, A Arcana, P Plasma) and its rune.
"""

CARD_TABLE = (
    ('YEYPYAPEA', 'essence'),   # 0
    ('EEYPAEYYA', 'essence'),   # 1
    ('EAAEPYEYY', 'essence'),   # 2
    ('EAYAYEPYP', 'essence'),   # 3
    ('AYPAAYYEE', 'essence'),   # 4
    ('AEPYEAPEY', 'essence'),   # 5
    ('EYAPPYEYE', 'essence'),   # 6
    ('EYPAPEYEP', 'essence'),   # 7
    ('EPAYEAAYE', 'essence'),   # 8
    ('AEEPPEAPY', 'essence'),   # 9
    ('YPEYAPEAP', 'essence'),   # 10
    ('AAYPPYEEY', 'energy'),   # 11
    ('PEPEYYPYA', 'energy'),   # 12
    ('APPEEYAAE', 'energy'),   # 13
    ('EAAPAEEPY', 'energy'),   # 14
    ('YYPPEAAYP', 'energy'),   # 15
    ('YAAYYPPPE', 'energy'),   # 16
    ('AYYYAEEPA', 'energy'),   # 17
    ('APYYEAAPP', 'energy'),   # 18
    ('PAYYAEYEE', 'energy'),   # 19
    ('AEYPEAEYY', 'energy'),   # 20
    ('EPEYAAEAP', 'energy'),   # 21
    ('PAYYEAEYE', 'arcana'),   # 22
    ('AYYPEAYEP', 'arcana'),   # 23
    ('EPEYYAPYP', 'arcana'),   # 24
    ('EYYEYAPPE', 'arcana'),   # 25
    ('EEPPYPYAY', 'arcana'),   # 26
    ('AAEPPPEYE', 'arcana'),   # 27
    ('PYYYAEPAE', 'arcana'),   # 28
    ('EAAPEPYEY', 'arcana'),   # 29
    ('EEYPAEPYY', 'arcana'),   # 30
    ('YAEYPYPAE', 'arcana'),   # 31
    ('EPAPAEAYY', 'arcana'),   # 32
    ('YPAEPEEAP', 'plasma'),   # 33
    ('AAYPYEPYA', 'plasma'),   # 34
    ('EYAPAEAEY', 'plasma'),   # 35
    ('YYEAPEPEP', 'plasma'),   # 36
    ('AAEPYEYEY', 'plasma'),   # 37
    ('YPAAYYPEE', 'plasma'),   # 38
    ('PPAYAEPEA', 'plasma'),   # 39
    ('EAPYYYEEA', 'plasma'),   # 40
    ('AEPPAAYPE', 'plasma'),   # 41
    ('APAYEPEPE', 'plasma'),   # 42
    ('YYPAAEPEP', 'plasma'),   # 43
)
