<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ClaimsPanel</name>
    <message numerus="yes">
        <source>You have checked {done} of %n claims.</source>
        <translation>
            <numerusform>You have checked {done} of %n claim.</numerusform>
            <numerusform>You have checked {done} of %n claims.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClaimsPart</name>
    <message numerus="yes">
        <source>Split a claim in %n</source>
        <translation>
            <numerusform>Split a claim in %n</numerusform>
            <numerusform>Split a claim in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateTable</name>
    <message numerus="yes">
        <source>In all: %n calls, about {words} words read; {cost}.</source>
        <translation>
            <numerusform>In all: %n call, about {words} words read; {cost}.</numerusform>
            <numerusform>In all: %n calls, about {words} words read; {cost}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In all: %n calls, about {words} words read; {cost}; done in {time}.</source>
        <translation>
            <numerusform>In all: %n call, about {words} words read; {cost}; done in {time}.</numerusform>
            <numerusform>In all: %n calls, about {words} words read; {cost}; done in {time}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n story</numerusform>
            <numerusform>%n stories</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n summary</numerusform>
            <numerusform>%n summaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviews</source>
        <translation>
            <numerusform>%n review</numerusform>
            <numerusform>%n reviews</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n names removed</source>
        <translation>
            <numerusform>%n name removed</numerusform>
            <numerusform>%n names removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n things taken out (see “In words”).</source>
        <translation>
            <numerusform>%n thing taken out (see “In words”).</numerusform>
            <numerusform>%n things taken out (see “In words”).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportSummary</name>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n story</numerusform>
            <numerusform>%n stories</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n summary</numerusform>
            <numerusform>%n summaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviews</source>
        <translation>
            <numerusform>%n review</numerusform>
            <numerusform>%n reviews</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n highlighted passages</source>
        <translation>
            <numerusform>%n highlighted passages</numerusform>
            <numerusform>%n highlighted passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feedback notes</source>
        <translation>
            <numerusform>%n feedback notes</numerusform>
            <numerusform>%n feedback notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comments</source>
        <translation>
            <numerusform>%n comment</numerusform>
            <numerusform>%n comments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n automatic scores</source>
        <translation>
            <numerusform>%n automatic scores</numerusform>
            <numerusform>%n automatic scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question probes</source>
        <translation>
            <numerusform>%n question probes</numerusform>
            <numerusform>%n question probes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claims</source>
        <translation>
            <numerusform>%n claim</numerusform>
            <numerusform>%n claims</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verdicts of yours</source>
        <translation>
            <numerusform>%n verdict of yours</numerusform>
            <numerusform>%n verdicts of yours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passages you marked as left out</source>
        <translation>
            <numerusform>%n passage you marked as left out</numerusform>
            <numerusform>%n passages you marked as left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verdicts by automatic judges</source>
        <translation>
            <numerusform>%n verdict by automatic judges</numerusform>
            <numerusform>%n verdicts by automatic judges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>The %n claims you wrote or reworded go without their words (only where they sit in the summary): your own words go only with your comments.</source>
        <translation>
            <numerusform>The %n claim you wrote or reworded go without their words (only where they sit in the summary): your own words go only with your comments.</numerusform>
            <numerusform>The %n claims you wrote or reworded go without their words (only where they sit in the summary): your own words go only with your comments.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JudgePage</name>
    <message numerus="yes">
        <source>%n questions of yours about this story.</source>
        <translation>
            <numerusform>%n question of yours about this story.</numerusform>
            <numerusform>%n questions of yours about this story.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LateNote</name>
    <message numerus="yes">
        <source>%n summaries finished after this review began and are not in it yet. You have not judged anything, so they can join.</source>
        <translation>
            <numerusform>%n summary finished after this review began and is not in it yet. You have not judged anything, so it can join.</numerusform>
            <numerusform>%n summaries finished after this review began and are not in it yet. You have not judged anything, so they can join.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summaries finished after this review began and are not part of it: you judged the others side by side, so the review keeps the summaries it started with. They stay in your library.</source>
        <translation>
            <numerusform>%n summary finished after this review began and is not part of it: you judged the others side by side, so the review keeps the summaries it started with. It stays in your library.</numerusform>
            <numerusform>%n summaries finished after this review began and are not part of it: you judged the others side by side, so the review keeps the summaries it started with. They stay in your library.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeasuresPanel</name>
    <message numerus="yes">
        <source>%n words in a row</source>
        <translation>
            <numerusform>%n word in a row</numerusform>
            <numerusform>%n words in a row</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeasuresPart</name>
    <message numerus="yes">
        <source>%n passages copied word for word from your story</source>
        <translation>
            <numerusform>%n passage copied word for word from your story</numerusform>
            <numerusform>%n passages copied word for word from your story</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelWorkDialog</name>
    <message numerus="yes">
        <source>&amp;All %n summaries</source>
        <translation>
            <numerusform>&amp;All %n summary</numerusform>
            <numerusform>&amp;All %n summaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Before anything is sent:&lt;/b&gt; the model is asked %n times; it reads about {words_in} words ({tokens_in} tokens) and writes about {words_out} words. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</source>
        <translation>
            <numerusform>&lt;b&gt;Before anything is sent:&lt;/b&gt; the model is asked %n time; it reads about {words_in} words ({tokens_in} tokens) and writes about {words_out} words. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</numerusform>
            <numerusform>&lt;b&gt;Before anything is sent:&lt;/b&gt; the model is asked %n times; it reads about {words_in} words ({tokens_in} tokens) and writes about {words_out} words. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plain</name>
    <message numerus="yes">
        <source>about %n cents ({amount})</source>
        <translation>
            <numerusform>about %n cent ({amount})</numerusform>
            <numerusform>about %n cents ({amount})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecondOpinionText</name>
    <message numerus="yes">
        <source>{name} agreed with you on {same} of %n claims.</source>
        <translation>
            <numerusform>{name} agreed with you on {same} of %n claim.</numerusform>
            <numerusform>{name} agreed with you on {same} of %n claims.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsText</name>
    <message numerus="yes">
        <source>The server offers %n models; choose one, then Save server.</source>
        <translation>
            <numerusform>The server offers %n model; choose one, then Save server.</numerusform>
            <numerusform>The server offers %n models; choose one, then Save server.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyReportWords</name>
    <message numerus="yes">
        <source>%n tied pairs left out (zero differences)</source>
        <translation>
            <numerusform>%n tied pairs left out (zero differences)</numerusform>
            <numerusform>%n tied pairs left out (zero differences)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n untied pairs: too few for the test to show a difference at p &lt; 0.05 (it needs {needed})</source>
        <translation>
            <numerusform>only %n untied pairs: too few for the test to show a difference at p &lt; 0.05 (it needs {needed})</numerusform>
            <numerusform>only %n untied pairs: too few for the test to show a difference at p &lt; 0.05 (it needs {needed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n pairs: too few to correlate</source>
        <translation>
            <numerusform>only %n pair: too few to correlate</numerusform>
            <numerusform>only %n pairs: too few to correlate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyTablesText</name>
    <message numerus="yes">
        <source>%n bundles</source>
        <translation>
            <numerusform>%n bundle</numerusform>
            <numerusform>%n bundles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n participants</source>
        <translation>
            <numerusform>%n participant</numerusform>
            <numerusform>%n participants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n story</numerusform>
            <numerusform>%n stories</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n summary</numerusform>
            <numerusform>%n summaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n highlighted passages</source>
        <translation>
            <numerusform>%n highlighted passages</numerusform>
            <numerusform>%n highlighted passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rankings</source>
        <translation>
            <numerusform>%n ranking</numerusform>
            <numerusform>%n rankings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyWindow</name>
    <message numerus="yes">
        <source>Checking %n files…</source>
        <translation>
            <numerusform>Checking %n file…</numerusform>
            <numerusform>Checking %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import cancelled after %n files: {outcome}</source>
        <translation>
            <numerusform>Import cancelled after %n file: {outcome}</numerusform>
            <numerusform>Import cancelled after %n files: {outcome}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkIndicator</name>
    <message numerus="yes">
        <source>Writing summaries of %n stories…</source>
        <translation>
            <numerusform>Writing summaries of %n story…</numerusform>
            <numerusform>Writing summaries of %n stories…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message numerus="yes">
        <source>Reading the summary&apos;s %n sentences…</source>
        <translation>
            <numerusform>Reading the summary&apos;s %n sentence…</numerusform>
            <numerusform>Reading the summary&apos;s %n sentences…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n answers finished before were saved.</source>
        <translation>
            <numerusform>{problem} The %n answer finished before were saved.</numerusform>
            <numerusform>{problem} The %n answers finished before were saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n sentence verdicts finished before were saved.</source>
        <translation>
            <numerusform>{problem} The %n sentence verdicts finished before were saved.</numerusform>
            <numerusform>{problem} The %n sentence verdicts finished before were saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n verdicts finished before were saved.</source>
        <translation>
            <numerusform>{problem} The %n verdict finished before were saved.</numerusform>
            <numerusform>{problem} The %n verdicts finished before were saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers change</source>
        <translation>
            <numerusform>%n answer change</numerusform>
            <numerusform>%n answers change</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaces {participant}&apos;s earlier answers for %n stories ({shown}): {changes}. The earlier bundle is kept; the report uses this one.</source>
        <translation>
            <numerusform>Replaces {participant}&apos;s earlier answers for %n story ({shown}): {changes}. The earlier bundle is kept; the report uses this one.</numerusform>
            <numerusform>Replaces {participant}&apos;s earlier answers for %n stories ({shown}): {changes}. The earlier bundle is kept; the report uses this one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n story judgments were sent again in a later bundle; the later one was used.</source>
        <translation>
            <numerusform>%n story judgments were sent again in a later bundle; the later one was used.</numerusform>
            <numerusform>%n story judgments were sent again in a later bundle; the later one was used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers or scores outside their declared range were left out.</source>
        <translation>
            <numerusform>%n answer or scores outside their declared range were left out.</numerusform>
            <numerusform>%n answers or scores outside their declared range were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n overall preferences were a draw: those books are in no ranking, and the ranking tables count the others.</source>
        <translation>
            <numerusform>%n overall preferences were a draw: those books are in no ranking, and the ranking tables count the others.</numerusform>
            <numerusform>%n overall preferences were a draw: those books are in no ranking, and the ranking tables count the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n writer answers were -1 (no answer) and are left out.</source>
        <translation>
            <numerusform>%n writer answers were -1 (no answer) and are left out.</numerusform>
            <numerusform>%n writer answers were -1 (no answer) and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge answers were -1 (no answer) and are left out.</source>
        <translation>
            <numerusform>%n judge answers were -1 (no answer) and are left out.</numerusform>
            <numerusform>%n judge answers were -1 (no answer) and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resuming (%n steps saved)</source>
        <translation>
            <numerusform>Resuming (%n step saved)</numerusform>
            <numerusform>Resuming (%n steps saved)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled. The %n steps already finished are kept; resume job {job} to go on from there.</source>
        <translation>
            <numerusform>Cancelled. The %n step already finished are kept; resume job {job} to go on from there.</numerusform>
            <numerusform>Cancelled. The %n steps already finished are kept; resume job {job} to go on from there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{steps} The %n words written of the step under way are kept too: resuming goes on from them.</source>
        <translation>
            <numerusform>{steps} The %n word written of the step under way are kept too: resuming goes on from them.</numerusform>
            <numerusform>{steps} The %n words written of the step under way are kept too: resuming goes on from them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n steps already finished are kept; resume job {job} to try again from there.</source>
        <translation>
            <numerusform>{problem} The %n step already finished are kept; resume job {job} to try again from there.</numerusform>
            <numerusform>{problem} The %n steps already finished are kept; resume job {job} to try again from there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the {steps} steps kept an answer that is not a summary, so this summary is marked as such and never counted as one. {notes} Try again, or choose another model.</source>
        <translation>
            <numerusform>%n of the {steps} steps kept an answer that is not a summary, so this summary is marked as such and never counted as one. {notes} Try again, or choose another model.</numerusform>
            <numerusform>%n of the {steps} steps kept an answer that is not a summary, so this summary is marked as such and never counted as one. {notes} Try again, or choose another model.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n already have their claims, so they are left out and nothing is sent for them. Ask again to replace them if you mean to: the claims you checked are kept, set aside.</source>
        <translation>
            <numerusform>Of the summaries chosen, %n already has their claims, so they are left out and nothing is sent for them. Ask again to replace them if you mean to: the claims you checked are kept, set aside.</numerusform>
            <numerusform>Of the summaries chosen, %n already have their claims, so they are left out and nothing is sent for them. Ask again to replace them if you mean to: the claims you checked are kept, set aside.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n are no longer in the library (they may have been removed), so they are left out.</source>
        <translation>
            <numerusform>Of the summaries chosen, %n are no longer in the library (they may have been removed), so they are left out.</numerusform>
            <numerusform>Of the summaries chosen, %n are no longer in the library (they may have been removed), so they are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n have no usable text (the model declined or failed), so they have no claims to check and are left out.</source>
        <translation>
            <numerusform>Of the summaries chosen, %n have no usable text (the model declined or failed), so they have no claims to check and are left out.</numerusform>
            <numerusform>Of the summaries chosen, %n have no usable text (the model declined or failed), so they have no claims to check and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The claims of %n summaries finished before were saved.</source>
        <translation>
            <numerusform>{problem} The claims of %n summary finished before were saved.</numerusform>
            <numerusform>{problem} The claims of %n summaries finished before were saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n have no claims yet, so there is nothing to judge there and they are left out. Find their claims first.</source>
        <translation>
            <numerusform>Of the summaries chosen, %n have no claims yet, so there is nothing to judge there and they are left out. Find their claims first.</numerusform>
            <numerusform>Of the summaries chosen, %n have no claims yet, so there is nothing to judge there and they are left out. Find their claims first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The judge&apos;s verdicts on %n claims finished before were saved.</source>
        <translation>
            <numerusform>{problem} The judge&apos;s verdicts on %n claim finished before were saved.</numerusform>
            <numerusform>{problem} The judge&apos;s verdicts on %n claims finished before were saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n passages of hidden text (formatted as hidden in the document): they are not shown when the document is read, so they are not part of the story.</source>
        <translation>
            <numerusform>Left out %n passage of hidden text (formatted as hidden in the document): it is not shown when the document is read, so it is not part of the story.</numerusform>
            <numerusform>Left out %n passages of hidden text (formatted as hidden in the document): they are not shown when the document is read, so they are not part of the story.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n comments (&lt;!-- … --&gt;): they are not shown when the text is read, so they are not part of the story.</source>
        <translation>
            <numerusform>Left out %n comment (&lt;!-- … --&gt;): it is not shown when the text is read, so it is not part of the story.</numerusform>
            <numerusform>Left out %n comments (&lt;!-- … --&gt;): they are not shown when the text is read, so they are not part of the story.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n parts of the book that are not the story (its title page, copyright page, colophon, dedication and the like).</source>
        <translation>
            <numerusform>Left out %n part of the book that is not the story (its title page, copyright page, colophon, dedication or the like).</numerusform>
            <numerusform>Left out %n parts of the book that are not the story (its title page, copyright page, colophon, dedication and the like).</numerusform>
        </translation>
    </message>
</context>
</TS>
