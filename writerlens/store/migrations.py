"""Forward-only schema migrations.

The database's ``PRAGMA user_version`` is the number of migrations applied. A new migration is
appended to :data:`MIGRATIONS` and never edited once released; a database written by a newer
WriterLens (higher version than we know) is refused rather than guessed at.
"""

from __future__ import annotations

# Every table keeps ids as INTEGER PRIMARY KEY and times as ISO 8601 UTC text.
_V1 = """
CREATE TABLE manuscripts (
    id INTEGER PRIMARY KEY,
    family_id INTEGER REFERENCES manuscripts(id) ON DELETE SET NULL,
    version INTEGER NOT NULL DEFAULT 1,
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    words INTEGER NOT NULL,
    tokens INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    source_format TEXT NOT NULL,
    source_name TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL,
    reading_level REAL,
    is_sample INTEGER NOT NULL DEFAULT 0,
    notes TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX manuscripts_sha256 ON manuscripts(sha256);
CREATE INDEX manuscripts_family ON manuscripts(family_id);

CREATE TABLE story_labels (
    manuscript_id INTEGER PRIMARY KEY REFERENCES manuscripts(id) ON DELETE CASCADE,
    narrator TEXT CHECK (narrator IN ('reliable', 'unreliable')),
    detailed_subplot INTEGER CHECK (detailed_subplot IN (0, 1)),
    timeline TEXT CHECK (timeline IN ('linear', 'non-linear')),
    updated_at TEXT NOT NULL
);

-- A job is one model summarizing one story with one strategy; its steps are summary_nodes.
CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    manuscript_id INTEGER NOT NULL REFERENCES manuscripts(id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    strategy TEXT NOT NULL,
    params TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'running', 'done', 'cancelled', 'failed')),
    error TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX jobs_manuscript ON jobs(manuscript_id);

CREATE TABLE summaries (
    id INTEGER PRIMARY KEY,
    manuscript_id INTEGER NOT NULL REFERENCES manuscripts(id) ON DELETE CASCADE,
    job_id INTEGER REFERENCES jobs(id) ON DELETE SET NULL,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    model_answered TEXT NOT NULL DEFAULT '',
    strategy TEXT NOT NULL,
    params TEXT NOT NULL DEFAULT '{}',
    prompts TEXT NOT NULL DEFAULT '{}',
    text TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ok', 'refused', 'failed')),
    error TEXT NOT NULL DEFAULT '',
    input_tokens INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    cost_usd REAL,
    started_at TEXT,
    finished_at TEXT,
    created_at TEXT NOT NULL,
    is_demo INTEGER NOT NULL DEFAULT 0,
    label TEXT NOT NULL DEFAULT ''
);
CREATE INDEX summaries_manuscript ON summaries(manuscript_id);

-- Every LLM call of a job, saved the moment it returns: the checkpoint and the merge tree.
CREATE TABLE summary_nodes (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    level INTEGER NOT NULL,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    children TEXT NOT NULL DEFAULT '[]',
    prompt_id TEXT NOT NULL DEFAULT '',
    prompt_version TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'refused', 'failed')),
    error TEXT NOT NULL DEFAULT '',
    input_tokens INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    model_answered TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    UNIQUE (job_id, kind, level, position)
);

-- One review per story: the blind order shown and where the writer is.
CREATE TABLE reviews (
    id INTEGER PRIMARY KEY,
    manuscript_id INTEGER NOT NULL UNIQUE REFERENCES manuscripts(id) ON DELETE CASCADE,
    summary_order TEXT NOT NULL,
    position TEXT NOT NULL DEFAULT '{}',
    started_at TEXT NOT NULL,
    completed_at TEXT,
    revealed_at TEXT
);

CREATE TABLE ratings (
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    question_id TEXT NOT NULL,
    answer INTEGER NOT NULL CHECK (answer BETWEEN 1 AND 4),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (review_id, summary_id, question_id)
);

CREATE TABLE feedback (
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (review_id, summary_id)
);

-- Code-point offsets into the immutable summary text, plus the quote and its context
-- (W3C Web Annotation TextPositionSelector + TextQuoteSelector).
CREATE TABLE spans (
    id INTEGER PRIMARY KEY,
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    start INTEGER NOT NULL CHECK (start >= 0),
    "end" INTEGER NOT NULL CHECK ("end" > start),
    quote TEXT NOT NULL,
    prefix TEXT NOT NULL DEFAULT '',
    suffix TEXT NOT NULL DEFAULT '',
    label_id TEXT NOT NULL,
    comment TEXT NOT NULL DEFAULT '',
    antecedent_id INTEGER REFERENCES spans(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX spans_summary ON spans(summary_id);

CREATE TABLE rankings (
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    rank INTEGER NOT NULL CHECK (rank >= 1),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (review_id, summary_id),
    UNIQUE (review_id, rank)
);

-- LCFO-style question probes: the writer's questions and answers about a story.
CREATE TABLE probes (
    id INTEGER PRIMARY KEY,
    manuscript_id INTEGER NOT NULL REFERENCES manuscripts(id) ON DELETE CASCADE,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE probe_results (
    probe_id INTEGER NOT NULL REFERENCES probes(id) ON DELETE CASCADE,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    judge_model TEXT NOT NULL,
    answered INTEGER NOT NULL CHECK (answered IN (0, 1)),
    evidence TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    PRIMARY KEY (probe_id, summary_id, judge_model)
);

-- The writer's answer to "may this story go to <provider>?"; withdrawing sets granted = 0.
CREATE TABLE consents (
    provider TEXT PRIMARY KEY,
    granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
    policy_version TEXT NOT NULL DEFAULT '',
    decided_at TEXT NOT NULL
);

CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""

# A review records which questionnaire and error taxonomy (id and version) the writer answered,
# so that a study bundle says exactly which wording was used.
_REVIEW_INSTRUMENTS = """
ALTER TABLE reviews ADD COLUMN questionnaire_id TEXT NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN questionnaire_version TEXT NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN taxonomy_id TEXT NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN taxonomy_version TEXT NOT NULL DEFAULT '';
"""

# LLM judges: their answers to the questionnaire and their coherence scores (``scores``), their
# sentence-by-sentence coherence verdicts, and how each probe verdict went. Kept apart from the
# writer's own ratings; a NULL value is a judge that gave no usable answer (see status).
_V3 = """
CREATE TABLE scores (
    id INTEGER PRIMARY KEY,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    judge_model TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('question', 'coherence')),
    name TEXT NOT NULL,
    value REAL,
    status TEXT NOT NULL CHECK (status IN ('ok', 'unparseable', 'refused')),
    reply TEXT NOT NULL DEFAULT '',
    instrument TEXT NOT NULL DEFAULT '',
    prompt TEXT NOT NULL DEFAULT '',
    input_tokens INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (summary_id, judge_model, kind, name)
);
CREATE INDEX scores_summary ON scores(summary_id);

