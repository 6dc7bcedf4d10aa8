"""English function words that say nothing about which passage a sentence comes from.

Written for this project: articles, pronouns, auxiliaries, prepositions, conjunctions, common
adverbs and contractions, plus the reporting verbs every story and every summary are full of
("said", "told"). Lower case, straight apostrophes, as :mod:`writerlens.metrics.words` gives them.
"""

from __future__ import annotations

_WORDS = """
a about above across after afterwards again against ago all almost alone along already also
although always am among an and another any anybody anyone anything anyway anywhere are around
as at away back be became because become becomes been before behind being below beside besides
between beyond both but by can cannot could did do does doing done down during each either else
enough even ever every everybody everyone everything everywhere few for from further get gets
getting got had has have having he her here hers herself him himself his how however i if in
indeed instead into is it its itself just least less like many may me might mine more most much
must my myself near neither never nevertheless next no nobody none nor not nothing now nowhere of
off often on once one only onto or other others otherwise our ours ourselves out over own perhaps
quite rather really same several shall she should since so some somebody someone something
sometimes somewhere still such than that the their theirs them themselves then there therefore
these they this those though through throughout thus to together too toward towards under until
up upon us very was we well were what whatever when whenever where whereas wherever whether which
while who whoever whole whom whose why will with within without would yet you your yours yourself
yourselves
ask asked asks say said says saying tell tells told telling
i'm i've i'd i'll you're you've you'd you'll he's he'd he'll she's she'd she'll it's it'd it'll
we're we've we'd we'll they're they've they'd they'll that's there's here's what's who's let's
isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't can't
couldn't shouldn't mustn't mightn't needn't shan't ain't
"""

STOP_WORDS = frozenset(_WORDS.split())
