"""Personal data in the forms real writers type, in the national formats that differ: the corpus
seeded (by ``pii_seed``) into every free-text field a bundle carries.

Each entry is ``(value as written, needles)``: the needles are what must not be found in the
exported bundle (folded, as ``pii_seed.is_found`` searches). Numbers are real formats with valid
checksums (cards pass Luhn, IBANs mod 97, national ids their own check digits) taken from the
issuers' published examples and test ranges, so that a validator cannot call them fake.
"""

from __future__ import annotations

#: card numbers: Visa, Mastercard, Amex, Discover, JCB, Diners, grouped or not
CARDS = [
    "4111 1111 1111 1111", "5500-0000-0000-0004", "378282246310005", "6011 1111 1111 1117",
    "3530111333300000", "4539 5787 6362 1486", "5105105105105100", "4012 8888 8888 1881",
]  # fmt: skip
#: IBANs of eight countries, grouped in fours as banks print them, or run together
IBANS = [
    "GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00",
    "FR14 2004 1010 0505 0001 3M02 606", "ES91 2100 0418 4502 0005 1332",
    "NL91ABNA0417164300", "IT60X0542811101000000123456",
    "SE45 5000 0000 0583 9825 7466", "PL61109010140000071219812874",
]  # fmt: skip
#: national ids of the main writing countries, with the words people write before them
NATIONAL_IDS = [
    ("my SSN is 536-22-1947", "536-22-1947"),
    ("NI number JG 10 37 29 D", "jg 10 37 29 d"),
    ("DNI 12345678Z", "12345678z"),
    ("NIE X1234567L", "x1234567l"),
    ("codice fiscale RSSMRA85T10A562S", "rssmra85t10a562s"),
    ("PESEL 44051401359", "44051401359"),
    ("personnummer 811218-9876", "811218-9876"),
    ("HETU 131052-308T", "131052-308t"),
    ("Aadhaar 2345 6789 0124", "2345 6789 0124"),
    ("Steuer-ID 65929970489", "65929970489"),
    ("TFN 123 456 782", "123 456 782"),
    ("NHS number 943 476 5919", "943 476 5919"),
]
#: dates of birth, in the languages' own ways of writing a date
BIRTHS = [
    ("born 14/03/1987", "14/03/1987"),
    ("DOB: 1987-03-14", "1987-03-14"),
    ("date of birth 14 March 1987", "14 march 1987"),
    ("born on March 14, 1987", "march 14, 1987"),
    ("geboren am 14.03.1987", "14.03.1987"),
    ("née le 14 mars 1987", "14 mars 1987"),
    ("nacida el 14 de marzo de 1987", "14 de marzo de 1987"),
    ("生年月日 1987年3月14日", "1987年3月14日"),
    ("birthday: 03/14/87", "03/14/87"),
]
#: street addresses and postcodes of eight countries
ADDRESSES = [
    ("221B Baker Street, London NW1 6XE", ("221b baker street", "nw1 6xe")),
    ("Hauptstraße 5, 10115 Berlin", ("hauptstrasse 5", "10115")),
    ("12 rue de la Paix, 75002 Paris", ("12 rue de la paix", "75002")),
    ("Calle Mayor 12, 28013 Madrid", ("calle mayor 12", "28013")),
    ("ul. Długa 5, 00-950 Warszawa", ("dluga 5", "00-950")),
    ("1600 Pennsylvania Avenue NW, Washington, DC 20500", ("1600 pennsylvania", "20500")),
    ("Via Roma 10, 00184 Roma", ("via roma 10", "00184")),
    ("Keizersgracht 123, 1015 CJ Amsterdam", ("keizersgracht 123", "1015 cj")),
    ("〒100-0001 Tokyo", ("100-0001",)),
    ("PO Box 4821, Toronto ON M5V 3L9", ("box 4821", "m5v 3l9")),
]
#: GPS coordinates: decimal, with hemispheres, degrees-minutes-seconds
GPS = [
    ("51.5014, -0.1419", ("51.5014", "0.1419")),
    ("48.8584° N, 2.2945° E", ("48.8584", "2.2945")),
    ("40°41′21″N 74°2′40″W", ("40°41", "74°2")),
    ("-33.8568, 151.2153", ("33.8568", "151.2153")),
    ("35.6586 139.7454", ("35.6586", "139.7454")),
    ("(52.5163, 13.3777)", ("52.5163", "13.3777")),
]
IPS = [
    "192.168.1.20", "2001:db8:85a3::8a2e:370:7334", "fe80::1ff:fe23:4567:890a", "10.0.0.7",
    "203.0.113.45", "2001:0db8:0000:0000:0000:ff00:0042:8329",
]  # fmt: skip
MACS = ["00:1A:2B:3C:4D:5E", "00-1A-2B-3C-4D-5F", "a4:83:e7:12:9b:0c", "F0-18-98-AB-CD-EF"]
#: emails spelled out to dodge harvesters
SPELLED_EMAILS = [
    ("inkwell dot reader at gmail dot com", ("inkwell dot reader", "inkwell")),
    ("inkwell.reader [at] proton [dot] me", ("inkwell.reader",)),
    ("quillpen (at) posteo (dot) de", ("quillpen",)),
    ("harbourwrites at outlook dot com", ("harbourwrites",)),
]
#: web addresses without a scheme and handles without an @
LINKS = [
    ("annaquillwrites.com/drafts", ("annaquillwrites",)),
    ("inkpot.substack.com", ("inkpot",)),
    ("I'm inkpot_writes on Instagram", ("inkpot_writes",)),
    ("u/inkpotwriter", ("inkpotwriter",)),
    ("Twitter: inkpotwrites", ("inkpotwrites",)),
    ("find me as quillpen22 on TikTok", ("quillpen22",)),
    ("lighthousekeeper.blog/about-me", ("lighthousekeeper",)),
    # a handle alone before its site, no cue, no handle's shape, in the writers' languages
    ("lanternwrites on Instagram", ("lanternwrites",)),
    ("Folgt tidelinepost auf TikTok", ("tidelinepost",)),
    ("Sigue a mareaescribe en Instagram", ("mareaescribe",)),
    ("lisez harbourink sur Wattpad", ("harbourink",)),
]
#: phone numbers in national formats (no country code), and one written in words
PHONES = [
    "020 7946 0958", "030 12345678", "06 12 34 56 78", "090-1234-5678", "138 0013 8000",
    "(02) 9876 5432", "91 123 45 67", "0412 345 678", "98765 43210", "8 (912) 345-67-89",
    "oh seven seven double nine, four one two three four five six",
]  # fmt: skip
#: a licence or API key written in groups of four
KEYS = ["ABCD-12EF-GH34-5678", "7hq2 lm9x v4tb 8nc3", "X9K2-PL4M-Q8RT-77ZA-B3C1"]