CREATE TABLE coherence_sentences (
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    judge_model TEXT NOT NULL,
    sentence INTEGER NOT NULL CHECK (sentence >= 0),
    start INTEGER NOT NULL CHECK (start >= 0),
    "end" INTEGER NOT NULL CHECK ("end" >= start),
    confused INTEGER CHECK (confused IN (0, 1)),
    kinds TEXT NOT NULL DEFAULT '[]',
    question TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('ok', 'unparseable', 'refused')),
    reply TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    PRIMARY KEY (summary_id, judge_model, sentence)
);

ALTER TABLE probe_results ADD COLUMN status TEXT NOT NULL DEFAULT 'ok'
    CHECK (status IN ('ok', 'unparseable', 'refused'));
ALTER TABLE probe_results ADD COLUMN reply TEXT NOT NULL DEFAULT '';
"""

# An inconsistency or repetition may point at ANY passage of its summary as its antecedent, not
# only at one already highlighted: the passage is kept like a span (code-point offsets, quote,
# prefix, suffix). ``antecedent_id`` still names the highlight on exactly that passage, if any.
_V4_SPAN_ANTECEDENT_PASSAGE = """
ALTER TABLE spans ADD COLUMN antecedent_start INTEGER CHECK (antecedent_start >= 0);
ALTER TABLE spans ADD COLUMN antecedent_end INTEGER;
ALTER TABLE spans ADD COLUMN antecedent_quote TEXT;
ALTER TABLE spans ADD COLUMN antecedent_prefix TEXT;
ALTER TABLE spans ADD COLUMN antecedent_suffix TEXT;
"""

# A summary (or one call of its job) cut off at the model's token limit is stored as
# 'truncated', never as 'ok'. SQLite cannot alter a CHECK constraint, and rebuilding
# ``summaries`` would cascade-delete every rating that points at it; so the constraint text is
# widened in place (SQLite's documented writable_schema procedure for schema changes ALTER TABLE
# cannot make), the schema is reloaded on this connection (RESET) and, by a throw-away table, on
# every other one. Only a constraint is loosened: no row changes.
_V5_TRUNCATED = """
PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, 'CHECK (status IN (''ok'', ''refused'', ''failed''))',
                          'CHECK (status IN (''ok'', ''refused'', ''failed'', ''truncated''))')
 WHERE type = 'table' AND name IN ('summaries', 'summary_nodes');
PRAGMA writable_schema = RESET;
CREATE TABLE _schema_reload (x INTEGER);
DROP TABLE _schema_reload;
"""

# Claim-by-claim faithfulness and omissions (the FABLES instrument, Kim et al. 2024).
# ``claim_sets`` is one decomposition of a summary by a model; ``claims`` are its atomic claims,
# each pointing at the summary passage it came from (code points into the summary). A claim the
# writer edits, splits or merges is kept, retired (``retired_at``), and the new claims name it
# in ``parents``. The writer's verdicts (with the story passage given as evidence) belong to the
# review; an LLM judge's verdicts are kept apart in ``claim_judgments``. An omission is a story
# passage (code points into the story) that one or more summaries should have included.
_V6_CLAIMS = """
CREATE TABLE claim_sets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    prompt_id TEXT NOT NULL DEFAULT '',
    prompt_version TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('ok', 'refused', 'failed', 'truncated')),
    reply TEXT NOT NULL DEFAULT '',
    error TEXT NOT NULL DEFAULT '',
    input_tokens INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE INDEX claim_sets_summary ON claim_sets(summary_id);

CREATE TABLE claims (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    claim_set_id INTEGER REFERENCES claim_sets(id) ON DELETE SET NULL,
    text TEXT NOT NULL CHECK (length(text) > 0),
    start INTEGER NOT NULL CHECK (start >= 0),
    "end" INTEGER NOT NULL CHECK ("end" > start),
    origin TEXT NOT NULL CHECK (origin IN ('model', 'writer', 'edit', 'split', 'merge')),
    parents TEXT NOT NULL DEFAULT '[]',
    retired_at TEXT,
    created_at TEXT NOT NULL
);
CREATE INDEX claims_summary ON claims(summary_id);

CREATE TABLE claim_verdicts (
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    claim_id INTEGER NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
    verdict TEXT NOT NULL
        CHECK (verdict IN ('faithful', 'unfaithful', 'partial', 'unverifiable')),
    kind TEXT,
    comment TEXT NOT NULL DEFAULT '',
    evidence_start INTEGER CHECK (evidence_start >= 0),
    evidence_end INTEGER,
    evidence_quote TEXT,
    evidence_source TEXT NOT NULL DEFAULT 'none'
        CHECK (evidence_source IN ('proposed', 'chosen', 'none')),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (review_id, claim_id),
    CHECK ((evidence_start IS NULL) = (evidence_end IS NULL)),
    CHECK (evidence_end IS NULL OR evidence_end > evidence_start)
);