#: people in seven scripts, as listed, and the forms the text writes them in (with the
#: needles each form must not leave: stems for inflected forms, the given name alone in CJK)
SCRIPT_PEOPLE: list[tuple[str, list[tuple[str, tuple[str, ...]]]]] = [
    ("Ольга Петрова", [  # Russian: cases
        ("Ольги Петровой", ("ольги", "петровой")), ("Ольгу", ("ольгу",)),
        ("Ольгой", ("ольгой",)), ("Olga Petrova", ("olga", "petrova")),
    ]),
    ("Ελένη Παπαδοπούλου", [  # Greek: genitive, and the Latin spelling
        ("της Ελένης", ("ελενης",)), ("Ελένη Παπαδοπούλου", ("ελενη", "παπαδοπουλου")),
        ("Eleni", ("eleni",)),
    ]),
    ("王小明", [  # Chinese: no spaces, and the given name alone
        ("王小明说他来了", ("王小明",)), ("我和小明去了", ("小明",)),
    ]),
    ("山田 花子", [  # Japanese: run together with an honorific, the given name alone
        ("山田花子さんが来た", ("山田花子", "花子")), ("花子は", ("花子",)),
    ]),
    ("محمد الأحمد", [  # Arabic: attached "and", "with"
        ("ومحمد", ("محمد",)), ("بالأحمد", ("الأحمد",)), ("محمد الأحمد", ("محمد",)),
    ]),
    ("김민준", [  # Korean: a particle attached, the given name alone
        ("김민준은", ("김민준",)), ("민준이", ("민준",)),
    ]),
    ("Anna Maria Quill", [  # Latin with a middle name: run together, initials
        ("AnnaQuill", ("annaquill",)), ("A. M. Q.", ("a. m. q.",)), ("AMQ", ("amq",)),
        ("Quill's", ("quill",)),
    ]),
]  # fmt: skip


def corpus() -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    """Per kind (the scrubber's report kinds), the forms to seed and their needles."""
    return {
        "card": [(c, (c.lower(), c.replace(" ", "").replace("-", ""))) for c in CARDS],
        "iban": [(i, (i.lower(), i.replace(" ", "").lower())) for i in IBANS],
        "national_id": [(v, (n,)) for v, n in NATIONAL_IDS],
        "birth": [(v, (n,)) for v, n in BIRTHS],
        "address": list(ADDRESSES),
        "gps": list(GPS),
        "ip": [(i, (i.lower(),)) for i in IPS],
        "mac": [(m, (m.lower(),)) for m in MACS],
        "email": list(SPELLED_EMAILS),
        "link": list(LINKS),
        "phone": [(p, (p,)) for p in PHONES],
        "key": [(k, (k.lower(),)) for k in KEYS],
    }