CREATE TABLE omissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    start INTEGER NOT NULL CHECK (start >= 0),
    "end" INTEGER NOT NULL CHECK ("end" > start),
    quote TEXT NOT NULL,
    prefix TEXT NOT NULL DEFAULT '',
    suffix TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL CHECK (kind IN
        ('event', 'character', 'relationship', 'attribute', 'theme', 'ending')),
    comment TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX omissions_review ON omissions(review_id);

CREATE TABLE omission_summaries (
    omission_id INTEGER NOT NULL REFERENCES omissions(id) ON DELETE CASCADE,
    summary_id INTEGER NOT NULL REFERENCES summaries(id) ON DELETE CASCADE,
    PRIMARY KEY (omission_id, summary_id)
);
CREATE INDEX omission_summaries_summary ON omission_summaries(summary_id);

CREATE TABLE claim_judgments (
    claim_id INTEGER NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
    judge_model TEXT NOT NULL,
    verdict TEXT CHECK (verdict IN ('faithful', 'unfaithful', 'partial', 'unverifiable')),
    evidence TEXT NOT NULL DEFAULT '[]',
    explanation TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('ok', 'unparseable', 'refused')),
    reply TEXT NOT NULL DEFAULT '',
    prompt TEXT NOT NULL DEFAULT '',
    input_tokens INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    PRIMARY KEY (claim_id, judge_model)
);
"""

# Links made before migration 4 named only the highlight they pointed at (``antecedent_id``);
# migration 4 left their passage empty, so the window showed no link and the next edit of the
# comment saved "no link". The passage is taken from the highlight the link names.
# A job being run holds a lease: which process runs it and when it last said so (heartbeat), so
# that another WriterLens refuses to resume it while it runs, and a job whose runner died is
# seen as stopped (resumable), not as running forever.
_V7_LINKS_AND_LEASES = """
UPDATE spans
   SET antecedent_start = (SELECT a.start FROM spans a WHERE a.id = spans.antecedent_id),
       antecedent_end = (SELECT a."end" FROM spans a WHERE a.id = spans.antecedent_id),
       antecedent_quote = (SELECT a.quote FROM spans a WHERE a.id = spans.antecedent_id),
       antecedent_prefix = (SELECT a.prefix FROM spans a WHERE a.id = spans.antecedent_id),
       antecedent_suffix = (SELECT a.suffix FROM spans a WHERE a.id = spans.antecedent_id)
 WHERE antecedent_id IS NOT NULL AND antecedent_start IS NULL
   AND EXISTS (SELECT 1 FROM spans a WHERE a.id = spans.antecedent_id);
ALTER TABLE jobs ADD COLUMN lease_owner TEXT NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN heartbeat_at REAL;
"""

# A summary (or one call of its job) that is not a summary by the engine's checks (a copy of the
# story, a loop, leaked markup, a few words where hundreds were asked) is stored as 'flagged',
# never as 'ok'. Widened in place like _V5_TRUNCATED, for the same reasons.
_V8_FLAGGED = """
PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, '''failed'', ''truncated''))',
                          '''failed'', ''truncated'', ''flagged''))')
 WHERE type = 'table' AND name IN ('summaries', 'summary_nodes');
PRAGMA writable_schema = RESET;
CREATE TABLE _schema_reload (x INTEGER);
DROP TABLE _schema_reload;
"""

#: Migration n (1-based) brings a database from user_version n-1 to n.
MIGRATIONS: tuple[str, ...] = (
    _V1,
    _REVIEW_INSTRUMENTS,
    _V3,
    _V4_SPAN_ANTECEDENT_PASSAGE,
    _V5_TRUNCATED,
    _V6_CLAIMS,
    _V7_LINKS_AND_LEASES,
    _V8_FLAGGED,
)

SCHEMA_VERSION = len(MIGRATIONS)
