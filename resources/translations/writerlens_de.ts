<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AppText</name>
    <message>
        <source>The latest good backup was made {made} and holds {stories} stories and {reviews} reviews. Restore it? The damaged file is kept beside it, renamed.</source>
        <extracomment>How long a worker thread running Python may keep the interpreter lock while the window waits for it (Python&apos;s default: 5 ms). The window takes the lock many times a frame; each time a worker is in pure Python (reading a file, measuring, checking a summary) it waited up to the whole interval. Measured with a worker walking GGUF headers beside a 2 ms heartbeat (issue #29): the window&apos;s worst gap 28-53 ms at 5 ms, 16-32 ms at 0.5 ms (blocked on the lock: 6-11 ms, then 1.6-3.8 ms). Workers lose nothing a writer would notice; the window stops stuttering.</extracomment>
        <translation>Die neueste gute Sicherung wurde am {made} erstellt und enthält {stories} Geschichten und {reviews} Bewertungen. Wiederherstellen? Die beschädigte Datei wird daneben aufbewahrt, umbenannt.</translation>
    </message>
    <message>
        <source>Restore the Backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Your library ({folder}) is open in another WriterLens window. Two windows writing to one library could overwrite each other&apos;s work, so this one can open it read-only: you can read everything, and change nothing.</source>
        <translation>Deine Bibliothek ({folder}) ist in einem anderen WriterLens-Fenster geöffnet. Zwei Fenster, die in dieselbe Bibliothek schreiben, könnten sich gegenseitig die Arbeit überschreiben. Dieses Fenster kann sie deshalb schreibgeschützt öffnen: Du kannst alles lesen, aber nichts ändern.</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
</context>
<context>
    <name>BackupText</name>
    <message>
        <source>made by you</source>
        <translation>von dir erstellt</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>täglich</translation>
    </message>
    <message>
        <source>on closing</source>
        <translation>beim Schließen</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>vor einer Wiederherstellung</translation>
    </message>
    <message>
        <source>Backed Up</source>
        <translation>Gesichert</translation>
    </message>
    <message>
        <source>Backed up {stories} stories and {reviews} reviews to {path}. The backup was checked: SQLite read it back whole, with every row.</source>
        <translation>{stories} Geschichten und {reviews} Bewertungen wurden nach {path} gesichert. Die Sicherung wurde geprüft: SQLite hat sie vollständig und mit jeder Zeile wieder gelesen.</translation>
    </message>
</context>
<context>
    <name>BackupsPage</name>
    <message>
        <source>WriterLens backs up your library when you close it, and once a day while it is open. It keeps the last five backups and one a week for a month. Each backup is one file that holds your whole library, every story, summary and review, exactly: to move to a new computer, copy the newest backup there and open it with File → Restore From Backup… → Restore From File….</source>
        <translation>WriterLens sichert deine Bibliothek, wenn du es schließt, und einmal am Tag, solange es geöffnet ist. Es behält die letzten fünf Sicherungen und einen Monat lang eine pro Woche. Jede Sicherung ist eine Datei, die deine ganze Bibliothek genau enthält, jede Geschichte, Zusammenfassung und Bewertung: Um auf einen neuen Computer umzuziehen, kopiere die neueste Sicherung dorthin und öffne sie mit Datei → Aus Sicherung wiederherstellen… → Aus Datei wiederherstellen….</translation>
    </message>
    <message>
        <source>&amp;Change Folder…</source>
        <translation>Ordner &amp;ändern…</translation>
    </message>
    <message>
        <source>Use the &amp;Default Folder</source>
        <translation>&amp;Standardordner verwenden</translation>
    </message>
    <message>
        <source>Change the backup folder</source>
        <translation>Ordner für Sicherungen ändern</translation>
    </message>
    <message>
        <source>Use the default backup folder</source>
        <translation>Standardordner für Sicherungen verwenden</translation>
    </message>
    <message>
        <source>Backups go to: {folder}</source>
        <translation>Sicherungen werden hier abgelegt: {folder}</translation>
    </message>
    <message>
        <source>Choose the Backup Folder</source>
        <translation>Ordner für Sicherungen wählen</translation>
    </message>
</context>
<context>
    <name>ClaimCommands</name>
    <message>
        <source>Check a claim</source>
        <translation>Eine Aussage prüfen</translation>
    </message>
    <message>
        <source>Add a claim</source>
        <translation>Aussage hinzufügen</translation>
    </message>
    <message>
        <source>Remove a claim you added</source>
        <translation>Eine selbst hinzugefügte Aussage entfernen</translation>
    </message>
    <message>
        <source>Mark what was left out</source>
        <translation>Eine Auslassung markieren</translation>
    </message>
    <message>
        <source>Remove what was left out</source>
        <translation>Eine Auslassung entfernen</translation>
    </message>
    <message>
        <source>Change what was left out</source>
        <translation>Eine Auslassung ändern</translation>
    </message>
</context>
<context>
    <name>ClaimTextDialog</name>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
</context>
<context>
    <name>ClaimsPage</name>
    <message>
        <source>Done. The claims are listed for you to check.</source>
        <translation>Fertig. Die Aussagen stehen zum Prüfen für dich bereit.</translation>
    </message>
    <message>
        <source>Stopped. The summaries that were finished keep their claims.</source>
        <translation>Angehalten. Die fertigen Zusammenfassungen behalten ihre Aussagen.</translation>
    </message>
    <message>
        <source>The claims could not all be found. The summaries that were finished keep their claims; you can try again for the others.</source>
        <translation>Es konnten nicht alle Aussagen gefunden werden. Die fertigen Zusammenfassungen behalten ihre Aussagen; für die anderen kannst du es noch einmal versuchen.</translation>
    </message>
    <message>
        <source>Done. The model&apos;s answers are shown once you have checked every claim.</source>
        <translation>Fertig. Die Antworten des Modells werden gezeigt, sobald du jede Aussage geprüft hast.</translation>
    </message>
    <message>
        <source>Stopped. The answers the model had given are kept.</source>
        <translation>Angehalten. Die Antworten, die das Modell schon gegeben hatte, bleiben erhalten.</translation>
    </message>
    <message>
        <source>The model could not check every claim. The answers it had given are kept.</source>
        <translation>Das Modell konnte nicht jede Aussage prüfen. Die Antworten, die es gegeben hatte, bleiben erhalten.</translation>
    </message>
    <message>
        <source>Finished, but no claims were found for {names}: the model declined, or its reply could not be read. You can try again, or with another model.</source>
        <translation>Fertig, aber für {names} wurden keine Aussagen gefunden: Das Modell hat abgelehnt, oder seine Antwort ließ sich nicht lesen. Du kannst es noch einmal versuchen, auch mit einem anderen Modell.</translation>
    </message>
    <message>
        <source>Finished, but the model gave no usable answer for {names}. They may have no claims yet, or the model declined or its reply could not be read.</source>
        <translation>Fertig, aber das Modell hat für {names} keine brauchbare Antwort gegeben. Vielleicht haben sie noch keine Aussagen, oder das Modell hat abgelehnt oder seine Antwort ließ sich nicht lesen.</translation>
    </message>
</context>
<context>
    <name>ClaimsPanel</name>
    <message>
        <source>Faithful</source>
        <extracomment>one key per verdict, in the order the buttons show</extracomment>
        <translation>Texttreu</translation>
    </message>
    <message>
        <source>Unfaithful</source>
        <translation>Nicht texttreu</translation>
    </message>
    <message>
        <source>Partly true</source>
        <translation>Teilweise wahr</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>Unklar</translation>
    </message>
    <message>
        <source>Keys: F, U, P or C gives your verdict; J and K move between claims; 1, 2 or 3 takes a passage found in your story as evidence, E the words you selected in it, N none.</source>
        <translation>Tasten: F, U, P oder C gibt dein Urteil ab; J und K wechseln zwischen den Aussagen; 1, 2 oder 3 nimmt eine in deiner Geschichte gefundene Stelle als Beleg, E die Wörter, die du darin ausgewählt hast, N keinen.</translation>
    </message>
    <message>
        <source>&amp;Find the claims…</source>
        <translation>Aussagen &amp;finden…</translation>
    </message>
    <message>
        <source>Add a claim yourself… (A)</source>
        <translation>Selbst eine Aussage hinzufügen… (A)</translation>
    </message>
    <message>
        <source>This summary has not been broken into claims yet. A model can list the short statements it makes, so that you can check them one by one. Nothing is sent before you see what it would cost and agree.</source>
        <translation>Diese Zusammenfassung ist noch nicht in Aussagen zerlegt. Ein Modell kann die kurzen Aussagen auflisten, die sie macht, damit du sie einzeln prüfen kannst. Nichts wird gesendet, bevor du siehst, was es kosten würde, und zustimmst.</translation>
    </message>
    <message>
        <source>Claims of this summary</source>
        <translation>Aussagen dieser Zusammenfassung</translation>
    </message>
    <message>
        <source>{verdict} ({key})</source>
        <translation>{verdict} ({key})</translation>
    </message>
    <message>
        <source>What is wrong with the claim</source>
        <translation>Was an der Aussage falsch ist</translation>
    </message>
    <message>
        <source>Not said</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <source>A comment, if you like (saved as you leave it)</source>
        <translation>Kommentar (wird beim Verlassen gespeichert)</translation>
    </message>
    <message>
        <source>Your comment on the claim</source>
        <translation>Dein Kommentar zur Aussage</translation>
    </message>
    <message>
        <source>In your story, the passages found for this claim are tinted yellow, your evidence green, and what the summaries left out violet.</source>
        <translation>In deiner Geschichte sind die für diese Aussage gefundenen Stellen gelb hinterlegt, dein Beleg grün und das, was die Zusammenfassungen ausgelassen haben, violett.</translation>
    </message>
    <message>
        <source>Remove this claim (one you added)</source>
        <translation>Diese Aussage entfernen (eine, die du hinzugefügt hast)</translation>
    </message>
    <message>
        <source>What is wrong:</source>
        <translation>Was falsch ist:</translation>
    </message>
    <message>
        <source>No evidence chosen. Passages of your story that may be about it:</source>
        <translation>Kein Beleg gewählt. Stellen deiner Geschichte, die dazu passen könnten:</translation>
    </message>
    <message>
        <source>Passages of your story about this claim</source>
        <translation>Stellen deiner Geschichte zu dieser Aussage</translation>
    </message>
    <message>
        <source>Use the selected words (E)</source>
        <translation>Ausgewählte Wörter nehmen (E)</translation>
    </message>
    <message>
        <source>Select words of your story on the left, then press E or click here</source>
        <translation>Wähle links Wörter deiner Geschichte aus und drücke dann E oder klicke hier</translation>
    </message>
    <message>
        <source>Change its words…	F2</source>
        <translation>Wortlaut ändern…	F2</translation>
    </message>
    <message>
        <source>Split it in two or more…	S</source>
        <translation>In zwei oder mehr teilen…	S</translation>
    </message>
    <message>
        <source>Join it with the next claim…	M</source>
        <translation>Mit der nächsten Aussage verbinden…	M</translation>
    </message>
    <message>
        <source>Add a claim the list is missing…	A</source>
        <translation>Eine fehlende Aussage hinzufügen…	A</translation>
    </message>
    <message>
        <source>Change the claim</source>
        <translation>Aussage ändern</translation>
    </message>
    <message>
        <source>No evidence (N)</source>
        <translation>Kein Beleg (N)</translation>
    </message>
    <message>
        <source>Changed claims (kept as the model wrote them)</source>
        <translation>Geänderte Aussagen (so aufbewahrt, wie das Modell sie geschrieben hat)</translation>
    </message>
    <message>
        <source>Claims you changed, kept as they were</source>
        <translation>Von dir geänderte Aussagen, im ursprünglichen Wortlaut aufbewahrt</translation>
    </message>
    <message>
        <source>Ask a model to check the claims…</source>
        <translation>Ein Modell bitten, die Aussagen zu prüfen…</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Noch nicht geprüft</translation>
    </message>
    <message numerus="yes">
        <source>You have checked {done} of %n claims.</source>
        <translation>
            <numerusform>Du hast {done} von %n Aussage geprüft.</numerusform>
            <numerusform>Du hast {done} von %n Aussagen geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>No passage of your story seems to match.</source>
        <translation>Keine Stelle deiner Geschichte scheint zu passen.</translation>
    </message>
    <message>
        <source>Looking for passages in your story…</source>
        <translation>Suche Stellen in deiner Geschichte…</translation>
    </message>
    <message>
        <source>Your evidence: {quote}</source>
        <translation>Dein Beleg: {quote}</translation>
    </message>
    <message>
        <source>Passages of your story that may be about it:</source>
        <translation>Stellen deiner Geschichte, die dazu passen könnten:</translation>
    </message>
</context>
<context>
    <name>ClaimsPart</name>
    <message>
        <source>Check a claim: {verdict}</source>
        <extracomment>passages are looked for once the writer has rested this long on a claim (a run of verdict keys moves through many claims: searching the story for each would only slow the keys down)</extracomment>
        <translation>Eine Aussage prüfen: {verdict}</translation>
    </message>
    <message>
        <source>Noted: it is saved with your verdict on this claim.</source>
        <translation>Notiert: Es wird mit deinem Urteil zu dieser Aussage gespeichert.</translation>
    </message>
    <message>
        <source>First select the words of your story that show it, then press E.</source>
        <translation>Wähle zuerst die Wörter deiner Geschichte aus, die es zeigen, und drücke dann E.</translation>
    </message>
    <message>
        <source>Change a claim&apos;s words</source>
        <translation>Wortlaut einer Aussage ändern</translation>
    </message>
    <message>
        <source>Change the claim</source>
        <translation>Aussage ändern</translation>
    </message>
    <message>
        <source>Write the claim as the summary makes it. The model&apos;s words are kept too.</source>
        <translation>Schreib die Aussage so, wie die Zusammenfassung sie macht. Der Wortlaut des Modells bleibt ebenfalls erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Split a claim in %n</source>
        <translation>
            <numerusform>Eine Aussage in %n teilen</numerusform>
            <numerusform>Eine Aussage in %n teilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Split the claim</source>
        <translation>Aussage teilen</translation>
    </message>
    <message>
        <source>Put each claim on its own line: press Enter where one ends, and change the words if you like. Ctrl+Enter saves.</source>
        <translation>Schreib jede Aussage in eine eigene Zeile: Drücke Enter, wo eine endet, und ändere die Wörter, wenn du magst. Ctrl+Enter speichert.</translation>
    </message>
    <message>
        <source>There is no claim after this one.</source>
        <translation>Nach dieser Aussage kommt keine mehr.</translation>
    </message>
    <message>
        <source>Join two claims</source>
        <translation>Zwei Aussagen verbinden</translation>
    </message>
    <message>
        <source>Join the claim with the next</source>
        <translation>Die Aussage mit der nächsten verbinden</translation>
    </message>
    <message>
        <source>One claim made of both. Change the words if you like; Ctrl+Enter saves.</source>
        <translation>Eine Aussage aus beiden. Ändere die Wörter, wenn du magst; Ctrl+Enter speichert.</translation>
    </message>
    <message>
        <source>First select the words of the summary that make the claim.</source>
        <translation>Wähle zuerst die Wörter der Zusammenfassung aus, die die Aussage machen.</translation>
    </message>
    <message>
        <source>Add a claim</source>
        <translation>Aussage hinzufügen</translation>
    </message>
    <message>
        <source>A claim the summary makes that is missing from the list.</source>
        <translation>Eine Aussage der Zusammenfassung, die in der Liste fehlt.</translation>
    </message>
</context>
<context>
    <name>ClaimsRunDialog</name>
    <message>
        <source>Find the claims</source>
        <translation>Aussagen finden</translation>
    </message>
    <message>
        <source>A model reads the summary and lists the short statements it makes about your story, each linked to the words it came from. You then check each one yourself.</source>
        <translation>Ein Modell liest die Zusammenfassung und listet die kurzen Aussagen auf, die sie über deine Geschichte macht, jeweils verknüpft mit den Wörtern, aus denen sie stammen. Danach prüfst du jede selbst.</translation>
    </message>
    <message>
        <source>&amp;Find the claims</source>
        <translation>Aussagen &amp;finden</translation>
    </message>
    <message>
        <source>Ask a model to check the claims</source>
        <translation>Ein Modell bitten, die Aussagen zu prüfen</translation>
    </message>
    <message>
        <source>A model reads each claim with the passages of your story it is most likely about, and says whether the story supports it. Its answers are kept apart from yours, and shown only once you have checked every claim yourself.</source>
        <translation>Ein Modell liest jede Aussage zusammen mit den Stellen deiner Geschichte, um die es am wahrscheinlichsten geht, und sagt, ob die Geschichte sie stützt. Seine Antworten werden getrennt von deinen aufbewahrt und erst gezeigt, wenn du jede Aussage selbst geprüft hast.</translation>
    </message>
    <message>
        <source>&amp;Check the claims</source>
        <translation>Aussagen &amp;prüfen</translation>
    </message>
</context>
<context>
    <name>CloudModelsPage</name>
    <message>
        <source>{model}  — retired {date}</source>
        <translation>{model}  — eingestellt am {date}</translation>
    </message>
    <message>
        <source>{model}  — retires {date}</source>
        <translation>{model}  — wird am {date} eingestellt</translation>
    </message>
</context>
<context>
    <name>ConsentDialog</name>
    <message>
        <source>Send your story to {provider}?</source>
        <extracomment>True: the writer agreed to send stories to this provider; False: they declined.</extracomment>
        <translation>Deine Geschichte an {provider} senden?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Your story would leave this computer&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Deine Geschichte würde diesen Computer verlassen&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>What happens to your story</source>
        <translation>Was mit deiner Geschichte geschieht</translation>
    </message>
    <message>
        <source>&amp;Send to {provider}</source>
        <translation>An {provider} &amp;senden</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Send</source>
        <translation>&amp;Nicht senden</translation>
    </message>
</context>
<context>
    <name>CreateStudyDialog</name>
    <message>
        <source>Create a Study File</source>
        <translation>Studiendatei erstellen</translation>
    </message>
    <message>
        <source>e.g. pilot-2025</source>
        <translation>z. B. pilot-2025</translation>
    </message>
    <message>
        <source>Study id</source>
        <translation>Studien-ID</translation>
    </message>
    <message>
        <source>What writers see when they join</source>
        <translation>Was Schreibende beim Beitritt sehen</translation>
    </message>
    <message>
        <source>Study title</source>
        <translation>Titel der Studie</translation>
    </message>
    <message>
        <source>Instructions for writers</source>
        <translation>Anleitung für Schreibende</translation>
    </message>
    <message>
        <source>What writers should do: which stories, by when, whom to ask…</source>
        <translation>Was Schreibende tun sollen: welche Geschichten, bis wann, wen sie fragen können…</translation>
    </message>
    <message>
        <source>Participant codes, one per line</source>
        <translation>Teilnahmecodes, einer pro Zeile</translation>
    </message>
    <message>
        <source>One code per line. Leave empty to let each writer get a random one.</source>
        <translation>Ein Code pro Zeile. Leer lassen, damit jede schreibende Person einen zufälligen bekommt.</translation>
    </message>
    <message>
        <source> codes</source>
        <translation> Codes</translation>
    </message>
    <message>
        <source>How many codes to generate</source>
        <translation>Wie viele Codes erzeugt werden</translation>
    </message>
    <message>
        <source>&amp;Generate Codes</source>
        <translation>Codes &amp;erzeugen</translation>
    </message>
    <message>
        <source>Generate random participant codes</source>
        <translation>Zufällige Teilnahmecodes erzeugen</translation>
    </message>
    <message>
        <source>Study &amp;id:</source>
        <translation>Studien-&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>In&amp;structions:</source>
        <translation>Anleitu&amp;ng:</translation>
    </message>
    <message>
        <source>&amp;Participant codes:</source>
        <translation>Teilnahme&amp;codes:</translation>
    </message>
    <message>
        <source>The study</source>
        <translation>Die Studie</translation>
    </message>
    <message>
        <source>Summarization strategy</source>
        <translation>Vorgehen beim Zusammenfassen</translation>
    </message>
    <message>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <source>Summary length in words</source>
        <translation>Länge der Zusammenfassung in Wörtern</translation>
    </message>
    <message>
        <source>&amp;Models:</source>
        <translation>&amp;Modelle:</translation>
    </message>
    <message>
        <source>Leave the list empty to let writers use any model.</source>
        <translation>Lass die Liste leer, damit Schreibende jedes Modell nutzen können.</translation>
    </message>
    <message>
        <source>St&amp;rategy:</source>
        <translation>Vo&amp;rgehen:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Länge:</translation>
    </message>
    <message>
        <source>The summaries writers get</source>
        <translation>Die Zusammenfassungen, die Schreibende bekommen</translation>
    </message>
    <message>
        <source>Questionnaire</source>
        <translation>Fragebogen</translation>
    </message>
    <message>
        <source>Error labels</source>
        <translation>Fehler-Labels</translation>
    </message>
    <message>
        <source>&amp;Questionnaire:</source>
        <translation>&amp;Fragebogen:</translation>
    </message>
    <message>
        <source>Error la&amp;bels:</source>
        <translation>Fehler-La&amp;bels:</translation>
    </message>
    <message>
        <source>What writers answer</source>
        <translation>Was Schreibende beantworten</translation>
    </message>
    <message>
        <source>The summaries&apos; text and highlighted passages</source>
        <translation>Text der Zusammenfassungen und markierte Stellen</translation>
    </message>
    <message>
        <source>Writers&apos; comments</source>
        <translation>Kommentare der Schreibenden</translation>
    </message>
    <message>
        <source>Story titles</source>
        <translation>Titel der Geschichten</translation>
    </message>
    <message>
        <source>The stories&apos; text</source>
        <translation>Text der Geschichten</translation>
    </message>
    <message>
        <source>What to ask writers to send (they can still say no)</source>
        <translation>Worum Schreibende gebeten werden (sie können trotzdem Nein sagen)</translation>
    </message>
    <message>
        <source>&amp;Save Study File…</source>
        <translation>Studiendatei &amp;speichern…</translation>
    </message>
    <message>
        <source>Save the study file</source>
        <translation>Die Studiendatei speichern</translation>
    </message>
    <message>
        <source>WriterLens study files (*{suffix})</source>
        <translation>WriterLens-Studiendateien (*{suffix})</translation>
    </message>
    <message>
        <source>Saved “{name}” in {folder}. Send it to your writers: they open it with Study → Join a Study…. Collect their bundles in a study folder (Study → Open Study Folder…).</source>
        <translation>„{name}“ in {folder} gespeichert. Schick sie an deine Schreibenden: Sie öffnen sie mit Studie → An Studie teilnehmen…. Sammle ihre Pakete in einem Studienordner (Studie → Studienordner öffnen…).</translation>
    </message>
</context>
<context>
    <name>DialogText</name>
    <message>
        <source>&lt;h3&gt;{app} {version}&lt;/h3&gt;&lt;p&gt;Get summaries of your own stories from AI models, then judge them blind: rate them, mark their mistakes and rank them, the way the &lt;i&gt;Reading Subtext&lt;/i&gt; study (Subbiah et al., TACL 2024) asked writers to.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your stories stay on this computer.&lt;/b&gt; A story leaves it only when you send it to a cloud model you chose, after WriterLens has told you who that is. Exports for a study are anonymized and shown to you before they are written.&lt;/p&gt;&lt;p&gt;Summarization strategies follow &lt;i&gt;BooookScore&lt;/i&gt; (Chang et al., ICLR 2024); coherence labels follow &lt;i&gt;SNaC&lt;/i&gt; (Goyal et al., EMNLP 2022).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{app} {version}&lt;/h3&gt;&lt;p&gt;Hol dir Zusammenfassungen deiner eigenen Geschichten von KI-Modellen und beurteile sie dann blind: benote sie, markiere ihre Fehler und bring sie in eine Rangfolge – so, wie die Studie &lt;i&gt;Reading Subtext&lt;/i&gt; (Subbiah et al., TACL 2024) es Schreibende tun ließ.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Deine Geschichten bleiben auf diesem Computer.&lt;/b&gt; Eine Geschichte verlässt ihn nur, wenn du sie an ein Cloud-Modell deiner Wahl sendest, nachdem WriterLens dir gesagt hat, wer dahintersteht. Exporte für eine Studie werden anonymisiert und dir gezeigt, bevor sie geschrieben werden.&lt;/p&gt;&lt;p&gt;Die Vorgehensweisen beim Zusammenfassen folgen &lt;i&gt;BooookScore&lt;/i&gt; (Chang et al., ICLR 2024); die Kohärenz-Labels folgen &lt;i&gt;SNaC&lt;/i&gt; (Goyal et al., EMNLP 2022).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>Already in your library</source>
        <translation>Schon in deiner Bibliothek</translation>
    </message>
    <message>
        <source>“{file}” has the same text as “{title}”, which is already in your library.</source>
        <translation>„{file}“ hat denselben Text wie „{title}“, die schon in deiner Bibliothek ist.</translation>
    </message>
    <message>
        <source>Import it as version {n} of that story (to summarize and review it afresh), or skip it?</source>
        <translation>Als Version {n} dieser Geschichte importieren (um sie neu zusammenfassen und bewerten zu lassen) oder überspringen?</translation>
    </message>
    <message>
        <source>Import as version {n}</source>
        <translation>Als Version {n} importieren</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>WriterLens</source>
        <translation>WriterLens</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>WriterLens could not read or write a file as it expected, so your last change may not have been saved. Check it, and try again.</source>
        <translation>WriterLens konnte eine Datei nicht wie erwartet lesen oder schreiben, daher wurde deine letzte Änderung vielleicht nicht gespeichert. Prüfe sie und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>WriterLens ran into a problem it did not expect. Your library is safe: everything you did before this was saved.</source>
        <translation>WriterLens ist auf ein unerwartetes Problem gestoßen. Deine Bibliothek ist sicher: Alles, was du davor getan hast, wurde gespeichert.</translation>
    </message>
    <message>
        <source>If it happens again, please report it with the details below.</source>
        <translation>Wenn es wieder passiert, melde es bitte mit den Details unten.</translation>
    </message>
</context>
<context>
    <name>EstimateTable</name>
    <message>
        <source>Estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Estimate per model</source>
        <translation>Schätzung pro Modell</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Reads / writes</source>
        <translation>Liest / schreibt</translation>
    </message>
    <message>
        <source>How long the whole run takes, every call included</source>
        <translation>Wie lange der ganze Lauf dauert, alle Aufrufe eingeschlossen</translation>
    </message>
    <message>
        <source>How much the model reads and writes in all (every call), in words</source>
        <translation>Wie viel das Modell insgesamt liest und schreibt (alle Aufrufe), in Wörtern</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <source>{how}, {n} parts</source>
        <translation>{how}, {n} Teile</translation>
    </message>
    <message>
        <source>Measuring this
computer&apos;s speed…</source>
        <translation>Messe die Geschwindigkeit
dieses Computers…</translation>
    </message>
    <message>
        <source>WriterLens times this model once on this computer (a few seconds; nothing leaves it), then shows how long the run takes.</source>
        <translation>WriterLens misst dieses Modell einmal auf diesem Computer (ein paar Sekunden; nichts verlässt ihn) und zeigt dann, wie lange der Lauf dauert.</translation>
    </message>
    <message>
        <source>{read} / {written} words</source>
        <translation>{read} / {written} Wörter</translation>
    </message>
    <message>
        <source>Reads about {read} words ({read_tokens} tokens) and writes about {written} words ({written_tokens} tokens), every call included.</source>
        <translation>Liest etwa {read} Wörter ({read_tokens} Tokens) und schreibt etwa {written} Wörter ({written_tokens} Tokens), alle Aufrufe eingeschlossen.</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch unbekannt</translation>
    </message>
    <message>
        <source>WriterLens has not measured this model&apos;s speed yet; it learns it on the first run.</source>
        <translation>WriterLens hat die Geschwindigkeit dieses Modells noch nicht gemessen; es lernt sie beim ersten Lauf.</translation>
    </message>
    <message>
        <source>You can keep working in WriterLens meanwhile; a shorter target length or another model is quicker.</source>
        <translation>Du kannst währenddessen in WriterLens weiterarbeiten; eine kürzere Ziellänge oder ein anderes Modell geht schneller.</translation>
    </message>
    <message>
        <source>Choose a model to see what summarizing would take.</source>
        <translation>Wähle ein Modell, um zu sehen, was das Zusammenfassen braucht.</translation>
    </message>
    <message>
        <source>part of the cost is unknown</source>
        <translation>ein Teil der Kosten ist unbekannt</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>In all: one call, about {words} words read; {cost}.</source>
        <translation>Insgesamt: ein Aufruf, etwa {words} gelesene Wörter; {cost}.</translation>
    </message>
    <message numerus="yes">
        <source>In all: %n calls, about {words} words read; {cost}.</source>
        <translation>
            <numerusform>Insgesamt: %n Aufruf, etwa {words} gelesene Wörter; {cost}.</numerusform>
            <numerusform>Insgesamt: %n Aufrufe, etwa {words} gelesene Wörter; {cost}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all: one call, about {words} words read; {cost}; done in {time}.</source>
        <translation>Insgesamt: ein Aufruf, etwa {words} gelesene Wörter; {cost}; fertig in {time}.</translation>
    </message>
    <message numerus="yes">
        <source>In all: %n calls, about {words} words read; {cost}; done in {time}.</source>
        <translation>
            <numerusform>Insgesamt: %n Aufruf, etwa {words} gelesene Wörter; {cost}; fertig in {time}.</numerusform>
            <numerusform>Insgesamt: %n Aufrufe, etwa {words} gelesene Wörter; {cost}; fertig in {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost for this story</source>
        <translation>Kosten für diese Geschichte</translation>
    </message>
    <message>
        <source>Nothing is sent until you start. Lengths are counted on this computer; a cloud model&apos;s own count may differ a little. Costs use the published prices WriterLens knows of, in US dollars.</source>
        <extracomment>words per token of this story (the dialog sets it from the story&apos;s own counts)</extracomment>
        <translation>Nichts wird gesendet, bevor du startest. Längen werden auf diesem Computer gezählt; die Zählung eines Cloud-Modells kann leicht abweichen. Die Kosten beruhen auf den veröffentlichten Preisen, die WriterLens kennt, in US-Dollar.</translation>
    </message>
    <message>
        <source>Counting the story&apos;s length…</source>
        <translation>Messe die Länge der Geschichte…</translation>
    </message>
    <message>
        <source>{cost} in all</source>
        <translation>{cost} insgesamt</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export for a Study</source>
        <translation>Für eine Studie exportieren</translation>
    </message>
    <message>
        <source>The summaries&apos; &amp;text (and the passages you highlighted)</source>
        <translation>Der &amp;Text der Zusammenfassungen (und die markierten Stellen)</translation>
    </message>
    <message>
        <source>Your &amp;comments and feedback</source>
        <translation>Deine &amp;Kommentare und Rückmeldungen</translation>
    </message>
    <message>
        <source>Your stories&apos; t&amp;itles</source>
        <translation>Die T&amp;itel deiner Geschichten</translation>
    </message>
    <message>
        <source>Your stories&apos; full te&amp;xt</source>
        <translation>Der vollständige Te&amp;xt deiner Geschichten</translation>
    </message>
    <message>
        <source>What to include</source>
        <translation>Was enthalten sein soll</translation>
    </message>
    <message>
        <source>Your answers, highlighted mistakes and rankings are always included; your library&apos;s ids never are. Email addresses, phone numbers, web addresses, file paths and pieces of API keys are always taken out.</source>
        <translation>Deine Antworten, markierten Fehler und Rangfolgen sind immer enthalten, die IDs deiner Bibliothek nie. E-Mail-Adressen, Telefonnummern, Webadressen, Dateipfade und Teile von API-Schlüsseln werden immer entfernt.</translation>
    </message>
    <message>
        <source>&amp;Names to remove</source>
        <translation>Zu entfernende &amp;Namen</translation>
    </message>
    <message>
        <source>Your name, a pen name, real people you wrote about: each is replaced with [name] in everything exported. The list is kept for next time.</source>
        <translation>Dein Name, ein Pseudonym, echte Menschen, über die du geschrieben hast: Jeder wird in allem Exportierten durch [name] ersetzt. Die Liste bleibt für das nächste Mal gespeichert.</translation>
    </message>
    <message>
        <source>Names found in your text (tick any to remove them too):</source>
        <translation>In deinem Text gefundene Namen (hake welche an, um sie auch zu entfernen):</translation>
    </message>
    <message>
        <source>Preparing the preview…</source>
        <translation>Vorschau wird vorbereitet…</translation>
    </message>
    <message>
        <source>Exactly what the bundle will hold</source>
        <translation>Genau das, was das Paket enthalten wird</translation>
    </message>
    <message>
        <source>Next to this, the bundle holds a short label: a new random bundle id, today&apos;s date, the WriterLens version, the study id and your participant code.</source>
        <translation>Daneben enthält das Paket eine kurze Kennzeichnung: eine neue zufällige Paket-ID, das heutige Datum, die WriterLens-Version, die Studien-ID und deinen Teilnahmecode.</translation>
    </message>
    <message>
        <source>What the bundle holds and what was taken out</source>
        <translation>Was das Paket enthält und was entfernt wurde</translation>
    </message>
    <message>
        <source>&amp;Save Bundle…</source>
        <translation>Paket &amp;speichern…</translation>
    </message>
    <message>
        <source>Save the bundle to a file</source>
        <translation>Das Paket in einer Datei speichern</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are not taking part in a study.&lt;/b&gt; The bundle carries a random pseudonym ({code}) instead of your name; join a study from the Study menu if a coordinator sent you a study file.</source>
        <translation>&lt;b&gt;Du nimmst an keiner Studie teil.&lt;/b&gt; Das Paket trägt statt deines Namens ein zufälliges Pseudonym ({code}); tritt über das Menü Studie einer Studie bei, wenn dir eine Studienleitung eine Studiendatei geschickt hat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;For the study “{title}”&lt;/b&gt;, as participant &lt;b&gt;{code}&lt;/b&gt;. Send the bundle to the study&apos;s coordinator.</source>
        <translation>&lt;b&gt;Für die Studie „{title}“&lt;/b&gt;, als Teilnehmer*in &lt;b&gt;{code}&lt;/b&gt;. Schick das Paket an die Studienleitung.</translation>
    </message>
    <message>
        <source>Updating the preview…</source>
        <translation>Vorschau wird aktualisiert…</translation>
    </message>
    <message>
        <source>{stories}, {summaries}, {reviews}</source>
        <translation>{stories}, {summaries}, {reviews}</translation>
    </message>
    <message>
        <source>titles</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>no titles</source>
        <translation>keine Titel</translation>
    </message>
    <message>
        <source>story text</source>
        <translation>Text der Geschichte</translation>
    </message>
    <message>
        <source>no story text</source>
        <translation>kein Text der Geschichte</translation>
    </message>
    <message>
        <source>the summaries&apos; text</source>
        <translation>der Text der Zusammenfassungen</translation>
    </message>
    <message>
        <source>no summaries&apos; text</source>
        <translation>kein Text der Zusammenfassungen</translation>
    </message>
    <message>
        <source>your comments</source>
        <translation>deine Kommentare</translation>
    </message>
    <message>
        <source>no comments</source>
        <translation>keine Kommentare</translation>
    </message>
    <message>
        <source>with {what}</source>
        <translation>mit {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something that could identify you is still in this bundle: it cannot be saved.&lt;/b&gt; See “In words”.</source>
        <translation>&lt;b&gt;In diesem Paket steckt noch etwas, das dich erkennbar machen könnte: Es kann nicht gespeichert werden.&lt;/b&gt; Siehe „In Worten“.</translation>
    </message>
    <message>
        <source>No story has a review yet: review a story&apos;s summaries first, then export.</source>
        <translation>Noch keine Geschichte hat eine Bewertung: Bewerte zuerst die Zusammenfassungen einer Geschichte und exportiere dann.</translation>
    </message>
    <message>
        <source>The preview could not be made.</source>
        <translation>Die Vorschau konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Save the bundle</source>
        <translation>Paket speichern</translation>
    </message>
    <message>
        <source>WriterLens bundles (*{suffix})</source>
        <translation>WriterLens-Pakete (*{suffix})</translation>
    </message>
    <message>
        <source>Writing the bundle…</source>
        <translation>Paket wird geschrieben…</translation>
    </message>
    <message>
        <source>Saved “{name}” in {folder} ({reviews}, {size}). Bundle id: {bundle}. Send this file to the study coordinator.</source>
        <translation>„{name}“ in {folder} gespeichert ({reviews}, {size}). Paket-ID: {bundle}. Schick diese Datei an die Studienleitung.</translation>
    </message>
    <message>
        <source>The export was cancelled; no file was written.</source>
        <translation>Der Export wurde abgebrochen; es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Show the e&amp;xact file (data.json)</source>
        <translation>Die genaue Datei &amp;zeigen (data.json)</translation>
    </message>
    <message>
        <source>Your &amp;model files&apos;, servers&apos; and their models&apos; names (otherwise “local model 1”, “server 1”, “server model 1”)</source>
        <translation>Die Namen deiner &amp;Modelldateien, Server und deren Modelle (sonst „local model 1“, „server 1“, „server model 1“)</translation>
    </message>
    <message>
        <source>The file exactly as it will be saved, in the JSON format a study&apos;s software reads. The words above say the same.</source>
        <translation>Die Datei genau so, wie sie gespeichert wird, im JSON-Format, das die Software einer Studie liest. Die Worte oben sagen dasselbe.</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n Geschichte</numerusform>
            <numerusform>%n Geschichten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 story</source>
        <translation>1 Geschichte</translation>
    </message>
    <message>
        <source>1 summary</source>
        <translation>1 Zusammenfassung</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n Zusammenfassung</numerusform>
            <numerusform>%n Zusammenfassungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviews</source>
        <translation>
            <numerusform>%n Bewertung</numerusform>
            <numerusform>%n Bewertungen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 review</source>
        <translation>1 Bewertung</translation>
    </message>
    <message>
        <source>1 name removed</source>
        <translation>1 Name entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n names removed</source>
        <translation>
            <numerusform>%n Name entfernt</numerusform>
            <numerusform>%n Namen entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>1 thing taken out (see “In words”).</source>
        <translation>1 Sache entfernt (siehe „In Worten“).</translation>
    </message>
    <message numerus="yes">
        <source>%n things taken out (see “In words”).</source>
        <translation>
            <numerusform>%n Sache entfernt (siehe „In Worten“).</numerusform>
            <numerusform>%n Sachen entfernt (siehe „In Worten“).</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;A piece of an API key is in this bundle: it cannot be saved.&lt;/b&gt;</source>
        <translation>&lt;b&gt;In diesem Paket steckt ein Teil eines API-Schlüssels: Es kann nicht gespeichert werden.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ExportSummary</name>
    <message>
        <source>1 story</source>
        <translation>1 Geschichte</translation>
    </message>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n Geschichte</numerusform>
            <numerusform>%n Geschichten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 summary</source>
        <translation>1 Zusammenfassung</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n Zusammenfassung</numerusform>
            <numerusform>%n Zusammenfassungen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 review</source>
        <translation>1 Bewertung</translation>
    </message>
    <message numerus="yes">
        <source>%n reviews</source>
        <translation>
            <numerusform>%n Bewertung</numerusform>
            <numerusform>%n Bewertungen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 highlighted passage</source>
        <translation>1 markierte Stelle</translation>
    </message>
    <message numerus="yes">
        <source>%n highlighted passages</source>
        <translation>
            <numerusform>%n markierte Stelle</numerusform>
            <numerusform>%n markierte Stellen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 feedback note</source>
        <translation>1 Rückmeldung</translation>
    </message>
    <message numerus="yes">
        <source>%n feedback notes</source>
        <translation>
            <numerusform>%n Rückmeldung</numerusform>
            <numerusform>%n Rückmeldungen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 comment</source>
        <translation>1 Kommentar</translation>
    </message>
    <message numerus="yes">
        <source>%n comments</source>
        <translation>
            <numerusform>%n Kommentar</numerusform>
            <numerusform>%n Kommentare</numerusform>
        </translation>
    </message>
    <message>
        <source>1 automatic score</source>
        <translation>1 automatischer Wert</translation>
    </message>
    <message numerus="yes">
        <source>%n automatic scores</source>
        <translation>
            <numerusform>%n automatischer Wert</numerusform>
            <numerusform>%n automatische Werte</numerusform>
        </translation>
    </message>
    <message>
        <source>1 question probe</source>
        <translation>1 Prüffrage</translation>
    </message>
    <message numerus="yes">
        <source>%n question probes</source>
        <translation>
            <numerusform>%n Prüffrage</numerusform>
            <numerusform>%n Prüffragen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 claim</source>
        <translation>1 Aussage</translation>
    </message>
    <message numerus="yes">
        <source>%n claims</source>
        <translation>
            <numerusform>%n Aussage</numerusform>
            <numerusform>%n Aussagen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 verdict of yours</source>
        <translation>1 Urteil von dir</translation>
    </message>
    <message numerus="yes">
        <source>%n verdicts of yours</source>
        <translation>
            <numerusform>%n Urteil von dir</numerusform>
            <numerusform>%n Urteile von dir</numerusform>
        </translation>
    </message>
    <message>
        <source>1 passage you marked as left out</source>
        <translation>1 Stelle, die du als ausgelassen markiert hast</translation>
    </message>
    <message numerus="yes">
        <source>%n passages you marked as left out</source>
        <translation>
            <numerusform>%n Stelle, die du als ausgelassen markiert hast</numerusform>
            <numerusform>%n Stellen, die du als ausgelassen markiert hast</numerusform>
        </translation>
    </message>
    <message>
        <source>1 verdict by an automatic judge</source>
        <translation>1 Urteil eines Prüfmodells</translation>
    </message>
    <message numerus="yes">
        <source>%n verdicts by automatic judges</source>
        <translation>
            <numerusform>%n Urteil eines Prüfmodells</numerusform>
            <numerusform>%n Urteile von Prüfmodellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>{n}, as random ids; {titles}; {text}.</source>
        <translation>{n}, als zufällige IDs; {titles}; {text}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A piece of one of your API keys is still in this bundle, so it cannot be saved.&lt;/b&gt; It sits in a part WriterLens does not rewrite (for example a prompt&apos;s name). Delete the summary that holds it, or replace the key in Settings → API keys, then look again.</source>
        <extracomment>the counts of what a bundle holds (their translations were filed under this name)</extracomment>
        <translation>&lt;b&gt;Ein Teil eines deiner API-Schlüssel steckt noch in diesem Paket, deshalb kann es nicht gespeichert werden.&lt;/b&gt; Er steht in einem Teil, den WriterLens nicht umschreibt (zum Beispiel im Namen eines Prompts). Lösche die Zusammenfassung, die ihn enthält, oder ersetze den Schlüssel unter Einstellungen → API-Schlüssel und sieh dann noch einmal nach.</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <source>Email addresses</source>
        <translation>E-Mail-Adressen</translation>
    </message>
    <message>
        <source>Phone numbers</source>
        <translation>Telefonnummern</translation>
    </message>
    <message>
        <source>Web addresses and @handles</source>
        <translation>Webadressen und @-Namen</translation>
    </message>
    <message>
        <source>File paths and file names</source>
        <translation>Dateipfade und Dateinamen</translation>
    </message>
    <message>
        <source>This computer&apos;s user name</source>
        <translation>Benutzername dieses Computers</translation>
    </message>
    <message>
        <source>This computer&apos;s name</source>
        <translation>Name dieses Computers</translation>
    </message>
    <message>
        <source>Model file and server names</source>
        <translation>Namen von Modelldateien und Servern</translation>
    </message>
    <message>
        <source>Pieces of an API key</source>
        <translation>Teile eines API-Schlüssels</translation>
    </message>
    <message>
        <source>Card numbers</source>
        <translation>Kartennummern</translation>
    </message>
    <message>
        <source>Bank account numbers</source>
        <translation>Kontonummern</translation>
    </message>
    <message>
        <source>Identity and tax numbers</source>
        <translation>Ausweis- und Steuernummern</translation>
    </message>
    <message>
        <source>Dates of birth</source>
        <translation>Geburtsdaten</translation>
    </message>
    <message>
        <source>Postal addresses and postcodes</source>
        <translation>Postanschriften und Postleitzahlen</translation>
    </message>
    <message>
        <source>GPS coordinates</source>
        <translation>GPS-Koordinaten</translation>
    </message>
    <message>
        <source>IP addresses</source>
        <translation>IP-Adressen</translation>
    </message>
    <message>
        <source>Device (MAC) addresses</source>
        <translation>Geräteadressen (MAC)</translation>
    </message>
    <message>
        <source>with their titles</source>
        <translation>mit ihren Titeln</translation>
    </message>
    <message>
        <source>no titles</source>
        <translation>keine Titel</translation>
    </message>
    <message>
        <source>with their full text</source>
        <translation>mit ihrem vollständigen Text</translation>
    </message>
    <message>
        <source>not their text</source>
        <translation>nicht ihr Text</translation>
    </message>
    <message>
        <source>{n}; {text}.</source>
        <translation>{n}; {text}.</translation>
    </message>
    <message>
        <source>{f} and {c} on passages.</source>
        <translation>{f} und {c} zu Stellen.</translation>
    </message>
    <message>
        <source>The claim you wrote or reworded goes without its words (only where it sits in the summary): your own words go only with your comments.</source>
        <translation>Die Aussage, die du geschrieben oder umformuliert hast, geht ohne ihre Wörter mit (nur ihre Stelle in der Zusammenfassung): Deine eigenen Worte gehen nur mit deinen Kommentaren mit.</translation>
    </message>
    <message numerus="yes">
        <source>The %n claims you wrote or reworded go without their words (only where they sit in the summary): your own words go only with your comments.</source>
        <translation>
            <numerusform>Die %n Aussage, die du geschrieben oder umformuliert hast, geht ohne ihre Wörter mit (nur ihre Stelle in der Zusammenfassung): Deine eigenen Worte gehen nur mit deinen Kommentaren mit.</numerusform>
            <numerusform>Die %n Aussagen, die du geschrieben oder umformuliert hast, gehen ohne ihre Wörter mit (nur ihre Stelle in der Zusammenfassung): Deine eigenen Worte gehen nur mit deinen Kommentaren mit.</numerusform>
        </translation>
    </message>
    <message>
        <source>What the bundle holds</source>
        <translation>Was das Paket enthält</translation>
    </message>
    <message>
        <source>{claims} from the summaries, {verdicts}, {omissions} and {judges}, with the words of the story passages you gave as evidence or marked.</source>
        <translation>{claims} aus den Zusammenfassungen, {verdicts}, {omissions} und {judges}, mit den Wörtern der Stellen der Geschichte, die du als Beleg angegeben oder markiert hast.</translation>
    </message>
    <message>
        <source>{claims} from the summaries, {verdicts}, {omissions} and {judges}; the story passages you gave as evidence or marked go only as positions in the story, not their words.</source>
        <translation>{claims} aus den Zusammenfassungen, {verdicts}, {omissions} und {judges}; die Stellen der Geschichte, die du als Beleg angegeben oder markiert hast, gehen nur als Positionen in der Geschichte mit, nicht mit ihren Wörtern.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>For example</source>
        <translation>Zum Beispiel</translation>
    </message>
    <message>
        <source>Every change to what a model wrote</source>
        <translation>Jede Änderung an dem, was ein Modell geschrieben hat</translation>
    </message>
    <message>
        <source>No word of a summary, a model&apos;s claim or a judge&apos;s evidence changed.</source>
        <translation>Kein Wort einer Zusammenfassung, einer Aussage eines Modells oder eines Belegs eines Bewerters wurde geändert.</translation>
    </message>
    <message>
        <source>with their text</source>
        <translation>mit ihrem Text</translation>
    </message>
    <message>
        <source>{n}: your answers to the questions, your rankings, and {spans}, each with its label.</source>
        <translation>{n}: deine Antworten auf die Fragen, deine Rangfolgen und {spans}, jeweils mit ihrem Label.</translation>
    </message>
    <message>
        <source>No feedback notes or comments.</source>
        <translation>Keine Rückmeldungen oder Kommentare.</translation>
    </message>
    <message>
        <source>{n} and {p}.</source>
        <translation>{n} und {p}.</translation>
    </message>
    <message>
        <source>The models, as the bundle names them</source>
        <translation>Die Modelle, wie das Paket sie nennt</translation>
    </message>
    <message>
        <source>Taken out before saving</source>
        <translation>Vor dem Speichern entfernt</translation>
    </message>
    <message>
        <source>Nothing that looks like a name you listed, an email address, a phone number, a web address, a file path or a piece of an API key was found.</source>
        <translation>Es wurde nichts gefunden, das wie ein von dir aufgeführter Name, eine E-Mail-Adresse, eine Telefonnummer, eine Webadresse, ein Dateipfad oder ein Teil eines API-Schlüssels aussieht.</translation>
    </message>
    <message>
        <source>never shown</source>
        <translation>nie angezeigt</translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message>
        <source>Mark the review complete</source>
        <translation>Bewertung als abgeschlossen markieren</translation>
    </message>
    <message>
        <source>Show which model wrote which summary</source>
        <translation>Zeigen, welches Modell was schrieb</translation>
    </message>
    <message>
        <source>The mistakes planted in the practice summaries</source>
        <translation>Die in den Übungszusammenfassungen eingebauten Fehler</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Finish&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Abschluss&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your review is complete.&lt;/b&gt; The models&apos; names are shown below. Your judgments are kept exactly as you made them, blind: from now on the review can be read but not changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Deine Bewertung ist abgeschlossen.&lt;/b&gt; Die Namen der Modelle stehen unten. Deine Urteile bleiben genau so, wie du sie gefällt hast – blind: Ab jetzt kann die Bewertung gelesen, aber nicht mehr geändert werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your review is complete.&lt;/b&gt; You can go back and change anything. When you are sure, you can see which model wrote which summary. After that your review can be read but no longer changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Deine Bewertung ist abgeschlossen.&lt;/b&gt; Du kannst zurückgehen und alles ändern. Wenn du sicher bist, kannst du sehen, welches Modell welche Zusammenfassung geschrieben hat. Danach kann deine Bewertung gelesen, aber nicht mehr geändert werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not complete yet.&lt;/b&gt; {missing}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Noch nicht abgeschlossen.&lt;/b&gt; {missing}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Length in words</source>
        <translation>Länge in Wörtern</translation>
    </message>
    <message>
        <source>How long a text is. WriterLens shows words first. AI models read text in small pieces called tokens (a word is about one and a third tokens in English); their limits and prices are counted in tokens, so the token count is shown next to the words.</source>
        <translation>Wie lang ein Text ist. WriterLens zeigt zuerst Wörter. KI-Modelle lesen Text in kleinen Stücken, den sogenannten Tokens (ein englisches Wort ist etwa eineinhalb Tokens, deutsche Wörter oft mehr); ihre Grenzen und Preise werden in Tokens gezählt, deshalb steht die Zahl der Tokens neben den Wörtern.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>The sub-word units a language model&apos;s tokenizer splits text into. WriterLens counts them on this computer with the cl100k_base tokenizer; a cloud model&apos;s own count may differ a little.</source>
        <translation>Die Teilworteinheiten, in die der Tokenizer eines Sprachmodells Text zerlegt. WriterLens zählt sie auf diesem Computer mit dem Tokenizer cl100k_base; die Zählung eines Cloud-Modells kann leicht abweichen.</translation>
    </message>
    <message>
        <source>Reading level</source>
        <translation>Lesestufe</translation>
    </message>
    <message>
        <source>How easy a text is to read, given as the US school year (grade) whose pupils would find it easy: grade 5 is about 10-year-olds, grade 12 the last year of school, above 12 is university reading. Short sentences and short words make it lower. It says nothing about how good the writing is.</source>
        <translation>Wie leicht ein Text zu lesen ist, angegeben als US-Schuljahr (grade), dessen Schülerinnen und Schüler ihn leicht fänden: Stufe 5 entspricht etwa Zehnjährigen, Stufe 12 dem letzten Schuljahr, über 12 ist Lektüre auf Hochschulniveau. Kurze Sätze und kurze Wörter senken den Wert. Er sagt nichts darüber aus, wie gut der Text geschrieben ist.</translation>
    </message>
    <message>
        <source>Flesch-Kincaid grade level</source>
        <translation>Flesch-Kincaid-Klassenstufe (Flesch-Kincaid grade level)</translation>
    </message>
    <message>
        <source>0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59.</source>
        <translation>0,39 × (Wörter ÷ Sätze) + 11,8 × (Silben ÷ Wörter) − 15,59.</translation>
    </message>
    <message>
        <source>Words shared with your story</source>
        <translation>Wörter aus deiner Geschichte</translation>
    </message>
    <message>
        <source>How much of the summary is made of words and phrases that also appear in your story. A high share is normal: a summary names your characters and places. This is a count made by WriterLens, not your answer to the question about what the summary covers.</source>
        <translation>Wie viel der Zusammenfassung aus Wörtern und Wendungen besteht, die auch in deiner Geschichte vorkommen. Ein hoher Anteil ist normal: Eine Zusammenfassung nennt deine Figuren und Orte. Das ist eine Zählung von WriterLens, nicht deine Antwort auf die Frage, was die Zusammenfassung abdeckt.</translation>
    </message>
    <message>
        <source>Extractive fragment coverage</source>
        <translation>Abdeckung durch extraktive Fragmente (extractive fragment coverage)</translation>
    </message>
    <message>
        <source>The share of the summary&apos;s words that belong to extractive fragments, the longest runs of words shared with the story (Grusky et al., 2018). Exports and the study report call it “coverage”.</source>
        <translation>Der Anteil der Wörter der Zusammenfassung, die zu extraktiven Fragmenten gehören, also den längsten mit der Geschichte geteilten Wortfolgen (Grusky et al., 2018). Exporte und der Studienbericht nennen ihn „coverage“.</translation>
    </message>
    <message>
        <source>Copied word for word</source>
        <translation>Wörtlich übernommen</translation>
    </message>
    <message>
        <source>How much of the summary is copied word for word from your story, as the typical length of a copied run: about 1 means single words are shared, 5 or more means whole phrases or sentences are lifted from the story.</source>
        <translation>Wie viel der Zusammenfassung wörtlich aus deiner Geschichte übernommen ist, gemessen an der typischen Länge einer übernommenen Wortfolge: etwa 1 heißt, es werden einzelne Wörter geteilt; 5 oder mehr heißt, ganze Wendungen oder Sätze werden aus der Geschichte übernommen.</translation>
    </message>
    <message>
        <source>Extractive fragment density</source>
        <translation>Dichte extraktiver Fragmente (extractive fragment density)</translation>
    </message>
    <message>
        <source>The sum of the squared lengths of the extractive fragments divided by the number of summary words (Grusky et al., 2018). Exports call it “density”.</source>
        <translation>Die Summe der quadrierten Längen der extraktiven Fragmente geteilt durch die Zahl der Wörter der Zusammenfassung (Grusky et al., 2018). Exporte nennen sie „density“.</translation>
    </message>
    <message>
        <source>How much shorter</source>
        <translation>Wie viel kürzer</translation>
    </message>
    <message>
        <source>How many words of your story each word of the summary stands for: “8 times shorter” means the summary is an eighth of your story&apos;s length.</source>
        <translation>Für wie viele Wörter deiner Geschichte jedes Wort der Zusammenfassung steht: „8-mal kürzer“ heißt, die Zusammenfassung ist ein Achtel so lang wie deine Geschichte.</translation>
    </message>
    <message>
        <source>Compression ratio</source>
        <translation>Kompressionsrate (compression ratio)</translation>
    </message>
    <message>
        <source>Story words ÷ summary words (Grusky et al., 2018). Exports call it “compression”.</source>
        <translation>Wörter der Geschichte ÷ Wörter der Zusammenfassung (Grusky et al., 2018). Exporte nennen sie „compression“.</translation>
    </message>
    <message>
        <source>Runs of words also in your story</source>
        <translation>Wortfolgen auch in deiner Geschichte</translation>
    </message>
    <message>
        <source>Quantisation (quantization)</source>
        <translation>Quantisierung (quantization)</translation>
    </message>
    <message>
        <source>Context window (context size)</source>
        <translation>Kontextfenster (context size)</translation>
    </message>
    <message>
        <source>The maximum number of tokens (prompt and generated text) a model attends to in one call; for a model on this computer, the n_ctx it is loaded with, at most the trained context it was built for.</source>
        <translation>Die größte Zahl an Tokens (Prompt und erzeugter Text), die ein Modell in einem Aufruf berücksichtigt; bei einem Modell auf diesem Computer der n_ctx-Wert, mit dem es geladen wird, höchstens der trainierte Kontext, für den es gebaut wurde.</translation>
    </message>
    <message>
        <source>Of all the runs of 2, 3, 4 or 5 words in a row in the summary, how many also appear in your story. Lower means the summary uses more wording of its own.</source>
        <translation>Wie viele aller Folgen von 2, 3, 4 oder 5 aufeinanderfolgenden Wörtern der Zusammenfassung auch in deiner Geschichte vorkommen. Niedriger heißt: Die Zusammenfassung nutzt mehr eigene Formulierungen.</translation>
    </message>
    <message>
        <source>N-gram overlap</source>
        <translation>N-Gramm-Überlappung (n-gram overlap)</translation>
    </message>
    <message>
        <source>The share of the summary&apos;s n-grams (n = 2 to 5, compared by their dictionary forms) that also occur in the story; one minus the share of novel n-grams.</source>
        <translation>Der Anteil der N-Gramme der Zusammenfassung (n = 2 bis 5, verglichen nach ihren Grundformen), die auch in der Geschichte vorkommen; eins minus der Anteil neuer N-Gramme.</translation>
    </message>
    <message>
        <source>Longest copied run</source>
        <translation>Längste übernommene Wortfolge</translation>
    </message>
    <message>
        <source>The longest passage the summary repeats from your story word for word.</source>
        <translation>Die längste Stelle, die die Zusammenfassung wörtlich aus deiner Geschichte wiederholt.</translation>
    </message>
    <message>
        <source>Longest common word sequence</source>
        <translation>Längste gemeinsame Wortfolge (longest common word sequence)</translation>
    </message>
    <message>
        <source>The longest run of consecutive words that occurs in both the summary and the story.</source>
        <translation>Die längste Folge aufeinanderfolgender Wörter, die sowohl in der Zusammenfassung als auch in der Geschichte vorkommt.</translation>
    </message>
    <message>
        <source>Copied passages</source>
        <translation>Übernommene Stellen</translation>
    </message>
    <message>
        <source>Passages of five words or more the summary copies from your story without quotation marks. You can show them in the summary&apos;s text.</source>
        <translation>Stellen ab fünf Wörtern, die die Zusammenfassung ohne Anführungszeichen aus deiner Geschichte übernimmt. Du kannst sie im Text der Zusammenfassung anzeigen lassen.</translation>
    </message>
    <message>
        <source>Unquoted verbatim spans</source>
        <translation>Wörtliche Übernahmen ohne Anführungszeichen (unquoted verbatim spans)</translation>
    </message>
    <message>
        <source>Maximal word sequences of length 5 or more shared with the story and not inside quotation marks in the summary.</source>
        <translation>Maximale Wortfolgen ab Länge 5, die mit der Geschichte geteilt werden und in der Zusammenfassung nicht in Anführungszeichen stehen.</translation>
    </message>
    <message>
        <source>Cost for this story</source>
        <translation>Kosten für diese Geschichte</translation>
    </message>
    <message>
        <source>What the cloud company charges to read your story and write the summary, in US dollars, written the way your computer writes amounts. Models on this computer are free.</source>
        <translation>Was der Cloud-Anbieter dafür berechnet, deine Geschichte zu lesen und die Zusammenfassung zu schreiben, in US-Dollar, so geschrieben, wie dein Computer Beträge schreibt. Modelle auf diesem Computer sind kostenlos.</translation>
    </message>
    <message>
        <source>Price per million tokens</source>
        <translation>Preis pro Million Tokens</translation>
    </message>
    <message>
        <source>Cost = tokens read × input price + tokens written × output price, with the prices the company publishes in US dollars per million tokens (reading and writing are priced apart).</source>
        <translation>Kosten = gelesene Tokens × Eingabepreis + geschriebene Tokens × Ausgabepreis, mit den Preisen, die der Anbieter in US-Dollar pro Million Tokens veröffentlicht (Lesen und Schreiben haben getrennte Preise).</translation>
    </message>
    <message>
        <source>File size and quality</source>
        <translation>Dateigröße und Qualität</translation>
    </message>
    <message>
        <source>How finely the model&apos;s numbers are stored in its file. A smaller file loads faster and needs less memory but writes slightly weaker summaries; “Q4” files are a common balance.</source>
        <translation>Wie fein die Zahlen des Modells in seiner Datei gespeichert sind. Eine kleinere Datei lädt schneller und braucht weniger Speicher, schreibt aber etwas schwächere Zusammenfassungen; „Q4“-Dateien sind ein verbreiteter Kompromiss.</translation>
    </message>
    <message>
        <source>The number format of the model&apos;s weights, e.g. Q4_K_M (about 4.8 bits per weight in k-quant blocks), Q8_0 (8 bits) or F16 (16-bit floating point).</source>
        <translation>Das Zahlenformat der Gewichte des Modells, z. B. Q4_K_M (etwa 4,8 Bit pro Gewicht in k-quant-Blöcken), Q8_0 (8 Bit) oder F16 (16-Bit-Gleitkomma).</translation>
    </message>
    <message>
        <source>How much it reads at once</source>
        <translation>Wie viel es auf einmal liest</translation>
    </message>
    <message>
        <source>The most text a model can keep in mind at one time: your story, WriterLens&apos;s instructions and the summary it writes, together. A story that does not fit is summarized part by part.</source>
        <translation>Der meiste Text, den ein Modell auf einmal im Blick behalten kann: deine Geschichte, die Anweisungen von WriterLens und die Zusammenfassung, die es schreibt, zusammen. Eine Geschichte, die nicht hineinpasst, wird Teil für Teil zusammengefasst.</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>Benötigter Speicher</translation>
    </message>
    <message>
        <source>How much of your computer&apos;s memory the model takes while it writes. If it needs more than is free, the computer slows down or the model does not start.</source>
        <translation>Wie viel Arbeitsspeicher deines Computers das Modell belegt, während es schreibt. Braucht es mehr, als frei ist, wird der Computer langsam oder das Modell startet nicht.</translation>
    </message>
    <message>
        <source>RAM for weights and KV cache</source>
        <translation>RAM für Gewichte und KV-Cache</translation>
    </message>
    <message>
        <source>About the model file&apos;s size plus the key-value cache for the chosen context window.</source>
        <translation>Etwa die Größe der Modelldatei plus der Key-Value-Cache für das gewählte Kontextfenster.</translation>
    </message>
    <message>
        <source>Times the model is asked</source>
        <translation>Wie oft das Modell gefragt wird</translation>
    </message>
    <message>
        <source>How many separate requests a summary takes. A long story summarized part by part needs one per part, and more to join the parts.</source>
        <translation>Wie viele einzelne Anfragen eine Zusammenfassung braucht. Eine lange Geschichte, die Teil für Teil zusammengefasst wird, braucht eine pro Teil und weitere, um die Teile zusammenzuführen.</translation>
    </message>
    <message>
        <source>Model calls</source>
        <translation>Modellaufrufe (model calls)</translation>
    </message>
    <message>
        <source>The number of completion requests (API calls or local generations) of one run.</source>
        <translation>Die Zahl der Completion-Anfragen (API-Aufrufe oder lokale Generierungen) eines Laufs.</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Prüfmodell</translation>
    </message>
    <message>
        <source>An AI model you can ask to score a summary, as a second opinion next to yours. Its scores are never your answers.</source>
        <translation>Ein KI-Modell, das du bitten kannst, eine Zusammenfassung zu bewerten, als zweite Meinung neben deiner. Seine Werte sind nie deine Antworten.</translation>
    </message>
    <message>
        <source>LLM-as-a-judge</source>
        <translation>LLM als Prüfmodell (LLM-as-a-judge)</translation>
    </message>
    <message>
        <source>A language model prompted with the story, the summary and a rubric to return scores; its cost is counted like a summary&apos;s.</source>
        <translation>Ein Sprachmodell, das mit der Geschichte, der Zusammenfassung und einem Bewertungsschema aufgefordert wird, Werte zurückzugeben; seine Kosten werden wie die einer Zusammenfassung gezählt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{plain}&lt;/b&gt;: {explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Exact term:&lt;/i&gt; {exact}. {definition}&lt;/p&gt;&lt;p&gt;&lt;i&gt;More in Help → Glossary.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{plain}&lt;/b&gt;: {explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Fachbegriff:&lt;/i&gt; {exact}. {definition}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Mehr unter Hilfe → Glossar.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>What the numbers in WriterLens mean. Each entry gives the plain name you see on screen, then the exact term researchers use (and the exports keep) with its definition.</source>
        <translation>Was die Zahlen in WriterLens bedeuten. Jeder Eintrag nennt zuerst den einfachen Namen, den du auf dem Bildschirm siehst, dann den genauen Fachbegriff, den die Forschung verwendet (und den die Exporte behalten), mit seiner Definition.</translation>
    </message>
    <message>
        <source>Search the glossary</source>
        <translation>Im Glossar suchen</translation>
    </message>
    <message>
        <source>Glossary entries</source>
        <translation>Glossareinträge</translation>
    </message>
    <message>
        <source>Nothing in the glossary mentions “{query}”.</source>
        <translation>Nichts im Glossar erwähnt „{query}“.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;&lt;a name=&apos;{key}&apos;&gt;&lt;/a&gt;{plain}&lt;/h3&gt;&lt;p&gt;{explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Exact term:&lt;/i&gt; &lt;b&gt;{exact}&lt;/b&gt;. {definition}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;&lt;a name=&apos;{key}&apos;&gt;&lt;/a&gt;{plain}&lt;/h3&gt;&lt;p&gt;{explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Fachbegriff:&lt;/i&gt; &lt;b&gt;{exact}&lt;/b&gt;. {definition}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ImportResults</name>
    <message>
        <source>What happened to each imported file</source>
        <translation>Was mit jeder importierten Datei geschehen ist</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>participant {code}, bundle {bundle}</source>
        <translation>Teilnehmer*in {code}, Paket {bundle}</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Study Instructions — {title}</source>
        <translation>Anleitung der Studie — {title}</translation>
    </message>
    <message>
        <source>The study&apos;s instructions</source>
        <translation>Die Anleitung der Studie</translation>
    </message>
    <message>
        <source>The coordinator gave no instructions.</source>
        <translation>Die Studienleitung hat keine Anleitung hinterlassen.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;You take part as &lt;b&gt;{code}&lt;/b&gt; since {day}. Your exports carry this code and the study id ({id}), never your name.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Du nimmst seit {day} als &lt;b&gt;{code}&lt;/b&gt; teil. Deine Exporte tragen diesen Code und die Studien-ID ({id}), nie deinen Namen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;You take part as &lt;b&gt;{code}&lt;/b&gt;. Your exports carry this code and the study id ({id}), never your name.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Du nimmst als &lt;b&gt;{code}&lt;/b&gt; teil. Deine Exporte tragen diesen Code und die Studien-ID ({id}), nie deinen Namen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>InstrumentPicker</name>
    <message>
        <source>{id} (ships with WriterLens)</source>
        <translation>{id} (in WriterLens enthalten)</translation>
    </message>
    <message>
        <source>Your own (a JSON file)…</source>
        <translation>Eigene (eine JSON-Datei)…</translation>
    </message>
    <message>
        <source>The JSON file, in the format of the shipped ones</source>
        <translation>Die JSON-Datei, im Format der mitgelieferten</translation>
    </message>
    <message>
        <source>{noun} file</source>
        <translation>{noun}-Datei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose the {noun} file</source>
        <translation>Die {noun}-Datei wählen</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>JoinStudyDialog</name>
    <message>
        <source>Join a Study</source>
        <translation>An einer Studie teilnehmen</translation>
    </message>
    <message>
        <source>Reading the study file…</source>
        <translation>Studiendatei wird gelesen…</translation>
    </message>
    <message>
        <source>The study&apos;s instructions</source>
        <translation>Die Anleitung der Studie</translation>
    </message>
    <message>
        <source>Your participant code</source>
        <translation>Dein Teilnahmecode</translation>
    </message>
    <message>
        <source>Your participant &amp;code:</source>
        <translation>Dein Teilnahme&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Join the Study</source>
        <translation>An der Studie &amp;teilnehmen</translation>
    </message>
    <message>
        <source>&amp;Instructions from the coordinator:</source>
        <translation>&amp;Anleitung der Studienleitung:</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Study id: {id}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Studien-ID: {id}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The coordinator gave no instructions.</source>
        <translation>Die Studienleitung hat keine Anleitung hinterlassen.</translation>
    </message>
    <message>
        <source>Type the code the coordinator sent you</source>
        <translation>Gib den Code ein, den dir die Studienleitung geschickt hat</translation>
    </message>
    <message>
        <source>Leave empty for a random pseudonym</source>
        <translation>Leer lassen für ein zufälliges Pseudonym</translation>
    </message>
    <message>
        <source>You have already joined this study; joining again keeps your ids.</source>
        <translation>Du bist dieser Studie schon beigetreten; ein erneuter Beitritt behält deine IDs.</translation>
    </message>
    <message>
        <source>You are taking part in “{current}”. Joining this study replaces it; your reviews stay in your library.</source>
        <translation>Du nimmst an „{current}“ teil. Der Beitritt zu dieser Studie ersetzt sie; deine Bewertungen bleiben in deiner Bibliothek.</translation>
    </message>
    <message>
        <source>This study file cannot be used.</source>
        <translation>Diese Studiendatei kann nicht verwendet werden.</translation>
    </message>
</context>
<context>
    <name>JudgeDialog</name>
    <message>
        <source>A judge model reads your story and a summary, and answers as a careful reader would. Its answers are shown apart from yours and never change them.</source>
        <translation>Ein Prüfmodell liest deine Geschichte und eine Zusammenfassung und antwortet so, wie es eine aufmerksame Leserin oder ein aufmerksamer Leser täte. Seine Antworten werden getrennt von deinen angezeigt und ändern sie nie.</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Prüfmodell</translation>
    </message>
    <message>
        <source>&amp;Judge model:</source>
        <translation>&amp;Prüfmodell:</translation>
    </message>
    <message>
        <source>Judging progress</source>
        <translation>Fortschritt der Prüfung</translation>
    </message>
    <message>
        <source>Choose a judge model and at least one thing to ask.</source>
        <translation>Wähle ein Prüfmodell und mindestens eine Frage.</translation>
    </message>
    <message>
        <source>Ask judge models</source>
        <extracomment>the writer wants to write their questions about the story first</extracomment>
        <translation>Prüfmodelle befragen</translation>
    </message>
</context>
<context>
    <name>JudgePage</name>
    <message>
        <source>Done. The judges&apos; answers are in the measures panel.</source>
        <extracomment>the writer wants to write their questions about the story first</extracomment>
        <translation>Fertig. Die Antworten der Prüfmodelle stehen bei den Messwerten.</translation>
    </message>
    <message>
        <source>Stopped. What the judge had finished is kept in the measures panel.</source>
        <translation>Angehalten. Was das Prüfmodell fertig hatte, bleibt bei den Messwerten erhalten.</translation>
    </message>
    <message>
        <source>The judge could not finish. What it had finished is kept in the measures panel.</source>
        <translation>Das Prüfmodell konnte nicht fertig werden. Was es fertig hatte, bleibt bei den Messwerten erhalten.</translation>
    </message>
    <message>
        <source>The &amp;four questions (coverage, faithfulness, coherence, analysis), 1–4</source>
        <translation>Die &amp;vier Fragen (Abdeckung, Texttreue, Kohärenz, Analyse), 1–4</translation>
    </message>
    <message>
        <source>&amp;Coherence, sentence by sentence: what would confuse a reader</source>
        <translation>&amp;Kohärenz, Satz für Satz: was Lesende verwirren würde</translation>
    </message>
    <message>
        <source>Your &amp;questions about the story: which it answers</source>
        <translation>Deine &amp;Fragen zur Geschichte: welche sie beantwortet</translation>
    </message>
    <message>
        <source>&amp;Write your questions…</source>
        <translation>Fragen &amp;schreiben…</translation>
    </message>
    <message>
        <source>What to ask</source>
        <translation>Was gefragt wird</translation>
    </message>
    <message>
        <source>You have not written any questions about this story yet.</source>
        <translation>Du hast noch keine Fragen zu dieser Geschichte geschrieben.</translation>
    </message>
    <message>
        <source>1 question of yours about this story.</source>
        <translation>1 eigene Frage zu dieser Geschichte.</translation>
    </message>
    <message numerus="yes">
        <source>%n questions of yours about this story.</source>
        <translation>
            <numerusform>%n eigene Frage zu dieser Geschichte.</numerusform>
            <numerusform>%n eigene Fragen zu dieser Geschichte.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Edit your questions…</source>
        <translation>Fragen &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>the four questions</source>
        <translation>die vier Fragen</translation>
    </message>
    <message>
        <source>coherence</source>
        <translation>Kohärenz</translation>
    </message>
    <message>
        <source>your questions</source>
        <translation>deine Fragen</translation>
    </message>
</context>
<context>
    <name>JudgeResults</name>
    <message>
        <source>someone or something not introduced</source>
        <extracomment>The kinds of confusion a coherence judge reports, in a few words (the tooltip says more).</extracomment>
        <translation>jemand oder etwas nicht eingeführt</translation>
    </message>
    <message>
        <source>an event left out</source>
        <translation>ein Ereignis ausgelassen</translation>
    </message>
    <message>
        <source>a missing reason</source>
        <translation>ein fehlender Grund</translation>
    </message>
    <message>
        <source>a minor detail given weight</source>
        <translation>eine Nebensache zu wichtig genommen</translation>
    </message>
    <message>
        <source>an abrupt jump</source>
        <translation>ein abrupter Sprung</translation>
    </message>
    <message>
        <source>says the same twice</source>
        <translation>sagt dasselbe zweimal</translation>
    </message>
    <message>
        <source>contradicts itself</source>
        <translation>widerspricht sich</translation>
    </message>
    <message>
        <source>unclear wording</source>
        <translation>unklare Formulierung</translation>
    </message>
    <message>
        <source>Judge models</source>
        <extracomment>summary code points to select (a sentence a coherence judge found confusing)</extracomment>
        <translation>Prüfmodelle</translation>
    </message>
    <message>
        <source>Run &amp;judges…</source>
        <translation>Prüfmodelle &amp;befragen…</translation>
    </message>
    <message>
        <source>Ask a model you set up to score this summary (you see the cost first)</source>
        <translation>Ein eingerichtetes Modell diese Zusammenfassung bewerten lassen (du siehst zuerst die Kosten)</translation>
    </message>
    <message>
        <source>Your &amp;questions…</source>
        <translation>Deine &amp;Fragen…</translation>
    </message>
    <message>
        <source>Questions about your story a good summary should answer, with your answers</source>
        <translation>Fragen zu deiner Geschichte, die eine gute Zusammenfassung beantworten sollte, mit deinen Antworten</translation>
    </message>
    <message>
        <source>Judge scores per question</source>
        <translation>Bewertungen der Prüfmodelle pro Frage</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coherence, sentence by sentence&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kohärenz, Satz für Satz&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Coherence, sentence by sentence</source>
        <translation>Kohärenz, Satz für Satz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your questions about the story&lt;/b&gt;</source>
        <translation>&lt;b&gt;Deine Fragen zur Geschichte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your questions answered</source>
        <translation>Deine beantworteten Fragen</translation>
    </message>
    <message>
        <source>Judged by: {models}. A judge is another AI model: its scores are its reading, not yours. Hover over a score for its reply.</source>
        <translation>Geprüft von: {models}. Ein Prüfmodell ist ein anderes KI-Modell: Seine Werte sind seine Lesart, nicht deine. Fahre mit der Maus über einen Wert, um seine Antwort zu sehen.</translation>
    </message>
    <message>
        <source>No judge model has read this summary yet. Run judges… asks a model you set up; you see what it would cost before anything is sent.</source>
        <translation>Noch hat kein Prüfmodell diese Zusammenfassung gelesen. „Prüfmodelle befragen…“ fragt ein von dir eingerichtetes Modell; du siehst, was es kosten würde, bevor etwas gesendet wird.</translation>
    </message>
    <message>
        <source>Not asked: the judge declined an earlier question, or the run stopped.</source>
        <translation>Nicht gefragt: Das Prüfmodell hat eine frühere Frage abgelehnt, oder der Lauf wurde angehalten.</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>The judge declined to answer this question.</source>
        <translation>Das Prüfmodell hat es abgelehnt, diese Frage zu beantworten.</translation>
    </message>
    <message>
        <source>The judge&apos;s reply could not be read as a score 1–4.</source>
        <translation>Die Antwort des Prüfmodells ließ sich nicht als Wert von 1–4 lesen.</translation>
    </message>
    <message>
        <source>{v} of 4</source>
        <translation>{v} von 4</translation>
    </message>
    <message>
        <source>Its reply: {reply}</source>
        <translation>Seine Antwort: {reply}</translation>
    </message>
    <message>
        <source>{judge}: {clear} of {n} sentences read clearly ({share})</source>
        <translation>{judge}: {clear} von {n} Sätzen lesen sich klar ({share})</translation>
    </message>
    <message>
        <source>{judge}: no sentence got a usable answer</source>
        <translation>{judge}: kein Satz hat eine brauchbare Antwort bekommen</translation>
    </message>
    <message>
        <source>A reader asks: {q}</source>
        <translation>Jemand, der liest, fragt: {q}</translation>
    </message>
    <message>
        <source>the judge declined to answer</source>
        <translation>das Prüfmodell hat die Antwort abgelehnt</translation>
    </message>
    <message>
        <source>the judge&apos;s reply could not be read</source>
        <translation>die Antwort des Prüfmodells ließ sich nicht lesen</translation>
    </message>
    <message>
        <source>{judge}: answers {k} of your {n} questions ({share})</source>
        <translation>{judge}: beantwortet {k} deiner {n} Fragen ({share})</translation>
    </message>
    <message>
        <source>✓ Yes</source>
        <translation>✓ Ja</translation>
    </message>
    <message>
        <source>✗ No</source>
        <translation>✗ Nein</translation>
    </message>
    <message>
        <source>Evidence: {e}</source>
        <translation>Beleg: {e}</translation>
    </message>
    <message>
        <source>{heading} — stopped after {n} of {total} sentences</source>
        <translation>{heading} — angehalten nach {n} von {total} Sätzen</translation>
    </message>
    <message>
        <source>a person, place or thing appears without being introduced</source>
        <extracomment>Every kind, in the order offered. BooookScore&apos;s kinds of confusion (Chang et al., 2024), as stored and exported. What a reader is told each kind means (the judge&apos;s prompt, in English, and the UI&apos;s tooltips, translated: hence marked for lupdate).</extracomment>
        <translation>eine Person, ein Ort oder eine Sache taucht auf, ohne eingeführt zu werden</translation>
    </message>
    <message>
        <source>an event it relies on is never told</source>
        <translation>ein Ereignis, auf das er sich stützt, wird nie erzählt</translation>
    </message>
    <message>
        <source>why something happens, or why someone acts, is left out</source>
        <translation>warum etwas geschieht oder warum jemand handelt, fehlt</translation>
    </message>
    <message>
        <source>it dwells on something that does not matter to the story</source>
        <translation>er verweilt bei etwas, das für die Geschichte keine Rolle spielt</translation>
    </message>
    <message>
        <source>it does not follow from what comes before it</source>
        <translation>er folgt nicht aus dem, was davor steht</translation>
    </message>
    <message>
        <source>it repeats what was already said</source>
        <translation>er wiederholt, was schon gesagt wurde</translation>
    </message>
    <message>
        <source>it contradicts another part of the summary</source>
        <translation>er widerspricht einem anderen Teil der Zusammenfassung</translation>
    </message>
    <message>
        <source>its wording or grammar gets in the way</source>
        <translation>seine Formulierung oder Grammatik steht im Weg</translation>
    </message>
</context>
<context>
    <name>LabelPalette</name>
    <message>
        <source>Error labels</source>
        <extracomment>a label was chosen (its id)</extracomment>
        <translation>Fehler-Labels</translation>
    </message>
    <message>
        <source>&lt;b&gt;Labels&lt;/b&gt; (select words, then a key)</source>
        <translation>&lt;b&gt;Labels&lt;/b&gt; (Wörter auswählen, dann eine Taste)</translation>
    </message>
    <message>
        <source>{label}, key {key}</source>
        <translation>{label}, Taste {key}</translation>
    </message>
</context>
<context>
    <name>LabelsPage</name>
    <message>
        <source>Is the narrator reliable?</source>
        <translation>Ist die Erzählstimme zuverlässig?</translation>
    </message>
    <message>
        <source>Reliable</source>
        <translation>Zuverlässig</translation>
    </message>
    <message>
        <source>Unreliable</source>
        <translation>Unzuverlässig</translation>
    </message>
    <message>
        <source>Does the story have a detailed subplot (with niche knowledge)?</source>
        <translation>Hat die Geschichte eine ausführliche Nebenhandlung (mit Spezialwissen)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Is the timeline linear?</source>
        <translation>Ist die Zeitlinie linear?</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Non-linear (flashbacks)</source>
        <translation>Nicht linear (Rückblenden)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About your story&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Über deine Geschichte&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>These describe the story, not the summaries. The study used them to see which kinds of story models find hard.</source>
        <translation>Diese Angaben beschreiben die Geschichte, nicht die Zusammenfassungen. Die Studie hat damit untersucht, welche Arten von Geschichten Modellen schwerfallen.</translation>
    </message>
    <message>
        <source>Reading level: not available for this story.</source>
        <translation>Lesestufe: für diese Geschichte nicht verfügbar.</translation>
    </message>
    <message>
        <source>Reading level, worked out by WriterLens: {level}.</source>
        <translation>Lesestufe, von WriterLens berechnet: {level}.</translation>
    </message>
</context>
<context>
    <name>LanguagePage</name>
    <message>
        <source>The language of WriterLens&apos;s menus, buttons and questions. Your stories, summaries and a study&apos;s own questions stay as they were written.</source>
        <translation>Die Sprache der Menüs, Schaltflächen und Fragen von WriterLens. Deine Geschichten, Zusammenfassungen und die eigenen Fragen einer Studie bleiben so, wie sie geschrieben wurden.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Saved. WriterLens will use {language} the next time it starts: close it and open it again.</source>
        <translation>Gespeichert. WriterLens spricht beim nächsten Start {language}: Schließe es und öffne es erneut.</translation>
    </message>
</context>
<context>
    <name>LateNote</name>
    <message>
        <source>Add to this review</source>
        <translation>Zu dieser Bewertung hinzufügen</translation>
    </message>
    <message>
        <source>The summaries are shuffled again, so you cannot tell which one is new</source>
        <translation>Die Zusammenfassungen werden neu gemischt, damit du nicht erkennst, welche neu ist</translation>
    </message>
    <message>
        <source>A summary of this story is still being written. When it is finished it can join this review, as long as you have not judged anything yet.</source>
        <translation>Eine Zusammenfassung dieser Geschichte wird noch geschrieben. Wenn sie fertig ist, kann sie zu dieser Bewertung hinzukommen, solange du noch nichts beurteilt hast.</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries finished after this review began and are not in it yet. You have not judged anything, so they can join.</source>
        <translation>
            <numerusform>%n Zusammenfassung wurde fertig, nachdem diese Bewertung begonnen hat, und ist noch nicht darin. Du hast noch nichts beurteilt, also kann sie hinzukommen.</numerusform>
            <numerusform>%n Zusammenfassungen wurden fertig, nachdem diese Bewertung begonnen hat, und sind noch nicht darin. Du hast noch nichts beurteilt, also können sie hinzukommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summaries finished after this review began and are not part of it: you judged the others side by side, so the review keeps the summaries it started with. They stay in your library.</source>
        <translation>
            <numerusform>%n Zusammenfassung wurde fertig, nachdem diese Bewertung begonnen hat, und gehört nicht dazu: Du hast die anderen nebeneinander beurteilt, deshalb behält die Bewertung die Zusammenfassungen, mit denen sie begann. Sie bleibt in deiner Bibliothek.</numerusform>
            <numerusform>%n Zusammenfassungen wurden fertig, nachdem diese Bewertung begonnen hat, und gehören nicht dazu: Du hast die anderen nebeneinander beurteilt, deshalb behält die Bewertung die Zusammenfassungen, mit denen sie begann. Sie bleiben in deiner Bibliothek.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryText</name>
    <message>
        <source>No summaries yet</source>
        <translation>Noch keine Zusammenfassungen</translation>
    </message>
    <message>
        <source>Ready to review</source>
        <translation>Bereit zur Bewertung</translation>
    </message>
    <message>
        <source>Review in progress</source>
        <translation>Bewertung läuft</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Bewertet</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Summaries</source>
        <translation>Zusammenfassungen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Sample story with three demo summaries, to try a review.</source>
        <translation>Beispielgeschichte mit drei Beispielzusammenfassungen, um eine Bewertung auszuprobieren.</translation>
    </message>
    <message>
        <source>(version {n})</source>
        <translation>(Version {n})</translation>
    </message>
    <message>
        <source>· sample</source>
        <translation>· Beispiel</translation>
    </message>
    <message>
        <source>Summaries being written…</source>
        <translation>Zusammenfassungen werden geschrieben…</translation>
    </message>
</context>
<context>
    <name>LockedNote</name>
    <message>
        <source>You have seen which model wrote each summary, so this review is kept as you made it, blind. You can read everything; nothing can be changed.</source>
        <translation>Du hast gesehen, welches Modell welche Zusammenfassung geschrieben hat, deshalb bleibt diese Bewertung so, wie du sie blind abgegeben hast. Du kannst alles lesen, aber nichts mehr ändern.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your stories stay on this computer.</source>
        <extracomment>Emitted after every import round (tests and the status bar listen to it). Emitted when the reader shows a story (its id).</extracomment>
        <translation>Deine Geschichten bleiben auf diesem Computer.</translation>
    </message>
    <message>
        <source>{app} (read-only)</source>
        <translation>{app} (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Read-only: this library is open in another WriterLens or cannot be written. You can read everything; nothing can be changed here.</source>
        <translation>Schreibgeschützt: Diese Bibliothek ist in einem anderen WriterLens geöffnet oder kann nicht beschrieben werden. Du kannst alles lesen; hier lässt sich nichts ändern.</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Import stories (.txt, .md, .docx, .odt, .epub, .rtf)</source>
        <translation>Geschichten importieren (.txt, .md, .docx, .odt, .epub, .rtf)</translation>
    </message>
    <message>
        <source>&amp;Review Summaries</source>
        <translation>Zusammenfassungen &amp;bewerten</translation>
    </message>
    <message>
        <source>Judge this story&apos;s summaries blind: rate them, mark mistakes, rank them</source>
        <translation>Die Zusammenfassungen dieser Geschichte blind beurteilen: benoten, Fehler markieren, in eine Rangfolge bringen</translation>
    </message>
    <message>
        <source>Read the Summaries</source>
        <translation>Zusammenfassungen lesen</translation>
    </message>
    <message>
        <source>Read this story&apos;s summaries with the models&apos; names, outside the blind review</source>
        <translation>Die Zusammenfassungen dieser Geschichte mit den Namen der Modelle lesen, außerhalb der Blindbewertung</translation>
    </message>
    <message>
        <source>&amp;Summarize…</source>
        <translation>&amp;Zusammenfassen…</translation>
    </message>
    <message>
        <source>Get summaries of this story from up to three models</source>
        <translation>Zusammenfassungen dieser Geschichte von bis zu drei Modellen holen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Re&amp;move from Library…</source>
        <translation>Aus Bibliothek &amp;entfernen…</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>Ü&amp;ber {app}</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Willkommen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>API keys, models, servers and privacy</source>
        <translation>API-Schlüssel, Modelle, Server und Datenschutz</translation>
    </message>
    <message>
        <source>&amp;Back Up Now</source>
        <translation>Jetzt &amp;sichern</translation>
    </message>
    <message>
        <source>Make a checked backup of your whole library now</source>
        <translation>Jetzt eine geprüfte Sicherung deiner ganzen Bibliothek erstellen</translation>
    </message>
    <message>
        <source>Restore From &amp;Backup…</source>
        <translation>Aus Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Put back an earlier backup, or open a library brought from another computer</source>
        <translation>Eine frühere Sicherung zurückholen oder eine Bibliothek von einem anderen Computer öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Story</source>
        <translation>&amp;Geschichte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Find a story by title</source>
        <translation>Eine Geschichte nach Titel suchen</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Your library is empty&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Drop a story here, or use &lt;b&gt;Import…&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;WriterLens reads .txt, .md, .docx, .odt, .epub and .rtf files.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Deine Bibliothek ist leer&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Zieh eine Geschichte hierher oder nutze &lt;b&gt;Importieren…&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;WriterLens liest .txt-, .md-, .docx-, .odt-, .epub- und .rtf-Dateien.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Import stories</source>
        <translation>Geschichten importieren</translation>
    </message>
    <message>
        <source>Stories ({patterns});;All files (*)</source>
        <translation>Geschichten ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importiere {name}…</translation>
    </message>
    <message>
        <source>Imported “{title}” ({words} words).</source>
        <translation>„{title}“ importiert ({words} Wörter).</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Rename story</source>
        <translation>Geschichte umbenennen</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Remove story</source>
        <translation>Geschichte entfernen</translation>
    </message>
    <message>
        <source>Remove “{title}” from your library? Its {n} summaries and your review of them are removed too. The file you imported it from is not touched.</source>
        <translation>„{title}“ aus deiner Bibliothek entfernen? Ihre {n} Zusammenfassungen und deine Bewertung davon werden ebenfalls entfernt. Die Datei, aus der du sie importiert hast, bleibt unberührt.</translation>
    </message>
    <message>
        <source>Adding the sample story…</source>
        <translation>Beispielgeschichte wird hinzugefügt…</translation>
    </message>
    <message>
        <source>the sample story</source>
        <translation>die Beispielgeschichte</translation>
    </message>
    <message>
        <source>The daily backup could not be made: {problem}</source>
        <translation>Die tägliche Sicherung konnte nicht erstellt werden: {problem}</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossar</translation>
    </message>
    <message>
        <source>What each number WriterLens shows means</source>
        <translation>Was jede Zahl in WriterLens bedeutet</translation>
    </message>
</context>
<context>
    <name>MeasuresPanel</name>
    <message>
        <source>Automatic measures — not your judgments</source>
        <extracomment>story code points to scroll to and mark (the sentence&apos;s most likely source) summary code points to select in the summary text</extracomment>
        <translation>Automatische Messwerte – nicht deine Urteile</translation>
    </message>
    <message>
        <source>&lt;b&gt;Automatic measures — not your judgments&lt;/b&gt;</source>
        <extracomment>each summary measured once, shared with the window&apos;s copied-phrases layer</extracomment>
        <translation>&lt;b&gt;Automatische Messwerte – nicht deine Urteile&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Computed by WriterLens, or by a judge model you run. They never change your answers; use them or ignore them as you like.</source>
        <translation>Von WriterLens berechnet oder von einem Prüfmodell, das du befragst. Sie ändern nie deine Antworten; nutze sie oder ignoriere sie, wie du magst.</translation>
    </message>
    <message>
        <source>Copying from your story</source>
        <translation>Übernahmen aus deiner Geschichte</translation>
    </message>
    <message>
        <source>Longest copied run</source>
        <translation>Längste übernommene Wortfolge</translation>
    </message>
    <message>
        <source>Reading level</source>
        <translation>Lesestufe</translation>
    </message>
    <message>
        <source>Your story</source>
        <translation>Deine Geschichte</translation>
    </message>
    <message>
        <source>This summary</source>
        <translation>Diese Zusammenfassung</translation>
    </message>
    <message>
        <source>Where each sentence comes from</source>
        <translation>Woher jeder Satz stammt</translation>
    </message>
    <message>
        <source>Click a sentence here or in the summary: the story scrolls to the part it most likely retells (found by shared words, a guess).</source>
        <translation>Klicke hier oder in der Zusammenfassung auf einen Satz: Die Geschichte springt zu der Stelle, die er am wahrscheinlichsten nacherzählt (über gemeinsame Wörter gefunden, eine Vermutung).</translation>
    </message>
    <message>
        <source>Summary sentences and their source</source>
        <translation>Sätze der Zusammenfassung und ihre Quelle</translation>
    </message>
    <message>
        <source>Open one of the summaries to see its measures.</source>
        <translation>Öffne eine der Zusammenfassungen, um ihre Messwerte zu sehen.</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Wird gemessen…</translation>
    </message>
    <message>
        <source>Reading the judges&apos; answers…</source>
        <translation>Lese die Antworten der Prüfmodelle…</translation>
    </message>
    <message>
        <source>The measures could not be computed.</source>
        <translation>Die Messwerte konnten nicht berechnet werden.</translation>
    </message>
    <message>
        <source>{n} words</source>
        <translation>{n} Wörter</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>no match in your story</source>
        <translation>keine Entsprechung in deiner Geschichte</translation>
    </message>
    <message>
        <source>What these figures mean</source>
        <translation>Was diese Zahlen bedeuten</translation>
    </message>
    <message>
        <source>Opens Help → Glossary</source>
        <translation>Öffnet Hilfe → Glossar</translation>
    </message>
    <message>
        <source>Words shared with your story</source>
        <translation>Wörter aus deiner Geschichte</translation>
    </message>
    <message>
        <source>Copied word for word</source>
        <translation>Wörtlich übernommen</translation>
    </message>
    <message>
        <source>How much shorter</source>
        <translation>Wie viel kürzer</translation>
    </message>
    <message numerus="yes">
        <source>%n words in a row</source>
        <translation>
            <numerusform>%n Wort am Stück</numerusform>
            <numerusform>%n Wörter am Stück</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs of words also found in your story:</source>
        <translation>Wortfolgen, die auch in deiner Geschichte vorkommen:</translation>
    </message>
    <message>
        <source>{x} times</source>
        <translation>{x}-mal</translation>
    </message>
    <message>
        <source>mostly single words ({x})</source>
        <translation>meist einzelne Wörter ({x})</translation>
    </message>
    <message>
        <source>some short phrases ({x})</source>
        <translation>einige kurze Wendungen ({x})</translation>
    </message>
    <message>
        <source>long passages ({x})</source>
        <translation>lange Stellen ({x})</translation>
    </message>
    <message>
        <source>Copied passages</source>
        <translation>Übernommene Stellen</translation>
    </message>
    <message>
        <source>{where} (goes back)</source>
        <translation>{where} (springt zurück)</translation>
    </message>
</context>
<context>
    <name>MeasuresPart</name>
    <message>
        <source>Looking for copied phrases…</source>
        <extracomment>the panel, just shown, has taken its width (the window&apos;s layout follows)</extracomment>
        <translation>Suche nach übernommenen Formulierungen…</translation>
    </message>
    <message>
        <source>1 passage copied word for word from your story</source>
        <translation>1 Stelle wörtlich aus deiner Geschichte übernommen</translation>
    </message>
    <message numerus="yes">
        <source>%n passages copied word for word from your story</source>
        <translation>
            <numerusform>%n Stelle wörtlich aus deiner Geschichte übernommen</numerusform>
            <numerusform>%n Stellen wörtlich aus deiner Geschichte übernommen</numerusform>
        </translation>
    </message>
    <message>
        <source>No copied phrases of 5 words or more</source>
        <translation>Keine übernommenen Formulierungen ab 5 Wörtern</translation>
    </message>
    <message>
        <source>Automatic measures</source>
        <translation>Automatische Messwerte</translation>
    </message>
    <message>
        <source>Show figures computed about this summary, and judge models&apos; answers (Ctrl+M)</source>
        <translation>Für diese Zusammenfassung berechnete Werte und die Antworten der Prüfmodelle anzeigen (Ctrl+M)</translation>
    </message>
    <message>
        <source>Run judges…</source>
        <translation>Prüfmodelle befragen…</translation>
    </message>
    <message>
        <source>Ask a judge model about the summaries (Ctrl+J)</source>
        <translation>Ein Prüfmodell zu den Zusammenfassungen befragen (Ctrl+J)</translation>
    </message>
    <message>
        <source>Your questions…</source>
        <translation>Deine Fragen…</translation>
    </message>
    <message>
        <source>Your questions about the story, for the judges to check the summaries</source>
        <translation>Deine Fragen zur Geschichte, mit denen die Prüfmodelle die Zusammenfassungen prüfen</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>Messwerte</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Runs on this computer: the story does not leave it.</source>
        <translation>Läuft auf diesem Computer: Die Geschichte verlässt ihn nicht.</translation>
    </message>
    <message>
        <source>Sends the story to {provider}.</source>
        <translation>Sendet die Geschichte an {provider}.</translation>
    </message>
    <message>
        <source>Models (choose up to three)</source>
        <translation>Modelle (bis zu drei wählen)</translation>
    </message>
    <message>
        <source>Looking up the models you set up…</source>
        <extracomment>the name shown beside each box (it wraps; the box&apos;s own text would not)</extracomment>
        <translation>Suche die Modelle, die du eingerichtet hast…</translation>
    </message>
    <message>
        <source>Open Se&amp;ttings…</source>
        <translation>Eins&amp;tellungen öffnen…</translation>
    </message>
    <message>
        <source>Open Settings to set up models and keys</source>
        <translation>Einstellungen öffnen, um Modelle und Schlüssel einzurichten</translation>
    </message>
    <message>
        <source>Add keys, servers and model files in Settings.</source>
        <translation>Füge in den Einstellungen Schlüssel, Server und Modelldateien hinzu.</translation>
    </message>
    <message>
        <source>No models are set up yet. Add a cloud model&apos;s key, a server, or a model file on this computer in Settings.</source>
        <translation>Es sind noch keine Modelle eingerichtet. Füge in den Einstellungen den Schlüssel eines Cloud-Modells, einen Server oder eine Modelldatei auf diesem Computer hinzu.</translation>
    </message>
    <message>
        <source>You can choose up to three models: a study compares three summaries of each story. Untick one to choose “{model}” instead.</source>
        <translation>Du kannst bis zu drei Modelle wählen: Eine Studie vergleicht drei Zusammenfassungen jeder Geschichte. Entferne bei einem den Haken, um stattdessen „{model}“ zu wählen.</translation>
    </message>
</context>
<context>
    <name>ModelWorkDialog</name>
    <message>
        <source>Done.</source>
        <extracomment>Runs at once: one per model, and a page compares at most three (the study&apos;s three summaries). results were stored (all of them, or those finished before a cancel or a failure) every run of the last start has ended (done, failed, cancelled, not sent) the models are listed and the writer can choose (tests wait for it) runs started or ended, or a consent question opened or closed the estimates of the chosen models with the page&apos;s options (a text: why none) the runs of the last start, one per model (kept when they end: Resume)</extracomment>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Stopped. What had finished is kept.</source>
        <translation>Angehalten. Was fertig war, bleibt erhalten.</translation>
    </message>
    <message>
        <source>The model could not finish. What it had finished is kept.</source>
        <translation>Das Modell konnte nicht fertig werden. Was es fertig hatte, bleibt erhalten.</translation>
    </message>
    <message>
        <source>Choose one of your models that can run now.</source>
        <translation>Wähle eines deiner Modelle, das jetzt laufen kann.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Looking for your models…</source>
        <translation>Suche deine Modelle…</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Which summaries</source>
        <translation>Welche Zusammenfassungen</translation>
    </message>
    <message>
        <source>&amp;This one ({name})</source>
        <translation>&amp;Diese ({name})</translation>
    </message>
    <message numerus="yes">
        <source>&amp;All %n summaries</source>
        <translation>
            <numerusform>&amp;Alle %n Zusammenfassung</numerusform>
            <numerusform>&amp;Alle %n Zusammenfassungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Sta&amp;rten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>No models set up yet</source>
        <translation>Noch keine Modelle eingerichtet</translation>
    </message>
    <message>
        <source>Set up a model first (Settings): a cloud model with your key, a server such as Ollama, or a model file on this computer.</source>
        <translation>Richte zuerst ein Modell ein (Einstellungen): ein Cloud-Modell mit deinem Schlüssel, einen Server wie Ollama oder eine Modelldatei auf diesem Computer.</translation>
    </message>
    <message>
        <source>None of your models can run right now.</source>
        <translation>Keines deiner Modelle kann gerade laufen.</translation>
    </message>
    <message>
        <source>Runs on this computer: your story stays here.</source>
        <translation>Läuft auf diesem Computer: Deine Geschichte bleibt hier.</translation>
    </message>
    <message>
        <source>Working out what this would cost…</source>
        <translation>Berechne, was das kosten würde…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before anything is sent:&lt;/b&gt; the model is asked once; it reads about {words_in} words ({tokens_in} tokens) and writes about {words_out} words. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</source>
        <translation>&lt;b&gt;Bevor etwas gesendet wird:&lt;/b&gt; Das Modell wird einmal gefragt; es liest etwa {words_in} Wörter ({tokens_in} Tokens) und schreibt etwa {words_out} Wörter. &lt;b&gt;Kosten:&lt;/b&gt; {cost}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Before anything is sent:&lt;/b&gt; the model is asked %n times; it reads about {words_in} words ({tokens_in} tokens) and writes about {words_out} words. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</source>
        <translation>
            <numerusform>&lt;b&gt;Bevor etwas gesendet wird:&lt;/b&gt; Das Modell wird %n-mal gefragt; es liest etwa {words_in} Wörter ({tokens_in} Tokens) und schreibt etwa {words_out} Wörter. &lt;b&gt;Kosten:&lt;/b&gt; {cost}.</numerusform>
            <numerusform>&lt;b&gt;Bevor etwas gesendet wird:&lt;/b&gt; Das Modell wird %n-mal gefragt; es liest etwa {words_in} Wörter ({tokens_in} Tokens) und schreibt etwa {words_out} Wörter. &lt;b&gt;Kosten:&lt;/b&gt; {cost}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your story stays on this computer.</source>
        <translation>Deine Geschichte bleibt auf diesem Computer.</translation>
    </message>
    <message>
        <source>Your story and its summaries would be sent to {provider}.</source>
        <translation>Deine Geschichte und ihre Zusammenfassungen würden an {provider} gesendet.</translation>
    </message>
    <message>
        <source>There is nothing left to send for the chosen summaries: it was all done before. Choose other summaries, or close this.</source>
        <translation>Für die gewählten Zusammenfassungen ist nichts mehr zu senden: Es wurde schon alles erledigt. Wähle andere Zusammenfassungen oder schließe dieses Fenster.</translation>
    </message>
    <message>
        <source>The cost could not be worked out.</source>
        <translation>Die Kosten konnten nicht berechnet werden.</translation>
    </message>
    <message>
        <source>Nothing is sent before you answer.</source>
        <translation>Vor deiner Antwort wird nichts gesendet.</translation>
    </message>
    <message>
        <source>Nothing was sent. To run this without your story leaving this computer, choose a model that runs here.</source>
        <translation>Es wurde nichts gesendet. Damit deine Geschichte diesen Computer nicht verlässt, wähle ein Modell, das hier läuft.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Waiting for your answer about sending the story to {provider}.</source>
        <translation>Warte auf deine Antwort, ob die Geschichte an {provider} gesendet werden darf.</translation>
    </message>
    <message>
        <source>{step} (step {n} of {runs})</source>
        <translation>{step} (Schritt {n} von {runs})</translation>
    </message>
    <message>
        <source>{step} — {done} of {total} done</source>
        <translation>{step} — {done} von {total} erledigt</translation>
    </message>
    <message>
        <source>{step} — {message}</source>
        <translation>{step} — {message}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Stopping after the model&apos;s current answer…</source>
        <translation>Wird nach der aktuellen Antwort des Modells angehalten…</translation>
    </message>
</context>
<context>
    <name>ModelWorkText</name>
    <message>
        <source>free (on this computer)</source>
        <translation>kostenlos (auf diesem Computer)</translation>
    </message>
    <message>
        <source>free (your server)</source>
        <translation>kostenlos (dein Server)</translation>
    </message>
</context>
<context>
    <name>ModelsEditor</name>
    <message>
        <source>Models writers should use</source>
        <translation>Modelle, die Schreibende nutzen sollen</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Modell-ID</translation>
    </message>
    <message>
        <source>A model to add</source>
        <translation>Ein hinzuzufügendes Modell</translation>
    </message>
    <message>
        <source>Finding models…</source>
        <translation>Suche Modelle…</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add the model chosen</source>
        <translation>Das gewählte Modell hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Other…</source>
        <translation>&amp;Anderes hinzufügen…</translation>
    </message>
    <message>
        <source>Add an empty row to type a model id</source>
        <translation>Eine leere Zeile hinzufügen, um eine Modell-ID einzugeben</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove the selected model</source>
        <translation>Das ausgewählte Modell entfernen</translation>
    </message>
    <message>
        <source>No suggestions: use Add Other…</source>
        <translation>Keine Vorschläge: Nutze „Anderes hinzufügen…“</translation>
    </message>
</context>
<context>
    <name>NamesEditor</name>
    <message>
        <source>A name to remove, e.g. your pen name</source>
        <translation>Ein zu entfernender Name, z. B. dein Pseudonym</translation>
    </message>
    <message>
        <source>Name to remove</source>
        <translation>Zu entfernender Name</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add this name</source>
        <translation>Diesen Namen hinzufügen</translation>
    </message>
    <message>
        <source>Names removed from the export</source>
        <translation>Aus dem Export entfernte Namen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove the selected name from the list</source>
        <translation>Den ausgewählten Namen aus der Liste entfernen</translation>
    </message>
</context>
<context>
    <name>OmissionDialog</name>
    <message>
        <source>What did the summaries leave out?</source>
        <translation>Was haben die Zusammenfassungen ausgelassen?</translation>
    </message>
    <message>
        <source>Your story: {quote}</source>
        <translation>Deine Geschichte: {quote}</translation>
    </message>
    <message>
        <source>What was left out (press its number)</source>
        <translation>Was ausgelassen wurde (drück die Zahl)</translation>
    </message>
    <message>
        <source>Which summaries left it out</source>
        <translation>Welche Zusammenfassungen es ausgelassen haben</translation>
    </message>
    <message>
        <source>A note, if you like</source>
        <translation>Eine Notiz, wenn du magst</translation>
    </message>
</context>
<context>
    <name>Omissions</name>
    <message>
        <source>A key event</source>
        <translation>Ein Schlüsselereignis</translation>
    </message>
    <message>
        <source>A character</source>
        <translation>Eine Figur</translation>
    </message>
    <message>
        <source>A relationship</source>
        <translation>Eine Beziehung</translation>
    </message>
    <message>
        <source>A character&apos;s state or trait</source>
        <translation>Zustand oder Eigenschaft einer Figur</translation>
    </message>
    <message>
        <source>A theme</source>
        <translation>Ein Thema</translation>
    </message>
    <message>
        <source>The ending</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>Left out of the summaries</source>
        <translation>In den Zusammenfassungen ausgelassen</translation>
    </message>
</context>
<context>
    <name>OmissionsBox</name>
    <message>
        <source>Passages of your story the summaries left out</source>
        <translation>Stellen deiner Geschichte, die die Zusammenfassungen ausgelassen haben</translation>
    </message>
    <message>
        <source>Left out… (L)</source>
        <translation>Ausgelassen… (L)</translation>
    </message>
    <message>
        <source>Select a passage of your story that a summary should have included</source>
        <translation>Eine Stelle deiner Geschichte auswählen, die eine Zusammenfassung hätte enthalten sollen</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Ändern…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Select a passage in your story that a summary should have included, then press L.</source>
        <translation>Wähle eine Stelle in deiner Geschichte aus, die eine Zusammenfassung hätte enthalten sollen, und drücke dann L.</translation>
    </message>
    <message>
        <source>{kind}: {quote}, left out of {which}</source>
        <translation>{kind}: {quote}, ausgelassen in {which}</translation>
    </message>
</context>
<context>
    <name>OmissionsPart</name>
    <message>
        <source>First select the passage of your story that was left out, then press L.</source>
        <translation>Wähle zuerst die Stelle deiner Geschichte aus, die ausgelassen wurde, und drücke dann L.</translation>
    </message>
</context>
<context>
    <name>Plain</name>
    <message>
        <source>about {words} words ({tokens} tokens)</source>
        <translation>etwa {words} Wörter ({tokens} Tokens)</translation>
    </message>
    <message>
        <source>price unknown</source>
        <translation>Preis unbekannt</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>less than a cent (under {amount})</source>
        <translation>weniger als ein Cent (unter {amount})</translation>
    </message>
    <message>
        <source>about a cent ({amount})</source>
        <translation>etwa ein Cent ({amount})</translation>
    </message>
    <message numerus="yes">
        <source>about %n cents ({amount})</source>
        <translation>
            <numerusform>etwa %n Cent ({amount})</numerusform>
            <numerusform>etwa %n Cent ({amount})</numerusform>
        </translation>
    </message>
    <message>
        <source>about {amount}</source>
        <translation>etwa {amount}</translation>
    </message>
    <message>
        <source>The price for this story is not known.</source>
        <translation>Der Preis für diese Geschichte ist nicht bekannt.</translation>
    </message>
    <message>
        <source>Free for this story.</source>
        <translation>Kostenlos für diese Geschichte.</translation>
    </message>
    <message>
        <source>{cost} for this story</source>
        <translation>{cost} für diese Geschichte</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>{amount} per million tokens</source>
        <translation>{amount} pro Million Tokens</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>very easy to read, like a book for {age}-year-olds (grade {grade})</source>
        <translation>sehr leicht zu lesen, wie ein Buch für {age}-Jährige (Klasse {grade})</translation>
    </message>
    <message>
        <source>easy to read, like a book for {age}-year-olds (grade {grade})</source>
        <translation>leicht zu lesen, wie ein Buch für {age}-Jährige (Klasse {grade})</translation>
    </message>
    <message>
        <source>fairly easy to read, like a book for {age}-year-olds (grade {grade})</source>
        <translation>recht leicht zu lesen, wie ein Buch für {age}-Jährige (Klasse {grade})</translation>
    </message>
    <message>
        <source>takes some effort, like a book for {age}-year-olds (grade {grade})</source>
        <translation>erfordert etwas Mühe, wie ein Buch für {age}-Jährige (Klasse {grade})</translation>
    </message>
    <message>
        <source>hard to read, like a university textbook (grade {grade})</source>
        <translation>schwer zu lesen, wie ein Lehrbuch an der Hochschule (Klasse {grade})</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>{n} %</translation>
    </message>
</context>
<context>
    <name>PlotsView</name>
    <message>
        <source>Plots</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>The plots appear here once bundles are imported.</source>
        <translation>Die Diagramme erscheinen hier, sobald Pakete importiert sind.</translation>
    </message>
    <message>
        <source>There is nothing to plot yet.</source>
        <translation>Es gibt noch nichts darzustellen.</translation>
    </message>
    <message>
        <source>Answers per model and question</source>
        <translation>Antworten pro Modell und Frage</translation>
    </message>
    <message>
        <source>Ranking: how often one model was placed above another</source>
        <translation>Rangfolge: wie oft ein Modell über einem anderen eingeordnet wurde</translation>
    </message>
    <message>
        <source>Highlighted passages per error label</source>
        <translation>Markierte Stellen pro Fehler-Label</translation>
    </message>
    <message>
        <source>Claims: where in the story the claimed events sit</source>
        <translation>Aussagen: wo in der Geschichte die genannten Ereignisse stehen</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>The practice summaries: you found {found} of the {planted} planted mistakes</source>
        <translation>Die Übungszusammenfassungen: Du hast {found} der {planted} eingebauten Fehler gefunden</translation>
    </message>
    <message>
        <source>These summaries were written by hand with deliberate mistakes, so that you can see how your marks compare. Nothing here is a score: a real review has no answer key.</source>
        <translation>Diese Zusammenfassungen wurden von Hand mit absichtlichen Fehlern geschrieben, damit du sehen kannst, wie deine Markierungen im Vergleich abschneiden. Nichts hier ist eine Note: Eine echte Bewertung hat keinen Lösungsschlüssel.</translation>
    </message>
    <message>
        <source>no mistakes were planted in this one (it is the faithful summary).</source>
        <translation>in diese wurden keine Fehler eingebaut (es ist die texttreue Zusammenfassung).</translation>
    </message>
    <message>
        <source>{found} of {n} found.</source>
        <translation>{found} von {n} gefunden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Found&lt;/b&gt;: {quote}</source>
        <translation>&lt;b&gt;Gefunden&lt;/b&gt;: {quote}</translation>
    </message>
    <message>
        <source>(you chose another label; the planted one is “{label}”)</source>
        <translation>(du hast ein anderes Label gewählt; das eingebaute ist „{label}“)</translation>
    </message>
    <message>
        <source>It contradicts “{earlier}”: link it to that passage too.</source>
        <translation>Sie widerspricht „{earlier}“: Verknüpfe sie auch mit dieser Stelle.</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Übersehen</translation>
    </message>
    <message>
        <source>(it contradicts “{earlier}”)</source>
        <translation>(sie widerspricht „{earlier}“)</translation>
    </message>
</context>
<context>
    <name>ProbesEditor</name>
    <message>
        <source>Your questions about the story</source>
        <extracomment>the questions changed (the judge dialog counts them again)</extracomment>
        <translation>Deine Fragen zur Geschichte</translation>
    </message>
    <message>
        <source>&lt;p&gt;Write questions a reader of a good summary should be able to answer, each with the answer you have in mind. For example: &lt;i&gt;Why does Nell keep the ledger?&lt;/i&gt; A judge model then checks which questions each summary answers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schreib Fragen, die jemand nach dem Lesen einer guten Zusammenfassung beantworten können sollte, jeweils mit der Antwort, die du im Sinn hast. Zum Beispiel: &lt;i&gt;Warum behält Nell das Kassenbuch?&lt;/i&gt; Ein Prüfmodell prüft dann, welche Fragen jede Zusammenfassung beantwortet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your questions</source>
        <translation>Deine Fragen</translation>
    </message>
    <message>
        <source>No questions yet. Write the first one below.</source>
        <translation>Noch keine Fragen. Schreib unten die erste.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>A question about what happens, or why</source>
        <translation>Eine Frage dazu, was geschieht oder warum</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <source>The answer a good summary would give</source>
        <translation>Die Antwort, die eine gute Zusammenfassung geben würde</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Frage:</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Antwort:</translation>
    </message>
    <message>
        <source>A&amp;dd as a new question</source>
        <translation>Als neue Frage &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save changes</source>
        <translation>Änderungen &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;New question</source>
        <translation>&amp;Neue Frage</translation>
    </message>
    <message>
        <source>Question added. Write another one, or close.</source>
        <translation>Frage hinzugefügt. Schreib noch eine oder schließe das Fenster.</translation>
    </message>
    <message>
        <source>Changes saved.</source>
        <translation>Änderungen gespeichert.</translation>
    </message>
    <message>
        <source>Question removed.</source>
        <translation>Frage entfernt.</translation>
    </message>
</context>
<context>
    <name>QuestionBox</name>
    <message>
        <source>{question}: {value}, {anchor}</source>
        <translation>{question}: {value}, {anchor}</translation>
    </message>
</context>
<context>
    <name>Questionnaire</name>
    <message>
        <source>How well does each summary serve your story?</source>
        <translation>Wie gut wird jede Zusammenfassung deiner Geschichte gerecht?</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>Does the summary include the plot points that matter in your story?</source>
        <translation>Enthält die Zusammenfassung die Handlungspunkte, auf die es in deiner Geschichte ankommt?</translation>
    </message>
    <message>
        <source>Critical details are missing: a reader would not learn what really happens.</source>
        <translation>Entscheidende Details fehlen: Man würde nicht erfahren, was wirklich geschieht.</translation>
    </message>
    <message>
        <source>Several important details are missing.</source>
        <translation>Mehrere wichtige Details fehlen.</translation>
    </message>
    <message>
        <source>Most of the important details are there; one or two are missing.</source>
        <translation>Die meisten wichtigen Details sind da; ein oder zwei fehlen.</translation>
    </message>
    <message>
        <source>The important details are all covered.</source>
        <translation>Die wichtigen Details sind alle abgedeckt.</translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation>Texttreue</translation>
    </message>
    <message>
        <source>Does the summary misrepresent your story, or add things that are not in it?</source>
        <translation>Stellt die Zusammenfassung deine Geschichte falsch dar oder fügt Dinge hinzu, die nicht darin vorkommen?</translation>
    </message>
    <message>
        <source>It includes incorrect details that change what the story is.</source>
        <translation>Sie enthält falsche Details, die verändern, worum es in der Geschichte geht.</translation>
    </message>
    <message>
        <source>It includes several incorrect details.</source>
        <translation>Sie enthält mehrere falsche Details.</translation>
    </message>
    <message>
        <source>It is mostly correct, with a small slip or two.</source>
        <translation>Sie ist größtenteils richtig, mit ein, zwei kleinen Fehlern.</translation>
    </message>
    <message>
        <source>Everything in it is correct.</source>
        <translation>Alles darin ist richtig.</translation>
    </message>
    <message>
        <source>Coherence</source>
        <translation>Kohärenz</translation>
    </message>
    <message>
        <source>Read on its own, is the summary clear and easy to follow?</source>
        <translation>Ist die Zusammenfassung für sich allein gelesen klar und leicht nachzuvollziehen?</translation>
    </message>
    <message>
        <source>Grammar mistakes or sentences that do not follow from each other make it hard to read.</source>
        <translation>Grammatikfehler oder Sätze, die nicht auseinander hervorgehen, machen sie schwer lesbar.</translation>
    </message>
    <message>
        <source>It is often awkward or confusing.</source>
        <translation>Sie ist oft holprig oder verwirrend.</translation>
    </message>
    <message>
        <source>It is mostly clear, with a few rough places.</source>
        <translation>Sie ist größtenteils klar, mit ein paar holprigen Stellen.</translation>
    </message>
    <message>
        <source>It is easy to read and understand.</source>
        <translation>Sie ist leicht zu lesen und zu verstehen.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Does the summary say anything about what your story means: its themes, what lies beneath it?</source>
        <translation>Sagt die Zusammenfassung etwas darüber, was deine Geschichte bedeutet: über ihre Themen, über das, was unter der Oberfläche liegt?</translation>
    </message>
    <message>
        <source>There is no analysis, only a list of events.</source>
        <translation>Es gibt keine Analyse, nur eine Aufzählung von Ereignissen.</translation>
    </message>
    <message>
        <source>There is some analysis, but it is generic or could fit any story.</source>
        <translation>Es gibt etwas Analyse, aber sie ist allgemein oder könnte auf jede Geschichte passen.</translation>
    </message>
    <message>
        <source>The analysis fits your story but misses what matters most to you.</source>
        <translation>Die Analyse passt zu deiner Geschichte, verfehlt aber, was dir am wichtigsten ist.</translation>
    </message>
    <message>
        <source>It touches the themes you hoped to convey.</source>
        <translation>Sie berührt die Themen, die du vermitteln wolltest.</translation>
    </message>
    <message>
        <source>Anything else you would like to say about this summary? What did it get right, what did it miss, what surprised you?</source>
        <translation>Möchtest du noch etwas zu dieser Zusammenfassung sagen? Was hat sie gut getroffen, was hat sie verfehlt, was hat dich überrascht?</translation>
    </message>
    <message>
        <source>Put the summaries in order, starting with the one that best captures your story.</source>
        <translation>Bring die Zusammenfassungen in eine Reihenfolge, beginnend mit der, die deine Geschichte am besten erfasst.</translation>
    </message>
</context>
<context>
    <name>QuestionsPanel</name>
    <message>
        <source>Press 1–4 to answer the question in focus, Enter for the next.</source>
        <translation>Drücke 1–4, um die ausgewählte Frage zu beantworten, Enter für die nächste.</translation>
    </message>
    <message>
        <source>Feedback on this summary</source>
        <translation>Rückmeldung zu dieser Zusammenfassung</translation>
    </message>
    <message>
        <source>Anything you want to say about this summary.</source>
        <translation>Alles, was du zu dieser Zusammenfassung sagen möchtest.</translation>
    </message>
</context>
<context>
    <name>QuestionsPart</name>
    <message>
        <source>Answer “{question}”: {value}</source>
        <translation>Antwort auf „{question}“: {value}</translation>
    </message>
    <message>
        <source>Change your story&apos;s labels</source>
        <translation>Labels deiner Geschichte ändern</translation>
    </message>
    <message>
        <source>Change the ranking</source>
        <translation>Rangfolge ändern</translation>
    </message>
</context>
<context>
    <name>RankingList</name>
    <message>
        <source>Ranking, best first</source>
        <extracomment>the summary ids in their new order, best first</extracomment>
        <translation>Rangfolge, die beste zuerst</translation>
    </message>
    <message>
        <source>Drag a summary up or down, or press Alt+Up and Alt+Down to move it.</source>
        <translation>Zieh eine Zusammenfassung nach oben oder unten oder drücke Alt+Up und Alt+Down, um sie zu verschieben.</translation>
    </message>
    <message>
        <source>{rank}.  {name}</source>
        <translation>{rank}.  {name}</translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message>
        <source>&amp;Keep this order</source>
        <extracomment>what the margin list of marks keeps below the label palette (a few rows)</extracomment>
        <translation>Diese Reihenfolge &amp;behalten</translation>
    </message>
    <message>
        <source>Save the order as it is shown, if it is already right</source>
        <translation>Die Reihenfolge so speichern, wie sie angezeigt wird, wenn sie schon stimmt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rank the summaries&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Rangfolge der Zusammenfassungen&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Best first. Drag them into order, or use Alt+Up and Alt+Down.</source>
        <translation>Die beste zuerst. Zieh sie in die richtige Reihenfolge oder nutze Alt+Up und Alt+Down.</translation>
    </message>
    <message>
        <source>Your ranking is saved.</source>
        <translation>Deine Rangfolge ist gespeichert.</translation>
    </message>
    <message>
        <source>Not ranked yet.</source>
        <translation>Noch keine Rangfolge.</translation>
    </message>
</context>
<context>
    <name>ReaderPane</name>
    <message>
        <source>Story text</source>
        <extracomment>the whole story is on the page</extracomment>
        <translation>Text der Geschichte</translation>
    </message>
    <message>
        <source>Chapters and scenes</source>
        <translation>Kapitel und Szenen</translation>
    </message>
    <message>
        <source>Jump to a chapter or scene</source>
        <translation>Zu einem Kapitel oder einer Szene springen</translation>
    </message>
    <message>
        <source>Find in the story (Enter: next, Esc: close)</source>
        <translation>In der Geschichte suchen (Enter: weiter, Esc: schließen)</translation>
    </message>
    <message>
        <source>Find in the story</source>
        <translation>In der Geschichte suchen</translation>
    </message>
    <message>
        <source>No story selected</source>
        <translation>Keine Geschichte ausgewählt</translation>
    </message>
    <message>
        <source>Choose a story on the left, or import one of your own.</source>
        <translation>Wähle links eine Geschichte oder importiere eine eigene.</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Wird geöffnet…</translation>
    </message>
    <message>
        <source>{words} words</source>
        <translation>{words} Wörter</translation>
    </message>
    <message>
        <source>About {tokens} tokens for an AI model.</source>
        <translation>Etwa {tokens} Tokens für ein KI-Modell.</translation>
    </message>
    <message>
        <source>imported {date}</source>
        <translation>importiert am {date}</translation>
    </message>
    <message>
        <source>version {n}</source>
        <translation>Version {n}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Scene {n}: {words}…</source>
        <translation>Szene {n}: {words}…</translation>
    </message>
    <message>
        <source>The beginning</source>
        <translation>Der Anfang</translation>
    </message>
    <message>
        <source>reading level: {level}</source>
        <translation>Lesestufe: {level}</translation>
    </message>
    <message>
        <source>Contents…</source>
        <translation>Inhalt…</translation>
    </message>
</context>
<context>
    <name>ReleaseImportText</name>
    <message>
        <source>Choose the folder of a published study&apos;s data ({names})</source>
        <translation>Den Ordner mit den Daten einer veröffentlichten Studie wählen ({names})</translation>
    </message>
    <message>
        <source>{source} does not hold a published study&apos;s data that WriterLens can open ({known}). Choose the folder the release unpacked into.</source>
        <translation>{source} enthält keine Daten einer veröffentlichten Studie, die WriterLens öffnen kann ({known}). Wähle den Ordner, in den die Veröffentlichung entpackt wurde.</translation>
    </message>
    <message>
        <source>{title}: {accepted} accepted, {rejected} rejected.</source>
        <translation>{title}: {accepted} angenommen, {rejected} abgelehnt.</translation>
    </message>
    <message>
        <source>{path} already exists and is not an empty folder. Choose a new name, or use Open Folder… to open a study folder you made before.</source>
        <translation>{path} existiert schon und ist kein leerer Ordner. Wähle einen neuen Namen oder nutze „Ordner öffnen…“, um einen Studienordner zu öffnen, den du früher angelegt hast.</translation>
    </message>
    <message>
        <source>The folder {path} could not be created ({reason}). Choose a place where you may write.</source>
        <translation>Der Ordner {path} konnte nicht angelegt werden ({reason}). Wähle einen Ort, an dem du schreiben darfst.</translation>
    </message>
</context>
<context>
    <name>ReportTabs</name>
    <message>
        <source>The study&apos;s tables and plots</source>
        <translation>Die Tabellen und Diagramme der Studie</translation>
    </message>
    <message>
        <source>Sections of the study</source>
        <extracomment>the tables shown, by the report section they show (&quot;ratings&quot;, &quot;wilcoxon&quot;, ...) the sections&apos; names down the side; the window places it left of the pages</extracomment>
        <translation>Abschnitte der Studie</translation>
    </message>
    <message>
        <source>The study&apos;s tables appear here once bundles are imported.</source>
        <translation>Die Tabellen der Studie erscheinen hier, sobald Pakete importiert sind.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Nothing to show.</source>
        <translation>Nichts anzuzeigen.</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore From Backup</source>
        <extracomment>Emitted after a restore (the window reloads everything it shows). Emitted when the writer has said yes, before the library is replaced (windows that show its rows close first).</extracomment>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Anlass</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>Geschichten</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Restoring replaces your library with the backup. The library as it is now is backed up first, so a restore can be undone from this list.</source>
        <translation>Beim Wiederherstellen wird deine Bibliothek durch die Sicherung ersetzt. Die Bibliothek wird vorher so gesichert, wie sie jetzt ist, daher lässt sich eine Wiederherstellung über diese Liste rückgängig machen.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Restore From &amp;File…</source>
        <translation>Aus &amp;Datei wiederherstellen…</translation>
    </message>
    <message>
        <source>Backups in {folder}</source>
        <translation>Sicherungen in {folder}</translation>
    </message>
    <message>
        <source>Choose a WriterLens Backup</source>
        <translation>WriterLens-Sicherung wählen</translation>
    </message>
    <message>
        <source>WriterLens backups (*.sqlite3);;All files (*)</source>
        <translation>WriterLens-Sicherungen (*.sqlite3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Restore This Backup?</source>
        <translation>Diese Sicherung wiederherstellen?</translation>
    </message>
    <message>
        <source>Replace your library with the backup made {made} ({stories} stories, {reviews} reviews)? Your library as it is now is backed up first.</source>
        <translation>Deine Bibliothek durch die Sicherung vom {made} ersetzen ({stories} Geschichten, {reviews} Bewertungen)? Deine Bibliothek wird vorher so gesichert, wie sie jetzt ist.</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Wiederhergestellt</translation>
    </message>
    <message>
        <source>Your library now holds the backup&apos;s {stories} stories and {reviews} reviews. The library as it was is kept as the backup at the top of this list.</source>
        <translation>Deine Bibliothek enthält jetzt die {stories} Geschichten und {reviews} Bewertungen der Sicherung. Die Bibliothek, wie sie vorher war, ist als oberste Sicherung in dieser Liste aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>RevealText</name>
    <message>
        <source>Show which model wrote which summary?</source>
        <translation>Anzeigen, welches Modell welche Zusammenfassung geschrieben hat?</translation>
    </message>
    <message>
        <source>Once you see which model wrote which summary, your review is kept exactly as it is now, blind: you can still read it, but not change it. This cannot be undone.</source>
        <translation>Sobald du siehst, welches Modell welche Zusammenfassung geschrieben hat, bleibt deine Bewertung genau so, wie sie jetzt ist – blind: Du kannst sie weiterhin lesen, aber nicht mehr ändern. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Show the models&apos; names now?</source>
        <translation>Die Namen der Modelle jetzt anzeigen?</translation>
    </message>
    <message>
        <source>Show the models</source>
        <translation>Modelle anzeigen</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
</context>
<context>
    <name>ReviewCommandText</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo: {what}</source>
        <translation>Rückgängig: {what}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo: {what}</source>
        <translation>Wiederholen: {what}</translation>
    </message>
    <message>
        <source>Label “{label}”</source>
        <translation>Label „{label}“</translation>
    </message>
    <message>
        <source>Remove “{label}”</source>
        <translation>„{label}“ entfernen</translation>
    </message>
    <message>
        <source>Edit a highlighted passage</source>
        <translation>Eine markierte Stelle bearbeiten</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Aussagen</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Ausgelassen</translation>
    </message>
    <message>
        <source>{action} ({part})</source>
        <translation>{action} ({part})</translation>
    </message>
</context>
<context>
    <name>ReviewNames</name>
    <message>
        <source>Summary {letter}</source>
        <translation>Zusammenfassung {letter}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review — {title}</source>
        <extracomment>something the library list shows may have changed (status, counts)</extracomment>
        <translation>Bewertung — {title}</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Show copied phrases</source>
        <translation>Übernommene Formulierungen zeigen</translation>
    </message>
    <message>
        <source>Mark passages the summary copies word for word from your story</source>
        <translation>Stellen markieren, die die Zusammenfassung wörtlich aus deiner Geschichte übernimmt</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Bewertung schließen</translation>
    </message>
    <message>
        <source>{name}, written by {model}</source>
        <translation>{name}, geschrieben von {model}</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Progress</source>
        <extracomment>Cancel All was pressed</extracomment>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Progress shows here once you start. You can keep reading and reviewing in WriterLens meanwhile; finished summaries appear in your library.</source>
        <translation>Der Fortschritt erscheint hier, sobald du startest. Du kannst währenddessen in WriterLens weiterlesen und bewerten; fertige Zusammenfassungen erscheinen in deiner Bibliothek.</translation>
    </message>
    <message>
        <source>Show the &amp;text as it is written</source>
        <translation>Den &amp;Text beim Schreiben zeigen</translation>
    </message>
    <message>
        <source>Seeing a summary being written may tell you which model wrote which summary, which the blind review hides. Untick this to keep the review blind.</source>
        <translation>Wenn du siehst, wie eine Zusammenfassung geschrieben wird, verrät das vielleicht, welches Modell welche Zusammenfassung geschrieben hat – was die Blindbewertung verbirgt. Nimm den Haken weg, damit die Bewertung blind bleibt.</translation>
    </message>
    <message>
        <source>Canc&amp;el All</source>
        <translation>&amp;Alle abbrechen</translation>
    </message>
    <message>
        <source>Cancel all running summaries</source>
        <translation>Alle laufenden Zusammenfassungen abbrechen</translation>
    </message>
</context>
<context>
    <name>SecondOpinionText</name>
    <message>
        <source>A model has checked these claims too. Its answers are shown once you have checked every claim yourself, so that they cannot sway yours.</source>
        <translation>Ein Modell hat diese Aussagen ebenfalls geprüft. Seine Antworten werden gezeigt, sobald du jede Aussage selbst geprüft hast, damit sie deine nicht beeinflussen.</translation>
    </message>
    <message>
        <source>The checking model {n}</source>
        <translation>Das prüfende Modell {n}</translation>
    </message>
    <message>
        <source>The checking model</source>
        <translation>Das prüfende Modell</translation>
    </message>
    <message>
        <source>{name} gave no usable answer about these claims, so there is nothing to compare with yours.</source>
        <translation>{name} hat zu diesen Aussagen keine verwertbare Antwort gegeben, es gibt also nichts, was sich mit deinen vergleichen ließe.</translation>
    </message>
    <message numerus="yes">
        <source>{name} agreed with you on {same} of %n claims.</source>
        <translation>
            <numerusform>{name} war bei {same} von %n Aussage deiner Meinung.</numerusform>
            <numerusform>{name} war bei {same} von %n Aussagen deiner Meinung.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: agreement beyond chance (Cohen&apos;s kappa) {kappa}</source>
        <translation>{name}: Übereinstimmung über den Zufall hinaus (Cohens Kappa) {kappa}</translation>
    </message>
    <message>
        <source>{name} said: {verdict}.</source>
        <translation>{name} sagte: {verdict}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Reading: {input}. Writing: {output}. (Published prices, in US dollars.)</source>
        <extracomment>a 3,000-word story with the prompt, and a summary of about 400 words</extracomment>
        <translation>Lesen: {input}. Schreiben: {output}. (Veröffentlichte Preise, in US-Dollar.)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>about {words} words</source>
        <translation>etwa {words} Wörter</translation>
    </message>
    <message>
        <source>small file, weaker summaries ({name})</source>
        <translation>kleine Datei, schwächere Zusammenfassungen ({name})</translation>
    </message>
    <message>
        <source>balanced size and quality ({name})</source>
        <translation>ausgewogen zwischen Größe und Qualität ({name})</translation>
    </message>
    <message>
        <source>large file, near full quality ({name})</source>
        <translation>große Datei, fast volle Qualität ({name})</translation>
    </message>
    <message>
        <source>full quality, largest file ({name})</source>
        <translation>volle Qualität, größte Datei ({name})</translation>
    </message>
    <message>
        <source>&lt;p&gt;How much text the model reads at once, in tokens. Longer stories are summarized in parts when they do not fit. Reading more at once needs more memory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wie viel Text das Modell auf einmal liest, in Tokens. Längere Geschichten werden in Teilen zusammengefasst, wenn sie nicht hineinpassen. Mehr auf einmal zu lesen braucht mehr Arbeitsspeicher.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>something the Summarize dialog offers may have changed (keys, models, servers)</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Cloud models</source>
        <translation>Cloud-Modelle</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Local models</source>
        <translation>Lokale Modelle</translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation>Datenschutz</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <source>Close Settings</source>
        <translation>Einstellungen schließen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>SettingsText</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Tick the cloud models you want to be offered when you ask for summaries. Each needs an API key from its company (see &lt;i&gt;API keys&lt;/i&gt;). Prices are what one summary of a 3,000-word story costs, in US dollars, from the prices the companies published on {date}.</source>
        <translation>Hake die Cloud-Modelle an, die dir angeboten werden sollen, wenn du Zusammenfassungen anforderst. Jedes braucht einen API-Schlüssel seines Anbieters (siehe &lt;i&gt;API-Schlüssel&lt;/i&gt;). Die Preise geben an, was eine Zusammenfassung einer Geschichte mit 3.000 Wörtern kostet, in US-Dollar, nach den Preisen, die die Anbieter am {date} veröffentlicht haben.</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>einem unbekannten Datum</translation>
    </message>
    <message>
        <source>Cloud models to offer</source>
        <translation>Angebotene Cloud-Modelle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Reads at once</source>
        <translation>Liest auf einmal</translation>
    </message>
    <message>
        <source>Cost for a 3,000-word story</source>
        <translation>Kosten für 3.000 Wörter</translation>
    </message>
    <message>
        <source>{n} GB</source>
        <translation>{n} GB</translation>
    </message>
    <message>
        <source>{n} MB</source>
        <translation>{n} MB</translation>
    </message>
    <message>
        <source>{n} KB</source>
        <translation>{n} KB</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} Tokens</translation>
    </message>
    <message>
        <source>less than a minute</source>
        <translation>weniger als eine Minute</translation>
    </message>
    <message>
        <source>about a minute</source>
        <translation>etwa eine Minute</translation>
    </message>
    <message>
        <source>about {n} minutes</source>
        <translation>etwa {n} Minuten</translation>
    </message>
    <message>
        <source>about {h} h {m} min</source>
        <translation>etwa {h} h {m} min</translation>
    </message>
    <message>
        <source>Asking the model hub about the file…</source>
        <translation>Frage beim Modell-Hub nach der Datei…</translation>
    </message>
    <message>
        <source>Checking the file is complete and undamaged: {done} of {total}…</source>
        <translation>Prüfe, ob die Datei vollständig und unbeschädigt ist: {done} von {total}…</translation>
    </message>
    <message>
        <source>Downloaded and checked.</source>
        <translation>Heruntergeladen und geprüft.</translation>
    </message>
    <message>
        <source>The connection dropped at {done} of {total}; trying again ({n} of {max})…</source>
        <translation>Die Verbindung ist bei {done} von {total} abgebrochen; neuer Versuch ({n} von {max})…</translation>
    </message>
    <message>
        <source>{done} of {total}</source>
        <translation>{done} von {total}</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/s</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>working out the time left…</source>
        <translation>berechne die Restzeit…</translation>
    </message>
    <message>
        <source>{progress} (went on from {n} kept)</source>
        <translation>{progress} (fortgesetzt ab {n} vorhandenen)</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <extracomment>a model was downloaded and checked (its path): add it like a file the writer chose a download started, paused, failed or finished (for the table&apos;s &quot;on this computer&quot;)</extracomment>
        <translation>&amp;Herunterladen</translation>
    </message>
    <message>
        <source>Download the selected suggested model</source>
        <translation>Das ausgewählte vorgeschlagene Modell herunterladen</translation>
    </message>
    <message>
        <source>Fetches the model&apos;s file from the model hub; a paused download goes on.</source>
        <translation>Lädt die Datei des Modells vom Modell-Hub; ein pausierter Download wird fortgesetzt.</translation>
    </message>
    <message>
        <source>&amp;Cancel download</source>
        <translation>Download a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Cancel the download (what arrived is kept)</source>
        <translation>Download abbrechen (was schon angekommen ist, bleibt erhalten)</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Download-Fortschritt</translation>
    </message>
    <message>
        <source>Download status</source>
        <translation>Download-Status</translation>
    </message>
    <message>
        <source>&amp;Go on downloading</source>
        <translation>Download &amp;fortsetzen</translation>
    </message>
    <message>
        <source>{name} is already downloaded.</source>
        <translation>{name} ist bereits heruntergeladen.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Downloading {file} from {repo} on the model hub…</source>
        <translation>Lade {file} aus {repo} vom Modell-Hub herunter…</translation>
    </message>
    <message>
        <source>Pausing the download…</source>
        <translation>Download wird pausiert…</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Downloaded and checked {file}.</source>
        <translation>{file} heruntergeladen und geprüft.</translation>
    </message>
    <message>
        <source>The download failed unexpectedly.</source>
        <translation>Der Download ist unerwartet fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Create a key in your Anthropic Console account, under API keys.</source>
        <translation>Erstelle einen Schlüssel in deinem Konto bei der Anthropic Console unter „API keys“.</translation>
    </message>
    <message>
        <source>Create a key in your OpenAI platform account, under API keys.</source>
        <translation>Erstelle einen Schlüssel in deinem Konto auf der OpenAI-Plattform unter „API keys“.</translation>
    </message>
    <message>
        <source>Using the key from the {var} environment variable (set outside WriterLens).</source>
        <translation>Es wird der Schlüssel aus der Umgebungsvariable {var} verwendet (außerhalb von WriterLens gesetzt).</translation>
    </message>
    <message>
        <source>Key saved in your system keyring.</source>
        <translation>Schlüssel im Schlüsselbund deines Systems gespeichert.</translation>
    </message>
    <message>
        <source>Key kept in memory until WriterLens closes.</source>
        <translation>Schlüssel bleibt im Speicher, bis WriterLens beendet wird.</translation>
    </message>
    <message>
        <source>No {company} key yet.</source>
        <translation>Noch kein Schlüssel für {company}.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <extracomment>the stored key changed (saved or removed)</extracomment>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>{company} key status</source>
        <translation>Status des {company}-Schlüssels</translation>
    </message>
    <message>
        <source>Paste your {company} API key here</source>
        <translation>Füge hier deinen API-Schlüssel für {company} ein</translation>
    </message>
    <message>
        <source>{company} API key</source>
        <translation>API-Schlüssel für {company}</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>Schlüssel &amp;speichern</translation>
    </message>
    <message>
        <source>Sa&amp;ve key</source>
        <translation>Schlüssel spei&amp;chern</translation>
    </message>
    <message>
        <source>Save the {company} key</source>
        <translation>Den Schlüssel für {company} speichern</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the saved {company} key</source>
        <translation>Den gespeicherten Schlüssel für {company} entfernen</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Test co&amp;nnection</source>
        <translation>&amp;Verbindung testen</translation>
    </message>
    <message>
        <source>Test the connection to {company}</source>
        <translation>Die Verbindung zu {company} testen</translation>
    </message>
    <message>
        <source>Sends a one-word question to the first {company} model you ticked.</source>
        <translation>Schickt eine Frage aus einem Wort an das erste angehakte Modell von {company}.</translation>
    </message>
    <message>
        <source>{company} connection test result</source>
        <translation>Ergebnis des Verbindungstests mit {company}</translation>
    </message>
    <message>
        <source>Asking {model} at {company}…</source>
        <translation>Frage {model} bei {company}…</translation>
    </message>
    <message>
        <source>Connected: {model} answered.</source>
        <translation>Verbunden: {model} hat geantwortet.</translation>
    </message>
    <message>
        <source>The test could not be run.</source>
        <translation>Der Test konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>Not connected. {why}</source>
        <translation>Nicht verbunden. {why}</translation>
    </message>
    <message>
        <source>To summarize with a cloud model you need an API key from its company. WriterLens keeps keys out of your library, its logs and its exports, and never shows a saved key again.</source>
        <translation>Um mit einem Cloud-Modell zusammenzufassen, brauchst du einen API-Schlüssel seines Anbieters. WriterLens hält Schlüssel aus deiner Bibliothek, seinen Protokollen und seinen Exporten heraus und zeigt einen gespeicherten Schlüssel nie wieder an.</translation>
    </message>
    <message>
        <source>Where keys are kept</source>
        <translation>Wo Schlüssel aufbewahrt werden</translation>
    </message>
    <message>
        <source>WriterLens cannot tell how much memory is free on this computer.</source>
        <extracomment>Used as the upper bound when a file does not say what context it was trained for. Above this share of the free memory, the model may fit but the computer will struggle.</extracomment>
        <translation>WriterLens kann nicht feststellen, wie viel Arbeitsspeicher auf diesem Computer frei ist.</translation>
    </message>
    <message>
        <source>This will not fit: the model needs about {need} but only {free} of memory is free now. Choose a smaller context, close other programs, or use a smaller model.</source>
        <translation>Das passt nicht: Das Modell braucht etwa {need}, aber nur {free} Arbeitsspeicher ist gerade frei. Wähle einen kleineren Kontext, schließe andere Programme oder nimm ein kleineres Modell.</translation>
    </message>
    <message>
        <source>This will only just fit ({need} of the {free} free): the computer may slow down while it runs. A smaller context leaves more room.</source>
        <translation>Das passt gerade so ({need} von {free} frei): Der Computer kann langsamer werden, solange es läuft. Ein kleinerer Kontext lässt mehr Platz.</translation>
    </message>
    <message>
        <source>This fits: about {need} of the {free} of memory free now.</source>
        <translation>Das passt: etwa {need} von {free} gerade freiem Arbeitsspeicher.</translation>
    </message>
    <message>
        <source>Selected model</source>
        <extracomment>the writer changed context, threads or the GPU choice (path, context, threads, gpu)</extracomment>
        <translation>Ausgewähltes Modell</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>Dateigröße</translation>
    </message>
    <message>
        <source>File size and quality</source>
        <translation>Dateigröße und Qualität</translation>
    </message>
    <message>
        <source>The most it can read at once</source>
        <translation>Höchstens auf einmal lesbar</translation>
    </message>
    <message>
        <source>How much it reads at once, in tokens</source>
        <translation>Wie viel es auf einmal liest, in Tokens</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Processor cores to use. Automatic uses the cores other programs leave free each time the model runs, shared with other models running at the same time.</source>
        <translation>Zu nutzende Prozessorkerne. „Automatisch“ nutzt bei jedem Lauf des Modells die Kerne, die andere Programme frei lassen, geteilt mit anderen Modellen, die gleichzeitig laufen.</translation>
    </message>
    <message>
        <source>Use the &amp;graphics card (GPU)</source>
        <translation>&amp;Grafikkarte (GPU) verwenden</translation>
    </message>
    <message>
        <source>Use the graphics card</source>
        <translation>Grafikkarte verwenden</translation>
    </message>
    <message>
        <source>&lt;p&gt;On: the model runs on the graphics card where it fits in its free memory (all of it, or as many layers as fit), which is many times faster. Off: the model runs on the processor only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;An: Das Modell läuft auf der Grafikkarte, soweit es in ihren freien Speicher passt (ganz oder so viele Schichten, wie passen); das ist um ein Vielfaches schneller. Aus: Das Modell läuft nur auf dem Prozessor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>Grafikkarte</translation>
    </message>
    <message>
        <source>Whether this copy of WriterLens can use the graphics card shows when a model first runs: it is used then if the build supports one.</source>
        <translation>Ob diese Kopie von WriterLens die Grafikkarte nutzen kann, zeigt sich, wenn ein Modell zum ersten Mal läuft: Unterstützt der Build eine, wird sie dann genutzt.</translation>
    </message>
    <message>
        <source>This copy of WriterLens can use the graphics card: Metal on a Mac, CUDA or Vulkan where it was built with them.</source>
        <translation>Diese Kopie von WriterLens kann die Grafikkarte nutzen: Metal auf einem Mac, CUDA oder Vulkan, wo sie damit gebaut wurde.</translation>
    </message>
    <message>
        <source>This copy of WriterLens runs models on the processor only: it was built without graphics card support.</source>
        <translation>Diese Kopie von WriterLens führt Modelle nur auf dem Prozessor aus: Sie wurde ohne Unterstützung für Grafikkarten gebaut.</translation>
    </message>
    <message>
        <source>File size and quality:</source>
        <translation>Dateigröße und Qualität:</translation>
    </message>
    <message>
        <source>Can read at most:</source>
        <translation>Liest höchstens:</translation>
    </message>
    <message>
        <source>&amp;Reads at once:</source>
        <translation>&amp;Liest auf einmal:</translation>
    </message>
    <message>
        <source>Graphics card:</source>
        <translation>Grafikkarte:</translation>
    </message>
    <message>
        <source>Memory needed:</source>
        <translation>Benötigter Speicher:</translation>
    </message>
    <message>
        <source>About {need} to read about {words} words at once (free now: {free}).</source>
        <translation>Etwa {need}, um etwa {words} Wörter auf einmal zu lesen (gerade frei: {free}).</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Rechenkerne</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>Benötigter Speicher</translation>
    </message>
    <message>
        <source>Whether the model fits in memory</source>
        <translation>Ob das Modell in den Arbeitsspeicher passt</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>Problem mit der Modelldatei</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>&amp;Rechenkerne:</translation>
    </message>
    <message>
        <source>Add a .gguf file, or select a model in the list.</source>
        <translation>Füge eine .gguf-Datei hinzu oder wähle ein Modell in der Liste aus.</translation>
    </message>
    <message>
        <source>Models that run on this computer: your story never leaves it, and there is no key and no cost. WriterLens runs model files in the GGUF format (files ending in &lt;i&gt;.gguf&lt;/i&gt;), the format of llama.cpp. They are slower than cloud models: a summary can take several minutes.</source>
        <extracomment>a model file was read and shown (its path); for tests and the status bar</extracomment>
        <translation>Modelle, die auf diesem Computer laufen: Deine Geschichte verlässt ihn nie, und es gibt keinen Schlüssel und keine Kosten. WriterLens führt Modelldateien im GGUF-Format aus (Dateien mit der Endung &lt;i&gt;.gguf&lt;/i&gt;), dem Format von llama.cpp. Sie sind langsamer als Cloud-Modelle: Eine Zusammenfassung kann mehrere Minuten dauern.</translation>
    </message>
    <message>
        <source>&amp;Add a .gguf file…</source>
        <translation>.gguf-Datei hin&amp;zufügen…</translation>
    </message>
    <message>
        <source>Add a model file in GGUF format</source>
        <translation>Eine Modelldatei im GGUF-Format hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected model from WriterLens</source>
        <translation>Das ausgewählte Modell aus WriterLens entfernen</translation>
    </message>
    <message>
        <source>The file itself stays where it is.</source>
        <translation>Die Datei selbst bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>Local model status</source>
        <translation>Status der lokalen Modelle</translation>
    </message>
    <message>
        <source>Your local models</source>
        <translation>Deine lokalen Modelle</translation>
    </message>
    <message>
        <source>Get a model: suggestions that run well on a laptop</source>
        <translation>Modell holen: Vorschläge, die gut auf einem Laptop laufen</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>what a worker reads about a file: its header, free memory, physical cores</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>about {words} words</source>
        <translation>etwa {words} Wörter</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lese {name}…</translation>
    </message>
    <message>
        <source>Add a model file</source>
        <translation>Modelldatei hinzufügen</translation>
    </message>
    <message>
        <source>GGUF model files (*.gguf);;All files (*)</source>
        <translation>GGUF-Modelldateien (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Added {name} ({model}).</source>
        <translation>{name} ({model}) hinzugefügt.</translation>
    </message>
    <message>
        <source>{problem} Nothing was added.</source>
        <translation>{problem} Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>{name} is already in your models.</source>
        <translation>{name} ist schon in deinen Modellen.</translation>
    </message>
    <message>
        <source>Removed {name} from WriterLens; the file itself was not deleted.</source>
        <translation>{name} aus WriterLens entfernt; die Datei selbst wurde nicht gelöscht.</translation>
    </message>
    <message>
        <source>The server at {host}</source>
        <translation>Der Server unter {host}</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date}, {time}</translation>
    </message>
    <message>
        <source>&lt;p&gt;A story goes to a cloud provider only after you have agreed to send your stories to that provider: the first time, WriterLens names the provider, says what it does with the text, and asks you. Models on this computer, and servers running on this computer, need no agreement, because the story does not leave it. If you withdraw an agreement, WriterLens asks you again before it sends that provider another story; what was already sent cannot be called back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine Geschichte geht erst an einen Cloud-Anbieter, wenn du zugestimmt hast, deine Geschichten an diesen Anbieter zu senden: Beim ersten Mal nennt WriterLens den Anbieter, sagt, was er mit dem Text macht, und fragt dich. Modelle auf diesem Computer und Server, die auf diesem Computer laufen, brauchen keine Zustimmung, weil die Geschichte ihn nicht verlässt. Wenn du eine Zustimmung widerrufst, fragt WriterLens dich erneut, bevor es diesem Anbieter eine weitere Geschichte schickt; was schon gesendet wurde, lässt sich nicht zurückholen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your answers about cloud providers</source>
        <translation>Deine Antworten zu Cloud-Anbietern</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>Privacy status</source>
        <translation>Datenschutzstatus</translation>
    </message>
    <message>
        <source>You have not been asked yet: no story has been sent to a cloud provider.</source>
        <translation>Du wurdest noch nicht gefragt: Es wurde noch keine Geschichte an einen Cloud-Anbieter gesendet.</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>Zugestimmt</translation>
    </message>
    <message>
        <source>Not agreed</source>
        <translation>Nicht zugestimmt</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Withdraw your agreement for {name}</source>
        <translation>Deine Zustimmung für {name} widerrufen</translation>
    </message>
    <message>
        <source>Withdrawn. WriterLens will ask you again before it sends a story to {name}.</source>
        <translation>Widerrufen. WriterLens fragt dich erneut, bevor es eine Geschichte an {name} sendet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggested models.&lt;/b&gt; None comes with WriterLens. Select one and press &lt;b&gt;Download&lt;/b&gt;: WriterLens fetches that one file from the Hugging Face model hub, checks it, and adds it to your models. WriterLens contacts the hub only when you press Download, and sends nothing about you or your stories. Read the model&apos;s licence first. Sizes and memory are approximate (memory when reading about 3,000 words at once); a bigger model writes better summaries but runs more slowly.</source>
        <translation>&lt;b&gt;Vorgeschlagene Modelle.&lt;/b&gt; Keines ist in WriterLens enthalten. Wähle eines aus und klicke auf &lt;b&gt;Herunterladen&lt;/b&gt;: WriterLens holt genau diese eine Datei vom Modell-Hub von Hugging Face, prüft sie und fügt sie zu deinen Modellen hinzu. WriterLens verbindet sich nur mit dem Hub, wenn du auf Herunterladen klickst, und sendet nichts über dich oder deine Geschichten. Lies zuerst die Lizenz des Modells. Größen und Speicherbedarf sind Näherungswerte (Speicher beim Lesen von etwa 3.000 Wörtern auf einmal); ein größeres Modell schreibt bessere Zusammenfassungen, läuft aber langsamer.</translation>
    </message>
    <message>
        <source>Suggested models for a laptop</source>
        <translation>Vorgeschlagene Modelle für einen Laptop</translation>
    </message>
    <message>
        <source>What it needs</source>
        <translation>Was es braucht</translation>
    </message>
    <message>
        <source>Good for</source>
        <translation>Gut für</translation>
    </message>
    <message>
        <source>≈ {n} GB to download</source>
        <translation>≈ {n} GB Download</translation>
    </message>
    <message>
        <source>≈ {n} GB of memory</source>
        <translation>≈ {n} GB Arbeitsspeicher</translation>
    </message>
    <message>
        <source>reads ≈ {n} words at once</source>
        <translation>liest ≈ {n} Wörter auf einmal</translation>
    </message>
    <message>
        <source>From {repo} on the model hub</source>
        <translation>Aus {repo} auf dem Modell-Hub</translation>
    </message>
    <message>
        <source>{name} ({publisher})</source>
        <translation>{name} ({publisher})</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Lizenz: {licence}</translation>
    </message>
    <message>
        <source>✓ In your models</source>
        <translation>✓ In deinen Modellen</translation>
    </message>
    <message>
        <source>✓ Downloaded</source>
        <translation>✓ Heruntergeladen</translation>
    </message>
    <message>
        <source>Paused: {n} kept</source>
        <translation>Pausiert: {n} vorhanden</translation>
    </message>
    <message>
        <source>New server</source>
        <extracomment>(kind shown, usual address on this computer)</extracomment>
        <translation>Neuer Server</translation>
    </message>
    <message>
        <source>Choose to fill in the usual address…</source>
        <translation>Wählen, um die übliche Adresse einzutragen…</translation>
    </message>
    <message>
        <source>Kind of server</source>
        <translation>Art des Servers</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Servername</translation>
    </message>
    <message>
        <source>A name you will recognise, e.g. Ollama</source>
        <translation>Ein Name, den du wiedererkennst, z. B. Ollama</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>Model on the server</source>
        <translation>Modell auf dem Server</translation>
    </message>
    <message>
        <source>Type a model name, or fetch the list</source>
        <translation>Gib einen Modellnamen ein oder hol die Liste</translation>
    </message>
    <message>
        <source>&amp;Fetch models</source>
        <translation>Modelle &amp;abrufen</translation>
    </message>
    <message>
        <source>Fetch the list of models from the server</source>
        <translation>Die Liste der Modelle vom Server abrufen</translation>
    </message>
    <message>
        <source>Server API key (optional)</source>
        <translation>API-Schlüssel des Servers (optional)</translation>
    </message>
    <message>
        <source>Forget &amp;key</source>
        <translation>Schlüssel &amp;vergessen</translation>
    </message>
    <message>
        <source>Forget the key saved for this server</source>
        <translation>Den für diesen Server gespeicherten Schlüssel vergessen</translation>
    </message>
    <message>
        <source>Server key status</source>
        <translation>Status des Server-Schlüssels</translation>
    </message>
    <message>
        <source>&amp;Save server</source>
        <translation>Server &amp;speichern</translation>
    </message>
    <message>
        <source>Save this server</source>
        <translation>Diesen Server speichern</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Test this server with its model</source>
        <translation>Diesen Server mit seinem Modell testen</translation>
    </message>
    <message>
        <source>Server status</source>
        <translation>Serverstatus</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>A&amp;dresse:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>API ke&amp;y:</source>
        <translation>API-Schl&amp;üssel:</translation>
    </message>
    <message>
        <source>Server “{name}”</source>
        <translation>Server „{name}“</translation>
    </message>
    <message>
        <source>A key is saved for this server (leave empty to keep it).</source>
        <translation>Für diesen Server ist ein Schlüssel gespeichert (leer lassen, um ihn zu behalten).</translation>
    </message>
    <message>
        <source>Saved; type a new key to replace it</source>
        <translation>Gespeichert; gib einen neuen Schlüssel ein, um ihn zu ersetzen</translation>
    </message>
    <message>
        <source>Most servers on this computer need no key.</source>
        <translation>Die meisten Server auf diesem Computer brauchen keinen Schlüssel.</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Optional</translation>
    </message>
    <message>
        <source>Use models served by a program that speaks the OpenAI API: Ollama, LM Studio, llama.cpp&apos;s server or vLLM, on this computer or on your network. Start the server first, then add it here. A server on this computer (localhost) needs no agreement to send it a story; for a server elsewhere, WriterLens asks you first.</source>
        <translation>Nutze Modelle, die ein Programm mit OpenAI-kompatibler API bereitstellt: Ollama, LM Studio, den Server von llama.cpp oder vLLM, auf diesem Computer oder in deinem Netzwerk. Starte zuerst den Server und füge ihn dann hier hinzu. Ein Server auf diesem Computer (localhost) braucht keine Zustimmung, um ihm eine Geschichte zu schicken; bei einem Server anderswo fragt WriterLens dich vorher.</translation>
    </message>
    <message>
        <source>Your servers</source>
        <translation>Deine Server</translation>
    </message>
    <message>
        <source>&amp;New server</source>
        <translation>Ne&amp;uer Server</translation>
    </message>
    <message>
        <source>Add a new server</source>
        <translation>Einen neuen Server hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected server</source>
        <translation>Den ausgewählten Server entfernen</translation>
    </message>
    <message>
        <source>No servers yet. Choose the kind of server on the right, then Save server.</source>
        <translation>Noch keine Server. Wähle rechts die Art des Servers und dann „Server speichern“.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>kein Modell gewählt</translation>
    </message>
    <message>
        <source>There is already a server called “{name}”. Choose another name, or select that server in the list to change it.</source>
        <translation>Es gibt schon einen Server namens „{name}“. Wähle einen anderen Namen oder wähle diesen Server in der Liste aus, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>„{name}“ gespeichert.</translation>
    </message>
    <message>
        <source>Removed the server “{name}”.</source>
        <translation>Server „{name}“ entfernt.</translation>
    </message>
    <message>
        <source>The key for “{name}” is forgotten.</source>
        <translation>Der Schlüssel für „{name}“ ist vergessen.</translation>
    </message>
    <message>
        <source>Asking the server for its models…</source>
        <translation>Frage den Server nach seinen Modellen…</translation>
    </message>
    <message>
        <source>The server offers 1 model; choose it, then Save server.</source>
        <translation>Der Server bietet 1 Modell an; wähle es und dann „Server speichern“.</translation>
    </message>
    <message numerus="yes">
        <source>The server offers %n models; choose one, then Save server.</source>
        <translation>
            <numerusform>Der Server bietet %n Modell an; wähle es und dann „Server speichern“.</numerusform>
            <numerusform>Der Server bietet %n Modelle an; wähle eines und dann „Server speichern“.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server lists no models. Load one in the server, then fetch again.</source>
        <translation>Der Server nennt keine Modelle. Lade eines im Server und rufe die Liste dann erneut ab.</translation>
    </message>
    <message>
        <source>Asking {model}…</source>
        <translation>Frage {model}…</translation>
    </message>
    <message>
        <source>That did not work.</source>
        <translation>Das hat nicht geklappt.</translation>
    </message>
</context>
<context>
    <name>SpanDialog</name>
    <message>
        <source>Highlighted passage</source>
        <extracomment>the dialog&apos;s result when the writer wants to choose the passage in the summary itself</extracomment>
        <translation>Markierte Stelle</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Optional: why this passage is wrong.</source>
        <translation>Optional: warum diese Stelle falsch ist.</translation>
    </message>
    <message>
        <source>Clashes with</source>
        <translation>Widerspricht</translation>
    </message>
    <message>
        <source>(no other passage)</source>
        <translation>(keine andere Stelle)</translation>
    </message>
    <message>
        <source>Choose in the summary…</source>
        <translation>In der Zusammenfassung wählen…</translation>
    </message>
    <message>
        <source>Close this and select the passage it clashes with in the summary&apos;s text</source>
        <translation>Dies schließen und die widersprechende Stelle im Text der Zusammenfassung auswählen</translation>
    </message>
    <message>
        <source>Passage:</source>
        <translation>Stelle:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Label:</translation>
    </message>
    <message>
        <source>&amp;Comment:</source>
        <translation>&amp;Kommentar:</translation>
    </message>
    <message>
        <source>Clashes &amp;with:</source>
        <translation>&amp;Widerspricht:</translation>
    </message>
</context>
<context>
    <name>SpanList</name>
    <message>
        <source>Highlighted passages and your comments</source>
        <translation>Markierte Stellen und deine Kommentare</translation>
    </message>
    <message>
        <source>clashes with {quote}</source>
        <translation>widerspricht {quote}</translation>
    </message>
    <message>
        <source>Your comment: {c}</source>
        <translation>Dein Kommentar: {c}</translation>
    </message>
    <message>
        <source>No comment (double-click to add one)</source>
        <translation>Kein Kommentar (Doppelklick, um einen hinzuzufügen)</translation>
    </message>
</context>
<context>
    <name>SpansPart</name>
    <message>
        <source>First select the words you want to label.</source>
        <extracomment>A summary with more marks than this lists them in the margin just after it is shown, so that showing it and listing them are two short waits for the writer, not one long one.</extracomment>
        <translation>Wähle zuerst die Wörter aus, die du kennzeichnen möchtest.</translation>
    </message>
    <message>
        <source>“{label}”: now select the passage it clashes with (any words of this summary, marked or not), or click a mark. Esc: no link.</source>
        <translation>„{label}“: Wähle jetzt die Stelle aus, der sie widerspricht (beliebige Wörter dieser Zusammenfassung, markiert oder nicht), oder klicke auf eine Markierung. Esc: keine Verknüpfung.</translation>
    </message>
    <message>
        <source>Link “{label}” to {quote}</source>
        <translation>„{label}“ mit {quote} verknüpfen</translation>
    </message>
</context>
<context>
    <name>StepRow</name>
    <message>
        <source>Review steps</source>
        <extracomment>how wide Back and Next are when they show only their arrows</extracomment>
        <translation>Schritte der Bewertung</translation>
    </message>
    <message>
        <source>← &amp;Back</source>
        <translation>← &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Weiter →</translation>
    </message>
    <message>
        <source>The step before (Ctrl+Page Up)</source>
        <translation>Der vorige Schritt (Ctrl+Page Up)</translation>
    </message>
    <message>
        <source>The next step (Ctrl+Page Down)</source>
        <translation>Der nächste Schritt (Ctrl+Page Down)</translation>
    </message>
    <message>
        <source>Your story</source>
        <translation>Deine Geschichte</translation>
    </message>
    <message>
        <source>Ranking ✓</source>
        <translation>Rangfolge ✓</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Abschluss ✓</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Abschluss</translation>
    </message>
    <message>
        <source>{name} (refused)</source>
        <translation>{name} (abgelehnt)</translation>
    </message>
    <message>
        <source>{name} ✓</source>
        <translation>{name} ✓</translation>
    </message>
    <message>
        <source>{name} ({answered}/{questions})</source>
        <translation>{name} ({answered}/{questions})</translation>
    </message>
</context>
<context>
    <name>StopWorkQuestion</name>
    <message>
        <source>Stop the work under way?</source>
        <extracomment>A short operation&apos;s progress widget appears only after it has run this long (Anki: 0.5 s). jobs whose task has not ended; jobs ended, let go of from the event loop</extracomment>
        <translation>Die laufende Arbeit anhalten?</translation>
    </message>
    <message>
        <source>A model you pay for is still working for this window. Closing the window stops it before its next call; everything it finished is kept.</source>
        <translation>Ein Modell, für das du bezahlst, arbeitet noch für dieses Fenster. Wenn du das Fenster schließt, wird es vor seinem nächsten Aufruf angehalten; alles, was es fertig hat, bleibt erhalten.</translation>
    </message>
    <message>
        <source>&amp;Stop and close</source>
        <translation>&amp;Anhalten und schließen</translation>
    </message>
    <message>
        <source>&amp;Keep working</source>
        <translation>&amp;Weiterarbeiten lassen</translation>
    </message>
</context>
<context>
    <name>StoryReading</name>
    <message>
        <source>No story selected</source>
        <translation>Keine Geschichte ausgewählt</translation>
    </message>
    <message>
        <source>Read the summaries</source>
        <translation>Zusammenfassungen lesen</translation>
    </message>
    <message>
        <source>Reading the summaries with the models&apos; names means you will not review this story blind. Read them anyway? (You can still review it later, but knowing which model wrote which.)</source>
        <translation>Wenn du die Zusammenfassungen mit den Namen der Modelle liest, bewertest du diese Geschichte nicht mehr blind. Trotzdem lesen? (Du kannst sie später noch bewerten, weißt dann aber, welches Modell was geschrieben hat.)</translation>
    </message>
</context>
<context>
    <name>StrategyBox</name>
    <message>
        <source>How to summarize</source>
        <extracomment>the strategy or the length changed</extracomment>
        <translation>Wie zusammenfassen</translation>
    </message>
    <message>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <source>Target length of the summary, in words</source>
        <translation>Ziellänge der Zusammenfassung, in Wörtern</translation>
    </message>
    <message>
        <source>Target &amp;length: about</source>
        <translation>Ziel&amp;länge: etwa</translation>
    </message>
</context>
<context>
    <name>StudyFormText</name>
    <message>
        <source>Give the study a short id, for example “pilot-2025”.</source>
        <extracomment>The schema&apos;s id pattern (study ids and participant codes). Letters that cannot be mistaken for each other when read aloud or copied by hand.</extracomment>
        <translation>Gib der Studie eine kurze ID, zum Beispiel „pilot-2025“.</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos; only (no spaces), at most 64, starting with a letter or a digit.</source>
        <translation>Verwende nur Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; oder &apos;:&apos; (keine Leerzeichen), höchstens 64, beginnend mit einem Buchstaben oder einer Ziffer.</translation>
    </message>
    <message>
        <source>Give the study a title: writers see it when they join.</source>
        <translation>Gib der Studie einen Titel: Schreibende sehen ihn beim Beitritt.</translation>
    </message>
    <message>
        <source>Keep the title under {n} characters.</source>
        <translation>Der Titel sollte kürzer als {n} Zeichen sein.</translation>
    </message>
    <message>
        <source>The instructions are too long; keep them under {n} characters.</source>
        <translation>Die Anleitung ist zu lang; sie sollte kürzer als {n} Zeichen sein.</translation>
    </message>
    <message>
        <source>These codes cannot be used: {codes}. Use letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos; (at most 64 each).</source>
        <translation>Diese Codes können nicht verwendet werden: {codes}. Verwende Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; oder &apos;:&apos; (jeweils höchstens 64).</translation>
    </message>
    <message>
        <source>“{code}” is listed twice; each writer needs their own code.</source>
        <translation>„{code}“ steht zweimal in der Liste; jede schreibende Person braucht ihren eigenen Code.</translation>
    </message>
    <message>
        <source>A study can ask for at most {n} models.</source>
        <translation>Eine Studie kann höchstens {n} Modelle verlangen.</translation>
    </message>
    <message>
        <source>Row {n} needs both a provider and a model id (or remove the row).</source>
        <translation>Zeile {n} braucht sowohl einen Anbieter als auch eine Modell-ID (oder entferne die Zeile).</translation>
    </message>
    <message>
        <source>A model is listed twice; remove one of them.</source>
        <translation>Ein Modell steht zweimal in der Liste; entferne eines davon.</translation>
    </message>
    <message>
        <source>Choose your JSON file, or one of those that ship with WriterLens.</source>
        <translation>Wähle deine JSON-Datei oder eine der mit WriterLens gelieferten.</translation>
    </message>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Unter {path} gibt es keine Datei.</translation>
    </message>
</context>
<context>
    <name>StudyMenu</name>
    <message>
        <source>&amp;Export for Study…</source>
        <extracomment>the library setting that keeps the study folder opened last joined, left or switched studies (the Summarize dialog and others may listen)</extracomment>
        <translation>Für Studie &amp;exportieren…</translation>
    </message>
    <message>
        <source>See exactly what would be sent, choose what to include, and save a bundle</source>
        <translation>Genau sehen, was gesendet würde, auswählen, was enthalten sein soll, und ein Paket speichern</translation>
    </message>
    <message>
        <source>&amp;Join a Study…</source>
        <translation>An Studie &amp;teilnehmen…</translation>
    </message>
    <message>
        <source>Open the study file a coordinator sent you</source>
        <translation>Die Studiendatei öffnen, die dir eine Studienleitung geschickt hat</translation>
    </message>
    <message>
        <source>Study &amp;Instructions…</source>
        <translation>Studien&amp;anleitung…</translation>
    </message>
    <message>
        <source>&amp;Leave Study…</source>
        <translation>Studie &amp;verlassen…</translation>
    </message>
    <message>
        <source>&amp;Create a Study File…</source>
        <translation>Studiendatei e&amp;rstellen…</translation>
    </message>
    <message>
        <source>For coordinators: prepare a study for writers</source>
        <translation>Für Studienleitungen: eine Studie für Schreibende vorbereiten</translation>
    </message>
    <message>
        <source>Open Study &amp;Folder…</source>
        <translation>Studien&amp;ordner öffnen…</translation>
    </message>
    <message>
        <source>For coordinators: import writers&apos; bundles and see the study&apos;s results</source>
        <translation>Für Studienleitungen: Pakete der Schreibenden importieren und die Ergebnisse der Studie sehen</translation>
    </message>
    <message>
        <source>Open &amp;Published Study Data…</source>
        <translation>Veröffentlichte Studien&amp;daten öffnen…</translation>
    </message>
    <message>
        <source>For coordinators: the released data of Reading Subtext or BooookScore</source>
        <translation>Für Studienleitungen: die veröffentlichten Daten von Reading Subtext oder BooookScore</translation>
    </message>
    <message>
        <source>Stu&amp;dy</source>
        <translation>&amp;Studie</translation>
    </message>
    <message>
        <source>Join a study</source>
        <translation>An einer Studie teilnehmen</translation>
    </message>
    <message>
        <source>WriterLens study files (*{suffix});;All files (*)</source>
        <translation>WriterLens-Studiendateien (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>You joined “{title}” as {code}.</source>
        <translation>Du bist „{title}“ als {code} beigetreten.</translation>
    </message>
    <message>
        <source>Leave the study</source>
        <translation>Studie verlassen</translation>
    </message>
    <message>
        <source>Leave the study “{title}”?</source>
        <translation>Die Studie „{title}“ verlassen?</translation>
    </message>
    <message>
        <source>Leave the study you joined?</source>
        <translation>Die Studie verlassen, der du beigetreten bist?</translation>
    </message>
    <message>
        <source>Your stories, summaries and reviews stay in your library. Exports will no longer carry the study&apos;s id, and reviews use WriterLens&apos;s own questions. You can join again with the study file: your ids stay the same.</source>
        <translation>Deine Geschichten, Zusammenfassungen und Bewertungen bleiben in deiner Bibliothek. Exporte tragen dann nicht mehr die ID der Studie, und Bewertungen nutzen die eigenen Fragen von WriterLens. Mit der Studiendatei kannst du wieder beitreten: Deine IDs bleiben dieselben.</translation>
    </message>
    <message>
        <source>Leave the Study</source>
        <translation>Studie verlassen</translation>
    </message>
    <message>
        <source>You left the study.</source>
        <translation>Du hast die Studie verlassen.</translation>
    </message>
</context>
<context>
    <name>StudyReportWords</name>
    <message>
        <source>{name} ({n} words)</source>
        <extracomment>columns whose values name an error label or an attribute columns whose values name a question the automatic scores&apos; ids -&gt; the glossary term that names them for a reader</extracomment>
        <translation>{name} ({n} Wörter)</translation>
    </message>
    <message>
        <source>{label} ({attribute})</source>
        <translation>{label} ({attribute})</translation>
    </message>
    <message>
        <source>Narrator</source>
        <translation>Erzählstimme</translation>
    </message>
    <message>
        <source>Detailed subplot</source>
        <translation>Ausgearbeitete Nebenhandlung</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitablauf</translation>
    </message>
    <message>
        <source>reliable</source>
        <translation>verlässlich</translation>
    </message>
    <message>
        <source>unreliable</source>
        <translation>unzuverlässig</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <source>non-linear</source>
        <translation>nicht linear</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>automatic score</source>
        <translation>automatischer Wert</translation>
    </message>
    <message>
        <source>judge model</source>
        <translation>Prüfmodell</translation>
    </message>
    <message>
        <source>small sample (n = {n}): read with care</source>
        <extracomment>the notes the statistics write (writerlens/study: stats, analysis, claim_analysis), each as a pattern of its English and the note in the window&apos;s language</extracomment>
        <translation>kleine Stichprobe (n = {n}): mit Vorsicht lesen</translation>
    </message>
    <message>
        <source>1 tied pair left out (zero difference)</source>
        <translation>1 Paar mit Gleichstand ausgelassen (Differenz null)</translation>
    </message>
    <message numerus="yes">
        <source>%n tied pairs left out (zero differences)</source>
        <translation>
            <numerusform>%n Paar mit Gleichstand ausgelassen (Differenz null)</numerusform>
            <numerusform>%n Paare mit Gleichstand ausgelassen (Differenz null)</numerusform>
        </translation>
    </message>
    <message>
        <source>only 1 untied pair: too few for the test to show a difference at p &lt; 0.05 (it needs {needed})</source>
        <translation>nur 1 Paar ohne Gleichstand: zu wenige, damit der Test einen Unterschied bei p &lt; 0,05 zeigen kann (er braucht {needed})</translation>
    </message>
    <message numerus="yes">
        <source>only %n untied pairs: too few for the test to show a difference at p &lt; 0.05 (it needs {needed})</source>
        <translation>
            <numerusform>nur %n Paar ohne Gleichstand: zu wenige, damit der Test einen Unterschied bei p &lt; 0,05 zeigen kann (er braucht {needed})</numerusform>
            <numerusform>nur %n Paare ohne Gleichstand: zu wenige, damit der Test einen Unterschied bei p &lt; 0,05 zeigen kann (er braucht {needed})</numerusform>
        </translation>
    </message>
    <message>
        <source>only 1 pair: too few to correlate</source>
        <translation>nur 1 Paar: zu wenige für eine Korrelation</translation>
    </message>
    <message numerus="yes">
        <source>only %n pairs: too few to correlate</source>
        <translation>
            <numerusform>nur %n Paar: zu wenige für eine Korrelation</numerusform>
            <numerusform>nur %n Paare: zu wenige für eine Korrelation</numerusform>
        </translation>
    </message>
    <message>
        <source>no story has answers for both models</source>
        <translation>keine Geschichte hat Antworten zu beiden Modellen</translation>
    </message>
    <message>
        <source>every pair is a tie: nothing to test</source>
        <translation>jedes Paar ist gleichauf: nichts zu testen</translation>
    </message>
    <message>
        <source>one side is the same everywhere</source>
        <translation>eine Seite ist überall gleich</translation>
    </message>
    <message>
        <source>the judge answered the same question</source>
        <translation>das Prüfmodell beantwortete dieselbe Frage</translation>
    </message>
    <message>
        <source>the score is meant for “{question}”</source>
        <translation>der Wert ist für „{question}“ gedacht</translation>
    </message>
    <message>
        <source>exploratory: the score is not meant for one question</source>
        <translation>explorativ: der Wert ist für keine einzelne Frage gedacht</translation>
    </message>
    <message>
        <source>no item was judged by more than one person</source>
        <translation>kein Element wurde von mehr als einer Person beurteilt</translation>
    </message>
    <message>
        <source>every judgment was the same: agreement is not defined</source>
        <translation>jedes Urteil war gleich: Übereinstimmung ist nicht definiert</translation>
    </message>
    <message>
        <source>kappa undefined: one verdict throughout</source>
        <translation>Kappa nicht definiert: durchweg dasselbe Urteil</translation>
    </message>
    <message>
        <source>each third is a third of the story&apos;s length</source>
        <translation>jedes Drittel ist ein Drittel der Länge der Geschichte</translation>
    </message>
</context>
<context>
    <name>StudyTablesText</name>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Raters</source>
        <translation>Beurteilende</translation>
    </message>
    <message>
        <source>The most people who judged one item</source>
        <translation>Höchstzahl an Personen, die eine Einheit beurteilt haben</translation>
    </message>
    <message>
        <source>α nominal</source>
        <translation>α nominal</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s alpha</source>
        <translation>Krippendorffs Alpha</translation>
    </message>
    <message>
        <source>α ordinal</source>
        <translation>α ordinal</translation>
    </message>
    <message>
        <source>α interval</source>
        <translation>α Intervall</translation>
    </message>
    <message>
        <source>Fleiss κ</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Summaries</source>
        <translation>Zusammenfassungen</translation>
    </message>
    <message>
        <source>Summaries with claims</source>
        <translation>Zusammenfassungen mit Aussagen</translation>
    </message>
    <message>
        <source>Active claims</source>
        <translation>Aktive Aussagen</translation>
    </message>
    <message>
        <source>Per summary</source>
        <translation>Pro Zusammenfassung</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>Claims the writer edited, split or merged (kept, not counted)</source>
        <translation>Aussagen, die die schreibende Person bearbeitet, geteilt oder verbunden hat (aufbewahrt, nicht gezählt)</translation>
    </message>
    <message>
        <source>Claims judged</source>
        <translation>Beurteilte Aussagen</translation>
    </message>
    <message>
        <source>Claims with the writer&apos;s verdict</source>
        <translation>Aussagen mit dem Urteil der schreibenden Person</translation>
    </message>
    <message>
        <source>Faithful</source>
        <translation>Texttreu</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>Teilweise</translation>
    </message>
    <message>
        <source>Partly supported</source>
        <translation>Teilweise gestützt</translation>
    </message>
    <message>
        <source>Unfaithful</source>
        <translation>Nicht texttreu</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>Unklar</translation>
    </message>
    <message>
        <source>Unverifiable</source>
        <translation>Nicht überprüfbar</translation>
    </message>
    <message>
        <source>% faithful</source>
        <translation>% texttreu</translation>
    </message>
    <message>
        <source>Partly supported claims counted as not faithful</source>
        <translation>Teilweise gestützte Aussagen als nicht texttreu gezählt</translation>
    </message>
    <message>
        <source>% faithful or partly</source>
        <translation>% texttreu oder teilweise</translation>
    </message>
    <message>
        <source>Partly supported claims counted as faithful</source>
        <translation>Teilweise gestützte Aussagen als texttreu gezählt</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Prüfmodell</translation>
    </message>
    <message>
        <source>Claims both the writer and the judge judged</source>
        <translation>Aussagen, die sowohl die schreibende Person als auch das Prüfmodell beurteilt haben</translation>
    </message>
    <message>
        <source>% same verdict</source>
        <translation>% gleiches Urteil</translation>
    </message>
    <message>
        <source>Cohen κ</source>
        <translation>Cohens κ</translation>
    </message>
    <message>
        <source>Over the four verdicts</source>
        <translation>Über die vier Urteile</translation>
    </message>
    <message>
        <source>Error label</source>
        <translation>Fehler-Label</translation>
    </message>
    <message>
        <source>Claims placed</source>
        <translation>Verortete Aussagen</translation>
    </message>
    <message>
        <source>By writer</source>
        <translation>Nach Schreibenden</translation>
    </message>
    <message>
        <source>Placed by the passage the writer gave as evidence</source>
        <translation>Verortet über die Stelle, die die schreibende Person als Beleg angegeben hat</translation>
    </message>
    <message>
        <source>By judge</source>
        <translation>Nach Prüfmodell</translation>
    </message>
    <message>
        <source>The writer gave none: placed by the passage a judge used</source>
        <translation>Die schreibende Person hat keine angegeben: verortet über die Stelle, die ein Prüfmodell verwendet hat</translation>
    </message>
    <message>
        <source>% beginning</source>
        <translation>% Anfang</translation>
    </message>
    <message>
        <source>First third of the story</source>
        <translation>Erstes Drittel der Geschichte</translation>
    </message>
    <message>
        <source>% middle</source>
        <translation>% Mitte</translation>
    </message>
    <message>
        <source>Middle third of the story</source>
        <translation>Mittleres Drittel der Geschichte</translation>
    </message>
    <message>
        <source>% end</source>
        <translation>% Ende</translation>
    </message>
    <message>
        <source>Last third of the story</source>
        <translation>Letztes Drittel der Geschichte</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Ausgelassen</translation>
    </message>
    <message>
        <source>Omissions</source>
        <translation>Auslassungen</translation>
    </message>
    <message>
        <source>Summaries checked</source>
        <translation>Geprüfte Zusammenfassungen</translation>
    </message>
    <message>
        <source>Summaries shown in reviews that marked omissions</source>
        <translation>Zusammenfassungen, die in Bewertungen mit markierten Auslassungen gezeigt wurden</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Paired because</source>
        <translation>Gepaart, weil</translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation>Pearson r</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <source>p </source>
        <translation>p </translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Stellen</translation>
    </message>
    <message>
        <source>Summaries with one</source>
        <translation>Zusammenfassungen mit mindestens einer</translation>
    </message>
    <message>
        <source>% of summaries</source>
        <translation>% der Zusammenfassungen</translation>
    </message>
    <message>
        <source>Summaries with both answers</source>
        <translation>Zusammenfassungen mit beiden Antworten</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>Geschichten</translation>
    </message>
    <message>
        <source>Rankings</source>
        <translation>Rangfolgen</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erste</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>How many answers</source>
        <translation>Wie viele Antworten</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>SD</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>% 4s</source>
        <translation>% 4er</translation>
    </message>
    <message>
        <source>Share of perfect answers</source>
        <translation>Anteil der Bestwerte</translation>
    </message>
    <message>
        <source># 1</source>
        <translation># 1</translation>
    </message>
    <message>
        <source>Answers of 1</source>
        <translation>Antworten mit 1</translation>
    </message>
    <message>
        <source># 2</source>
        <translation># 2</translation>
    </message>
    <message>
        <source>Answers of 2</source>
        <translation>Antworten mit 2</translation>
    </message>
    <message>
        <source># 3</source>
        <translation># 3</translation>
    </message>
    <message>
        <source>Answers of 3</source>
        <translation>Antworten mit 3</translation>
    </message>
    <message>
        <source># 4</source>
        <translation># 4</translation>
    </message>
    <message>
        <source>Answers of 4</source>
        <translation>Antworten mit 4</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Answers left out</source>
        <translation>Ausgelassene Antworten</translation>
    </message>
    <message>
        <source>Reviewed summaries</source>
        <translation>Bewertete Zusammenfassungen</translation>
    </message>
    <message>
        <source>Model A</source>
        <translation>Modell A</translation>
    </message>
    <message>
        <source>Model B</source>
        <translation>Modell B</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Stories rated for both models</source>
        <translation>Geschichten, die für beide Modelle bewertet wurden</translation>
    </message>
    <message>
        <source>Untied</source>
        <translation>Ohne Bindung</translation>
    </message>
    <message>
        <source>Pairs whose answers differ</source>
        <translation>Paare mit unterschiedlichen Antworten</translation>
    </message>
    <message>
        <source>Mean A−B</source>
        <translation>Mittel A−B</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>The test statistic</source>
        <translation>Die Teststatistik</translation>
    </message>
    <message>
        <source>{q} mean</source>
        <translation>{q}: Mittelwert</translation>
    </message>
    <message>
        <source>{q} % 4s</source>
        <translation>{q}: % 4er</translation>
    </message>
    <message>
        <source>Share of top answers</source>
        <translation>Anteil der Bestwerte</translation>
    </message>
    <message>
        <source>Average mean</source>
        <translation>Mittel der Mittelwerte</translation>
    </message>
    <message>
        <source>Each question weighs the same</source>
        <translation>Jede Frage zählt gleich</translation>
    </message>
    <message>
        <source>Average % 4s</source>
        <translation>Mittel der % 4er</translation>
    </message>
    <message>
        <source>{n} answers</source>
        <translation>{n} Antworten</translation>
    </message>
    <message>
        <source>No highlight data: no bundle carried highlighted passages, so there is nothing to count (this is not the same as no errors).</source>
        <translation>Keine Markierungsdaten: Kein Paket enthielt markierte Stellen, also gibt es nichts zu zählen (das ist nicht dasselbe wie keine Fehler).</translation>
    </message>
    <message>
        <source>Writers&apos; answers per model: mean and share of top answers per question, and their average (hover a cell for n)</source>
        <translation>Antworten der Schreibenden pro Modell: Mittelwert und Anteil der Bestwerte pro Frage sowie ihr Durchschnitt (Maus über eine Zelle für n)</translation>
    </message>
    <message>
        <source>No answers were found in the imported bundles.</source>
        <translation>In den importierten Paketen wurden keine Antworten gefunden.</translation>
    </message>
    <message>
        <source>Error labels per model: passages, and the share of reviewed summaries with one</source>
        <translation>Fehler-Labels pro Modell: Stellen und der Anteil bewerteter Zusammenfassungen mit mindestens einer</translation>
    </message>
    <message>
        <source>By story style: each summary&apos;s mean over its answered questions, averaged; the bucket&apos;s size in summaries and stories</source>
        <translation>Nach Stil der Geschichte: Mittelwert jeder Zusammenfassung über ihre beantworteten Fragen, gemittelt; Größe der Gruppe in Zusammenfassungen und Geschichten</translation>
    </message>
    <message>
        <source>No writer labelled their stories&apos; style.</source>
        <translation>Keine schreibende Person hat den Stil ihrer Geschichten gekennzeichnet.</translation>
    </message>
    <message>
        <source>LLM judges against the writers, per question (the judge answered the same question; two-sided p-values)</source>
        <translation>LLM-Prüfmodelle im Vergleich zu den Schreibenden, pro Frage (das Prüfmodell beantwortete dieselbe Frage; zweiseitige p-Werte)</translation>
    </message>
    <message>
        <source>No LLM judge answered the questions in these bundles.</source>
        <translation>Kein LLM-Prüfmodell hat die Fragen in diesen Paketen beantwortet.</translation>
    </message>
    <message>
        <source>Paper tables</source>
        <extracomment>How a column&apos;s values are shown: text, whole numbers, means, percentages, p-values, coefficients (r, ρ, α, κ). how a value (an id: ``coverage.vague``) is shown (its name); the cell keeps the value (row, column) -&gt; a tooltip for that cell</extracomment>
        <translation>Tabellen wie im Artikel</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Error labels</source>
        <translation>Fehler-Labels</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Model differences</source>
        <translation>Unterschiede der Modelle</translation>
    </message>
    <message>
        <source>By story style</source>
        <translation>Nach Stil der Geschichte</translation>
    </message>
    <message>
        <source>Automatic scores</source>
        <translation>Automatische Werte</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Answers per model and question. Refused and failed summaries are left out here and counted in the next table.</source>
        <translation>Antworten pro Modell und Frage. Abgelehnte und fehlgeschlagene Zusammenfassungen sind hier ausgelassen und werden in der nächsten Tabelle gezählt.</translation>
    </message>
    <message>
        <source>Refused and failed summaries</source>
        <translation>Abgelehnte und fehlgeschlagene Zusammenfassungen</translation>
    </message>
    <message>
        <source>No highlight data: no bundle carried highlighted passages (which is not the same as no errors).</source>
        <translation>Keine Markierungsdaten: Kein Paket enthielt markierte Stellen (das ist nicht dasselbe wie keine Fehler).</translation>
    </message>
    <message>
        <source>Highlighted passages per error label and model</source>
        <translation>Markierte Stellen pro Fehler-Label und Modell</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>… per attribute (coverage, faithfulness, coherence, analysis, …)</source>
        <translation>… pro Merkmal (Abdeckung, Texttreue, Kohärenz, Analyse, …)</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Highlighted passages per reviewed summary</source>
        <translation>Markierte Stellen pro bewerteter Zusammenfassung</translation>
    </message>
    <message>
        <source>{model} was ranked above {other} in {above} of {stories} stories ranked with both</source>
        <translation>{model} stand vor {other} in {above} von {stories} Geschichten, in denen beide eingereiht wurden</translation>
    </message>
    <message>
        <source>How often the row&apos;s model was ranked above the column&apos;s model (% of the stories in which both were ranked; hover a cell for the counts)</source>
        <translation>Wie oft das Modell der Zeile vor dem Modell der Spalte eingereiht wurde (% der Geschichten, in denen beide eingereiht wurden; Maus über eine Zelle für die Anzahlen)</translation>
    </message>
    <message>
        <source>Ranked above →</source>
        <translation>Vor eingereiht →</translation>
    </message>
    <message>
        <source>No rankings were found in the imported bundles.</source>
        <translation>In den importierten Paketen wurden keine Rangfolgen gefunden.</translation>
    </message>
    <message>
        <source>Ranked first</source>
        <translation>Auf Platz eins</translation>
    </message>
    <message>
        <source>Wilcoxon signed-rank tests (two-sided) between each pair of models, paired by story; the note marks ties left out and samples too small to read much into</source>
        <translation>Wilcoxon-Vorzeichen-Rang-Tests (zweiseitig) zwischen jedem Modellpaar, gepaart nach Geschichte; die Anmerkung nennt ausgelassene Bindungen und Stichproben, die zu klein sind, um viel hineinzulesen</translation>
    </message>
    <message>
        <source>A test needs at least two models.</source>
        <translation>Ein Test braucht mindestens zwei Modelle.</translation>
    </message>
    <message>
        <source>Mean answers by the writers&apos; labels of their stories</source>
        <translation>Mittlere Antworten nach den Kennzeichnungen, die Schreibende ihren Geschichten gegeben haben</translation>
    </message>
    <message>
        <source>Writers&apos; answers against automatic scores, each paired only with the question it is meant for (two-sided p-values)</source>
        <translation>Antworten der Schreibenden im Vergleich zu automatischen Werten, jeweils nur mit der Frage gepaart, für die sie gedacht sind (zweiseitige p-Werte)</translation>
    </message>
    <message>
        <source>The bundles hold no judge or metric scores.</source>
        <translation>Die Pakete enthalten keine Werte von Prüfmodellen oder Metriken.</translation>
    </message>
    <message>
        <source>Agreement between writers who judged the same story and model</source>
        <translation>Übereinstimmung zwischen Schreibenden, die dieselbe Geschichte und dasselbe Modell beurteilt haben</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Aussagen</translation>
    </message>
    <message>
        <source>Left out and where</source>
        <translation>Auslassungen und Lage</translation>
    </message>
    <message>
        <source>No claim data: no bundle carried claims (older bundles, or writers who did not check claims).</source>
        <translation>Keine Aussagedaten: Kein Paket enthielt Aussagen (ältere Pakete oder Schreibende, die keine Aussagen geprüft haben).</translation>
    </message>
    <message>
        <source>None in these bundles.</source>
        <translation>Keine in diesen Paketen.</translation>
    </message>
    <message>
        <source>Faithful claims per model, of the claims the writers judged; partly supported claims counted both ways</source>
        <translation>Texttreue Aussagen pro Modell, von den Aussagen, die die Schreibenden beurteilt haben; teilweise gestützte Aussagen in beide Richtungen gezählt</translation>
    </message>
    <message>
        <source>Unfaithful and partly supported claims by the writer&apos;s error label</source>
        <translation>Nicht texttreue und teilweise gestützte Aussagen nach dem Fehler-Label der schreibenden Person</translation>
    </message>
    <message>
        <source>Claims per summary</source>
        <translation>Aussagen pro Zusammenfassung</translation>
    </message>
    <message>
        <source>What the summaries left out, per model and kind (per summary shown in a review that marked omissions)</source>
        <translation>Was die Zusammenfassungen ausgelassen haben, pro Modell und Art (pro Zusammenfassung, die in einer Bewertung mit markierten Auslassungen gezeigt wurde)</translation>
    </message>
    <message>
        <source>Where the claimed events sit in the story, by thirds of its length (from the writer&apos;s evidence, or a judge&apos;s where the writer gave none); the last row is the story itself</source>
        <translation>Wo die Ereignisse der Aussagen in der Geschichte liegen, nach Dritteln ihrer Länge (nach dem Beleg der schreibenden Person oder, wo sie keinen angab, dem eines Prüfmodells); die letzte Zeile ist die Geschichte selbst</translation>
    </message>
    <message>
        <source>LLM judges against the writers, claim by claim (Cohen&apos;s kappa over the four verdicts)</source>
        <translation>LLM-Prüfmodelle im Vergleich zu den Schreibenden, Aussage für Aussage (Cohens Kappa über die vier Urteile)</translation>
    </message>
    <message>
        <source>{bundles} from {participants}: {stories}, {summaries}, {answers}, {spans}, {rankings}.</source>
        <translation>{bundles} von {participants}: {stories}, {summaries}, {answers}, {spans}, {rankings}.</translation>
    </message>
    <message>
        <source>1 bundle</source>
        <translation>1 Paket</translation>
    </message>
    <message numerus="yes">
        <source>%n bundles</source>
        <translation>
            <numerusform>%n Paket</numerusform>
            <numerusform>%n Pakete</numerusform>
        </translation>
    </message>
    <message>
        <source>1 participant</source>
        <translation>1 Person</translation>
    </message>
    <message numerus="yes">
        <source>%n participants</source>
        <translation>
            <numerusform>%n Person</numerusform>
            <numerusform>%n Personen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 story</source>
        <translation>1 Geschichte</translation>
    </message>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n Geschichte</numerusform>
            <numerusform>%n Geschichten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 summary</source>
        <translation>1 Zusammenfassung</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n Zusammenfassung</numerusform>
            <numerusform>%n Zusammenfassungen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 answer</source>
        <translation>1 Antwort</translation>
    </message>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 highlighted passage</source>
        <translation>1 markierte Stelle</translation>
    </message>
    <message numerus="yes">
        <source>%n highlighted passages</source>
        <translation>
            <numerusform>%n markierte Stelle</numerusform>
            <numerusform>%n markierte Stellen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 ranking</source>
        <translation>1 Rangfolge</translation>
    </message>
    <message numerus="yes">
        <source>%n rankings</source>
        <translation>
            <numerusform>%n Rangfolge</numerusform>
            <numerusform>%n Rangfolgen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyText</name>
    <message>
        <source>your own server</source>
        <translation>dein eigener Server</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>auf diesem Computer</translation>
    </message>
    <message>
        <source>practice summaries</source>
        <translation>Übungszusammenfassungen</translation>
    </message>
    <message>
        <source>the summaries&apos; text</source>
        <translation>der Text der Zusammenfassungen</translation>
    </message>
    <message>
        <source>your comments</source>
        <translation>deine Kommentare</translation>
    </message>
    <message>
        <source>your stories&apos; titles</source>
        <translation>die Titel deiner Geschichten</translation>
    </message>
    <message>
        <source>your stories&apos; text</source>
        <translation>der Text deiner Geschichten</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>Summaries: about {words} words. Strategy: {strategy}.</source>
        <translation>Zusammenfassungen: etwa {words} Wörter. Vorgehen: {strategy}.</translation>
    </message>
    <message>
        <source>Models: {models}.</source>
        <translation>Modelle: {models}.</translation>
    </message>
    <message>
        <source>Models: any you like.</source>
        <translation>Modelle: beliebig.</translation>
    </message>
    <message>
        <source>Your bundle will include your answers and rankings, and {sent}.</source>
        <translation>Dein Paket wird deine Antworten und Rangfolgen enthalten sowie {sent}.</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>nichts weiter</translation>
    </message>
    <message>
        <source>It leaves out {kept}.</source>
        <translation>Es lässt {kept} weg.</translation>
    </message>
</context>
<context>
    <name>StudyWindow</name>
    <message>
        <source>Study</source>
        <extracomment>where the folder dialogs start: the folder opened last time</extracomment>
        <translation>Studie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Imported files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Importierte Dateien&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Open Folder…</source>
        <translation>Ordner &amp;öffnen…</translation>
    </message>
    <message>
        <source>Choose the folder that collects this study&apos;s bundles</source>
        <translation>Den Ordner wählen, in dem die Pakete dieser Studie gesammelt werden</translation>
    </message>
    <message>
        <source>&amp;New Study Folder…</source>
        <translation>&amp;Neuer Studienordner…</translation>
    </message>
    <message>
        <source>Name a new folder for a new study; it is created</source>
        <translation>Einen neuen Ordner für eine neue Studie benennen; er wird angelegt</translation>
    </message>
    <message>
        <source>Open &amp;Published Study Data…</source>
        <translation>Veröffentlichte Studien&amp;daten öffnen…</translation>
    </message>
    <message>
        <source>Import the released data of Reading Subtext or BooookScore into this folder</source>
        <translation>Die veröffentlichten Daten von Reading Subtext oder BooookScore in diesen Ordner importieren</translation>
    </message>
    <message>
        <source>&amp;Import Bundles…</source>
        <translation>Pakete &amp;importieren…</translation>
    </message>
    <message>
        <source>Check the bundles writers sent and add them</source>
        <translation>Die von Schreibenden geschickten Pakete prüfen und hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Write Report…</source>
        <translation>Bericht sch&amp;reiben…</translation>
    </message>
    <message>
        <source>Write report.html, report.json and the tables as CSV into a folder</source>
        <translation>report.html, report.json und die Tabellen als CSV in einen Ordner schreiben</translation>
    </message>
    <message>
        <source>O&amp;pen Report</source>
        <translation>Bericht ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Studie</translation>
    </message>
    <message>
        <source>Choose the study&apos;s folder</source>
        <translation>Den Ordner der Studie wählen</translation>
    </message>
    <message>
        <source>Name the new study folder</source>
        <translation>Den neuen Studienordner benennen</translation>
    </message>
    <message>
        <source>Study — {folder}</source>
        <translation>Studie — {folder}</translation>
    </message>
    <message>
        <source>Reading the study folder…</source>
        <translation>Lese den Studienordner…</translation>
    </message>
    <message>
        <source>The plots appear here once bundles are imported.</source>
        <translation>Die Diagramme erscheinen hier, sobald Pakete importiert sind.</translation>
    </message>
    <message>
        <source>Drawing the plots…</source>
        <translation>Zeichne die Diagramme…</translation>
    </message>
    <message>
        <source>The plots could not be drawn.</source>
        <translation>Die Diagramme konnten nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No study folder open&lt;/h2&gt;&lt;p&gt;Choose &lt;b&gt;New Study Folder…&lt;/b&gt; to start a study, or &lt;b&gt;Open Folder…&lt;/b&gt; for a folder you used before. &lt;b&gt;Open Published Study Data…&lt;/b&gt; (Study menu) imports Reading Subtext&apos;s or BooookScore&apos;s released data.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kein Studienordner geöffnet&lt;/h2&gt;&lt;p&gt;Wähle &lt;b&gt;Neuer Studienordner…&lt;/b&gt;, um eine Studie zu beginnen, oder &lt;b&gt;Ordner öffnen…&lt;/b&gt; für einen Ordner, den du schon benutzt hast. &lt;b&gt;Veröffentlichte Studiendaten öffnen…&lt;/b&gt; (Menü Studie) importiert die veröffentlichten Daten von Reading Subtext oder BooookScore.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Study “{id}”</source>
        <translation>Studie „{id}“</translation>
    </message>
    <message>
        <source>A new study folder</source>
        <translation>Ein neuer Studienordner</translation>
    </message>
    <message>
        <source>&lt;p&gt;No bundles yet. Use &lt;b&gt;Import Bundles…&lt;/b&gt; to add the {suffix} files writers sent you; each is checked before it is accepted.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch keine Pakete. Nutze &lt;b&gt;Pakete importieren…&lt;/b&gt;, um die {suffix}-Dateien hinzuzufügen, die dir Schreibende geschickt haben; jede wird geprüft, bevor sie angenommen wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Import bundles</source>
        <translation>Pakete importieren</translation>
    </message>
    <message>
        <source>WriterLens bundles (*{suffix});;All files (*)</source>
        <translation>WriterLens-Pakete (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Checked {n} of {total}: {file}</source>
        <translation>{n} von {total} geprüft: {file}</translation>
    </message>
    <message>
        <source>{accepted} accepted, {rejected} rejected.</source>
        <translation>{accepted} angenommen, {rejected} abgelehnt.</translation>
    </message>
    <message>
        <source>Converting and checking the published data…</source>
        <translation>Wandle die veröffentlichten Daten um und prüfe sie…</translation>
    </message>
    <message>
        <source>Name the report&apos;s folder (a new one is made)</source>
        <translation>Ordner für den Bericht benennen (ein neuer wird angelegt)</translation>
    </message>
    <message>
        <source>{path} is a file. Choose a folder, or a new name for one.</source>
        <translation>{path} ist eine Datei. Wähle einen Ordner oder einen neuen Namen für einen.</translation>
    </message>
    <message>
        <source>The folder {path} could not be made ({reason}). Choose another place.</source>
        <translation>Der Ordner {path} konnte nicht angelegt werden ({reason}). Wähle einen anderen Ort.</translation>
    </message>
    <message>
        <source>Writing the report was cancelled.</source>
        <translation>Das Schreiben des Berichts wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Schreibe den Bericht…</translation>
    </message>
    <message>
        <source>The report is in {folder}: report.html (to read), report.json and the tables as CSV (for spreadsheets and R).</source>
        <translation>Der Bericht liegt in {folder}: report.html (zum Lesen), report.json und die Tabellen als CSV (für Tabellenkalkulationen und R).</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n files…</source>
        <translation>
            <numerusform>Prüfe %n Datei…</numerusform>
            <numerusform>Prüfe %n Dateien…</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking 1 file…</source>
        <translation>Prüfe 1 Datei…</translation>
    </message>
    <message>
        <source>Import cancelled after 1 file: {outcome}</source>
        <translation>Import nach 1 Datei abgebrochen: {outcome}</translation>
    </message>
    <message numerus="yes">
        <source>Import cancelled after %n files: {outcome}</source>
        <translation>
            <numerusform>Import nach %n Datei abgebrochen: {outcome}</numerusform>
            <numerusform>Import nach %n Dateien abgebrochen: {outcome}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SuggestedModels</name>
    <message>
        <source>The quickest to try: a short story is summarized in a few minutes even on an older laptop. Its summaries are plainer and miss more.</source>
        <translation>Am schnellsten zum Ausprobieren: Eine kurze Geschichte ist selbst auf einem älteren Laptop in wenigen Minuten zusammengefasst. Seine Zusammenfassungen sind schlichter und lassen mehr aus.</translation>
    </message>
    <message>
        <source>Small and quick; a good first model on a laptop with 8 GB of memory. Follows the plot well, says little about themes.</source>
        <translation>Klein und schnell; ein gutes erstes Modell für einen Laptop mit 8 GB Arbeitsspeicher. Folgt der Handlung gut, sagt wenig über Themen.</translation>
    </message>
    <message>
        <source>Writes fluent prose for its size and reads long stories in one go.</source>
        <translation>Schreibt für seine Größe flüssige Prosa und liest lange Geschichten in einem Zug.</translation>
    </message>
    <message>
        <source>Careful, literal summaries that stick to what happens; needs more memory than its file size suggests.</source>
        <translation>Sorgfältige, wörtliche Zusammenfassungen, die sich an das Geschehen halten; braucht mehr Arbeitsspeicher, als seine Dateigröße vermuten lässt.</translation>
    </message>
    <message>
        <source>A larger model for a laptop with 16 GB of memory: slower, with more detail about characters and motives.</source>
        <translation>Ein größeres Modell für einen Laptop mit 16 GB Arbeitsspeicher: langsamer, mit mehr Details zu Figuren und Beweggründen.</translation>
    </message>
    <message>
        <source>A larger model for a laptop with 16 GB of memory; the best of these at keeping to the length and form you ask for.</source>
        <translation>Ein größeres Modell für einen Laptop mit 16 GB Arbeitsspeicher; von diesen das beste darin, Länge und Form einzuhalten, um die du bittest.</translation>
    </message>
</context>
<context>
    <name>SuggestedNames</name>
    <message>
        <source>Names found in your text: tick one to remove it</source>
        <translation>In deinem Text gefundene Namen: Hake einen an, um ihn zu entfernen</translation>
    </message>
    <message>
        <source>{name} ({count}×)</source>
        <translation>{name} ({count}×)</translation>
    </message>
</context>
<context>
    <name>SummariesViewer</name>
    <message>
        <source>Summaries of “{title}”</source>
        <translation>Zusammenfassungen von „{title}“</translation>
    </message>
    <message>
        <source>{name} (not a summary)</source>
        <translation>{name} (keine Zusammenfassung)</translation>
    </message>
    <message>
        <source>{name} (cut off)</source>
        <translation>{name} (abgeschnitten)</translation>
    </message>
    <message>
        <source>{model} ({provider}), {strategy}</source>
        <translation>{model} ({provider}), {strategy}</translation>
    </message>
    <message>
        <source>{name} (refused)</source>
        <translation>{name} (abgelehnt)</translation>
    </message>
</context>
<context>
    <name>SummarizeDialog</name>
    <message>
        <source>Summarize</source>
        <extracomment>a job ended and the story&apos;s summaries changed (the manuscript id) an estimate (or the reason there is none) arrived for the model with this key</extracomment>
        <translation>Zusammenfassen</translation>
    </message>
    <message>
        <source>Opening the story…</source>
        <translation>Öffne die Geschichte…</translation>
    </message>
    <message>
        <source>&amp;Start Summarizing</source>
        <translation>Zusammenfassen &amp;starten</translation>
    </message>
    <message>
        <source>Summarize “{title}”</source>
        <translation>„{title}“ zusammenfassen</translation>
    </message>
    <message>
        <source>Summaries are still being written</source>
        <translation>Zusammenfassungen werden noch geschrieben</translation>
    </message>
    <message>
        <source>Some summaries of “{title}” are still being written.</source>
        <translation>Einige Zusammenfassungen von „{title}“ werden noch geschrieben.</translation>
    </message>
    <message>
        <source>Keep them running in the background (they appear in your library when they are done), or cancel them? Cancelled summaries keep their finished steps and can be resumed.</source>
        <translation>Sollen sie im Hintergrund weiterlaufen (sie erscheinen in deiner Bibliothek, wenn sie fertig sind), oder willst du sie abbrechen? Abgebrochene Zusammenfassungen behalten ihre fertigen Schritte und lassen sich fortsetzen.</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>&amp;Cancel Them</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Stay &amp;Here</source>
        <translation>&amp;Hierbleiben</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Summarize “{title}”&lt;/h3&gt;&lt;p&gt;{words} words ({tokens} tokens)&lt;/p&gt;</source>
        <translation>&lt;h3&gt;„{title}“ zusammenfassen&lt;/h3&gt;&lt;p&gt;{words} Wörter ({tokens} Tokens)&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SummarizeText</name>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Declined by the model</source>
        <translation>Vom Modell abgelehnt</translation>
    </message>
    <message>
        <source>Cut off: not finished</source>
        <translation>Abgeschnitten: unvollständig</translation>
    </message>
    <message>
        <source>Not a summary</source>
        <translation>Keine Zusammenfassung</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Nicht gesendet</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Liest</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Schreibt</translation>
    </message>
    <message>
        <source>Waiting to try again</source>
        <translation>Wartet auf neuen Versuch</translation>
    </message>
    <message>
        <source>Progress of {model}</source>
        <extracomment>A state the writer must notice: drawn in a warning colour (with its words, never colour alone). the strategy &quot;auto&quot; chose, once known (from the estimate, or the finished job) this story&apos;s words per token, so that the row&apos;s words match the dialog&apos;s</extracomment>
        <translation>Fortschritt von {model}</translation>
    </message>
    <message>
        <source>How much of the text {model} has read</source>
        <translation>Wie viel vom Text {model} gelesen hat</translation>
    </message>
    <message>
        <source>What {model} is writing</source>
        <translation>Was {model} schreibt</translation>
    </message>
    <message>
        <source>The summary appears here as it is written.</source>
        <translation>Die Zusammenfassung erscheint hier, während sie geschrieben wird.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel {model}</source>
        <translation>{model} abbrechen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resume {model}</source>
        <translation>{model} fortsetzen</translation>
    </message>
    <message>
        <source>Getting ready (measuring the story&apos;s length)…</source>
        <translation>Wird vorbereitet (die Länge der Geschichte wird gemessen)…</translation>
    </message>
    <message>
        <source>%v / %m steps</source>
        <translation>%v / %m Schritte</translation>
    </message>
    <message>
        <source>read %p %</source>
        <translation>%p % gelesen</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>Stopping now; what is finished is kept.</source>
        <translation>Wird jetzt angehalten; was fertig ist, bleibt erhalten.</translation>
    </message>
    <message>
        <source>WriterLens ran into a problem it did not expect ({error}). Your library is safe; please report it if it happens again.</source>
        <translation>WriterLens ist auf ein unerwartetes Problem gestoßen ({error}). Deine Bibliothek ist sicher; bitte melde es, wenn es wieder passiert.</translation>
    </message>
    <message>
        <source>You chose not to send your story to {provider}, so this model was left out and nothing left this computer.</source>
        <translation>Du hast entschieden, deine Geschichte nicht an {provider} zu senden, deshalb wurde dieses Modell ausgelassen und nichts hat diesen Computer verlassen.</translation>
    </message>
    <message>
        <source>Done: the summary ({words} words) is in your library.</source>
        <translation>Fertig: Die Zusammenfassung ({words} Wörter) ist in deiner Bibliothek.</translation>
    </message>
    <message>
        <source>Done: its {n} summaries ({words} words) are in your library.</source>
        <translation>Fertig: Seine {n} Zusammenfassungen ({words} Wörter) sind in deiner Bibliothek.</translation>
    </message>
    <message>
        <source>It took {retries} on the way.</source>
        <translation>Unterwegs waren {retries} nötig.</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>The model stopped at its length limit before it finished the summary.</source>
        <translation>Das Modell hat an seiner Längengrenze aufgehört, bevor die Zusammenfassung fertig war.</translation>
    </message>
    <message>
        <source>The model stopped at its length limit before it finished {n} of its {all} summaries.</source>
        <translation>Das Modell hat an seiner Längengrenze aufgehört, bevor {n} seiner {all} Zusammenfassungen fertig waren.</translation>
    </message>
    <message>
        <source>What it wrote is in your library, marked as cut off, so it is never taken for a finished summary. A shorter target length, or a model that can write more at a time, may finish it.</source>
        <translation>Was es geschrieben hat, ist in deiner Bibliothek, als abgeschnitten markiert, damit es nie für eine fertige Zusammenfassung gehalten wird. Eine kürzere Ziellänge oder ein Modell, das mehr auf einmal schreiben kann, schafft es vielleicht.</translation>
    </message>
    <message>
        <source>not a summary</source>
        <translation>keine Zusammenfassung</translation>
    </message>
    <message>
        <source>What it wrote is in your library, marked as not a summary, so it is never reviewed or counted as one. Another model, or an instruction-tuned (chat) version of this one, may do better.</source>
        <translation>Was es geschrieben hat, liegt in deiner Bibliothek, als „keine Zusammenfassung“ markiert, damit es nie bewertet oder als Zusammenfassung gezählt wird. Ein anderes Modell oder eine auf Anweisungen trainierte (Chat-)Version dieses Modells kann es besser.</translation>
    </message>
    <message>
        <source>The model declined: {words}</source>
        <translation>Das Modell hat abgelehnt: {words}</translation>
    </message>
    <message>
        <source>The model declined without giving a reason.</source>
        <translation>Das Modell hat ohne Begründung abgelehnt.</translation>
    </message>
    <message>
        <source>Its answer is kept as a refused summary, which a study leaves out of its averages. You can try another model.</source>
        <translation>Seine Antwort wird als abgelehnte Zusammenfassung aufbewahrt, die eine Studie bei ihren Durchschnitten auslässt. Du kannst ein anderes Modell ausprobieren.</translation>
    </message>
    <message>
        <source>Finished steps are kept: Try Again goes on from where it stopped.</source>
        <translation>Fertige Schritte bleiben erhalten: „Erneut versuchen“ macht dort weiter, wo es aufgehört hat.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Nothing was summarized.</source>
        <translation>Es wurde nichts zusammengefasst.</translation>
    </message>
    <message>
        <source>Cancelled. The {n} finished steps and the {words} words written of the next are kept: Resume goes on from there without doing them again.</source>
        <translation>Abgebrochen. Die {n} fertigen Schritte und die {words} schon geschriebenen Wörter des nächsten bleiben erhalten: Fortsetzen macht dort weiter, ohne sie noch einmal zu tun.</translation>
    </message>
    <message>
        <source>Cancelled. The {n} finished steps are kept: Resume goes on from there without doing them again.</source>
        <translation>Abgebrochen. Die {n} fertigen Schritte bleiben erhalten: „Fortsetzen“ macht dort weiter, ohne sie zu wiederholen.</translation>
    </message>
    <message>
        <source>Cancelled before the first step finished. Resume starts it again.</source>
        <translation>Abgebrochen, bevor der erste Schritt fertig war. „Fortsetzen“ beginnt von vorn.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>Your study “{study}” asks for these models, so they are chosen for you.</source>
        <extracomment>The writer&apos;s last choice of models, strategy and length (a settings row).</extracomment>
        <translation>Deine Studie „{study}“ verlangt diese Modelle, deshalb sind sie für dich ausgewählt.</translation>
    </message>
    <message>
        <source>Not ready yet: {models}. Set them up in Settings.</source>
        <translation>Noch nicht bereit: {models}. Richte sie in den Einstellungen ein.</translation>
    </message>
    <message>
        <source>&amp;Automatic (recommended)</source>
        <translation>&amp;Automatisch (empfohlen)</translation>
    </message>
    <message>
        <source>&amp;Whole story at once</source>
        <translation>&amp;Ganze Geschichte auf einmal</translation>
    </message>
    <message>
        <source>In &amp;parts, then joined</source>
        <translation>In &amp;Teilen, dann zusammengeführt</translation>
    </message>
    <message>
        <source>Part by part, one summary &amp;kept up to date</source>
        <translation>Teil für Teil, eine Zusammenfassung &amp;fortgeschrieben</translation>
    </message>
    <message>
        <source>In three &amp;lengths</source>
        <translation>In drei &amp;Längen</translation>
    </message>
    <message>
        <source>hierarchical merging</source>
        <translation>hierarchisches Zusammenführen (hierarchical merging)</translation>
    </message>
    <message>
        <source>incremental updating</source>
        <translation>schrittweises Aktualisieren (incremental updating)</translation>
    </message>
    <message>
        <source>gradual summaries</source>
        <translation>gestufte Zusammenfassungen (gradual summaries)</translation>
    </message>
    <message>
        <source>Exact term: {term}.</source>
        <translation>Fachbegriff: {term}.</translation>
    </message>
    <message>
        <source>The whole story at once when it fits in what the model reads at a time; otherwise in parts, then joined.</source>
        <translation>Die ganze Geschichte auf einmal, wenn sie in das passt, was das Modell auf einmal liest; sonst in Teilen, dann zusammengeführt.</translation>
    </message>
    <message>
        <source>The model reads the entire story in one go and writes the summary. Only for models that can read the whole story at once.</source>
        <translation>Das Modell liest die ganze Geschichte in einem Zug und schreibt die Zusammenfassung. Nur für Modelle, die die ganze Geschichte auf einmal lesen können.</translation>
    </message>
    <message>
        <source>The story is cut into parts; each part is summarized, then the part summaries are merged, level by level, into one.</source>
        <translation>Die Geschichte wird in Teile zerlegt; jeder Teil wird zusammengefasst, dann werden die Teilzusammenfassungen Ebene für Ebene zu einer zusammengeführt.</translation>
    </message>
    <message>
        <source>The model reads the story part by part and keeps updating one summary, shortening it whenever it grows too long.</source>
        <translation>Das Modell liest die Geschichte Teil für Teil und aktualisiert dabei eine einzige Zusammenfassung, die es kürzt, sobald sie zu lang wird.</translation>
    </message>
    <message>
        <source>Three summaries, about 20 %, 10 % and 5 % of the story&apos;s length (the target length is not used).</source>
        <translation>Drei Zusammenfassungen, etwa 20 %, 10 % und 5 % der Länge der Geschichte (die Ziellänge wird nicht verwendet).</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>{m} min {s:02d} s</source>
        <translation>{m} min {s:02d} s</translation>
    </message>
    <message>
        <source>{h} h {m:02d} min</source>
        <translation>{h} h {m:02d} min</translation>
    </message>
    <message>
        <source>summarizing the parts</source>
        <translation>fasse die Teile zusammen</translation>
    </message>
    <message>
        <source>merge level {level}</source>
        <translation>Zusammenführung, Ebene {level}</translation>
    </message>
    <message>
        <source>summary {n} of 3</source>
        <translation>Zusammenfassung {n} von 3</translation>
    </message>
    <message>
        <source>Step {step} of {total}</source>
        <translation>Schritt {step} von {total}</translation>
    </message>
    <message>
        <source>about {read} words read, {written} written</source>
        <translation>etwa {read} Wörter gelesen, {written} geschrieben</translation>
    </message>
    <message>
        <source>{time} so far</source>
        <translation>bisher {time}</translation>
    </message>
    <message>
        <source>about {time} left</source>
        <translation>noch etwa {time}</translation>
    </message>
    <message>
        <source>almost done</source>
        <translation>fast fertig</translation>
    </message>
    <message>
        <source>1 retry</source>
        <extracomment>Roughly how many English words a token holds; a writer thinks in words, models in tokens. A run expected to take longer than this is named plainly before it starts.</extracomment>
        <translation>1 neuer Versuch</translation>
    </message>
    <message>
        <source>{n} retries</source>
        <translation>{n} neue Versuche</translation>
    </message>
    <message>
        <source>a few seconds</source>
        <translation>ein paar Sekunden</translation>
    </message>
    <message>
        <source>about {s} seconds</source>
        <translation>etwa {s} Sekunden</translation>
    </message>
    <message>
        <source>about {m} minutes</source>
        <translation>etwa {m} Minuten</translation>
    </message>
    <message>
        <source>about {h} h</source>
        <translation>etwa {h} h</translation>
    </message>
    <message>
        <source>about {h} h {m:02d} min</source>
        <translation>etwa {h} h {m:02d} min</translation>
    </message>
    <message>
        <source>For all {n} calls of this run, one after another.</source>
        <translation>Für alle {n} Aufrufe dieses Laufs, nacheinander.</translation>
    </message>
    <message>
        <source>For the one call of this run.</source>
        <translation>Für den einen Aufruf dieses Laufs.</translation>
    </message>
    <message>
        <source>{covers} Based on the speed {basis}.</source>
        <translation>{covers} Ausgehend von der Geschwindigkeit {basis}.</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>auf diesem Computer</translation>
    </message>
    <message>
        <source>at this provider&apos;s usual speed</source>
        <translation>üblich bei diesem Anbieter</translation>
    </message>
    <message>
        <source>“{model}” will take {time}.</source>
        <translation>„{model}“ braucht {time}.</translation>
    </message>
    <message>
        <source>Reading: about {read} of {total} words ({tokens} of {all} tokens)</source>
        <translation>Liest: etwa {read} von {total} Wörtern ({tokens} von {all} Tokens)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Liest…</translation>
    </message>
    <message>
        <source>Writing: {words} words so far</source>
        <translation>Schreibt: bisher {words} Wörter</translation>
    </message>
    <message>
        <source>{n} words a second</source>
        <translation>{n} Wörter pro Sekunde</translation>
    </message>
    <message>
        <source>Waiting for the model…</source>
        <translation>Warte auf das Modell…</translation>
    </message>
    <message>
        <source>Waiting: {reason}</source>
        <translation>Wartet: {reason}</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <source>Select the words that are wrong, then press the label&apos;s key or click it. Alt keeps the exact characters. Ctrl+Z undoes.</source>
        <translation>Wähle die falschen Wörter aus und drücke dann die Taste des Labels oder klicke darauf. Alt behält die genauen Zeichen. Ctrl+Z macht rückgängig.</translation>
    </message>
    <message>
        <source>The &amp;questions</source>
        <translation>Die &amp;Fragen</translation>
    </message>
    <message>
        <source>Check &amp;claims</source>
        <translation>&amp;Aussagen prüfen</translation>
    </message>
    <message>
        <source>The model declined to summarize this story; its words are shown as it wrote them. A refused summary is not rated or ranked, and the study leaves it out of its averages. You can still leave feedback.</source>
        <translation>Das Modell hat es abgelehnt, diese Geschichte zusammenzufassen; seine Worte werden so gezeigt, wie es sie geschrieben hat. Eine abgelehnte Zusammenfassung wird weder benotet noch eingereiht, und die Studie lässt sie bei ihren Durchschnitten aus. Du kannst trotzdem eine Rückmeldung geben.</translation>
    </message>
</context>
<context>
    <name>SummaryView</name>
    <message>
        <source>Summary text</source>
        <extracomment>start, end (code points), label id a span was clicked in the text while choosing what a span clashes with: the passage chosen (code points) while choosing what a span clashes with: the writer gave up (Esc) a key 1-4 with nothing selected: the framed question&apos;s answer Enter with nothing selected: on to the next question</extracomment>
        <translation>Text der Zusammenfassung</translation>
    </message>
    <message>
        <source>Select a passage, then press a label&apos;s key or open the context menu.</source>
        <translation>Wähle eine Stelle aus und drücke dann die Taste eines Labels oder öffne das Kontextmenü.</translation>
    </message>
    <message>
        <source>This review is finished and can be read only.</source>
        <translation>Diese Bewertung ist abgeschlossen und kann nur gelesen werden.</translation>
    </message>
    <message>
        <source>First select the passage you want to label.</source>
        <translation>Wähle zuerst die Stelle aus, die du kennzeichnen möchtest.</translation>
    </message>
    <message>
        <source>{label}: the other passage</source>
        <translation>{label}: die andere Stelle</translation>
    </message>
</context>
<context>
    <name>TaskBar</name>
    <message>
        <source>Working</source>
        <translation>Arbeitet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel what is running</source>
        <translation>Abbrechen, was gerade läuft</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
</context>
<context>
    <name>Taxonomy</name>
    <message>
        <source>What is wrong with this passage?</source>
        <translation>Was stimmt an dieser Stelle nicht?</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>What the summary chooses to include.</source>
        <translation>Was die Zusammenfassung auswählt.</translation>
    </message>
    <message>
        <source>Insignificant detail</source>
        <translation>Unwichtiges Detail</translation>
    </message>
    <message>
        <source>Spends words on a detail that does not matter to the story.</source>
        <translation>Verwendet Worte auf ein Detail, das für die Geschichte keine Rolle spielt.</translation>
    </message>
    <message>
        <source>Too vague</source>
        <translation>Zu vage</translation>
    </message>
    <message>
        <source>Stays so general that the events or people cannot be recognised.</source>
        <translation>Bleibt so allgemein, dass man die Ereignisse oder Personen nicht wiedererkennt.</translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation>Texttreue</translation>
    </message>
    <message>
        <source>What the summary gets wrong about the story.</source>
        <translation>Was die Zusammenfassung an der Geschichte falsch wiedergibt.</translation>
    </message>
    <message>
        <source>Wrong feeling</source>
        <translation>Falsches Gefühl</translation>
    </message>
    <message>
        <source>Gets a character&apos;s feelings, motives or attitude wrong.</source>
        <translation>Gibt die Gefühle, Beweggründe oder Haltung einer Figur falsch wieder.</translation>
    </message>
    <message>
        <source>Wrong character</source>
        <translation>Falsche Figur</translation>
    </message>
    <message>
        <source>Confuses who someone is, or gives one character&apos;s deed or trait to another.</source>
        <translation>Verwechselt, wer jemand ist, oder schreibt die Tat oder Eigenschaft einer Figur einer anderen zu.</translation>
    </message>
    <message>
        <source>Wrong cause</source>
        <translation>Falsche Ursache</translation>
    </message>
    <message>
        <source>Gives the wrong reason for an event, or links cause and effect where the story does not.</source>
        <translation>Nennt den falschen Grund für ein Ereignis oder verknüpft Ursache und Wirkung, wo die Geschichte es nicht tut.</translation>
    </message>
    <message>
        <source>Wrong event</source>
        <translation>Falsches Ereignis</translation>
    </message>
    <message>
        <source>Says something happened that did not, or that happened differently.</source>
        <translation>Behauptet, etwas sei geschehen, das nicht geschehen ist, oder das anders geschehen ist.</translation>
    </message>
    <message>
        <source>Wrong setting</source>
        <translation>Falscher Schauplatz</translation>
    </message>
    <message>
        <source>Gets the place, the time or the circumstances wrong.</source>
        <translation>Gibt Ort, Zeit oder Umstände falsch wieder.</translation>
    </message>
    <message>
        <source>Coherence</source>
        <translation>Kohärenz</translation>
    </message>
    <message>
        <source>How the summary reads on its own.</source>
        <translation>Wie sich die Zusammenfassung für sich genommen liest.</translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation>Widerspruch</translation>
    </message>
    <message>
        <source>Contradicts something said earlier in the summary (you can point at that passage).</source>
        <translation>Widerspricht etwas, das früher in der Zusammenfassung steht (du kannst auf diese Stelle zeigen).</translation>
    </message>
    <message>
        <source>Abrupt transition</source>
        <translation>Abrupter Übergang</translation>
    </message>
    <message>
        <source>Jumps to a new event or idea without connecting it to what came before.</source>
        <translation>Springt zu einem neuen Ereignis oder Gedanken, ohne ihn mit dem Vorherigen zu verbinden.</translation>
    </message>
    <message>
        <source>Missing context</source>
        <translation>Fehlender Kontext</translation>
    </message>
    <message>
        <source>Mentions someone or something the reader has not been told about.</source>
        <translation>Erwähnt jemanden oder etwas, von dem die Lesenden noch nichts erfahren haben.</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Says again what the summary has already said (you can point at that passage).</source>
        <translation>Sagt noch einmal, was die Zusammenfassung schon gesagt hat (du kannst auf diese Stelle zeigen).</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>What the summary makes of the story.</source>
        <translation>Was die Zusammenfassung aus der Geschichte macht.</translation>
    </message>
    <message>
        <source>Unsupported reading</source>
        <translation>Unbelegte Deutung</translation>
    </message>
    <message>
        <source>Offers an interpretation that the story does not bear out.</source>
        <translation>Bietet eine Deutung an, die die Geschichte nicht stützt.</translation>
    </message>
    <message>
        <source>Unreliable narrator</source>
        <translation>Unzuverlässige Erzählstimme</translation>
    </message>
    <message>
        <source>A note for stories whose narrator cannot be trusted.</source>
        <translation>Ein Hinweis für Geschichten, deren Erzählstimme nicht zu trauen ist.</translation>
    </message>
    <message>
        <source>Narrator taken at their word</source>
        <translation>Erzählstimme beim Wort genommen</translation>
    </message>
    <message>
        <source>The summary takes a narrator at their word where the story means otherwise.</source>
        <translation>Die Zusammenfassung nimmt die Erzählstimme beim Wort, wo die Geschichte etwas anderes meint.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to {app}</source>
        <translation>Willkommen bei {app}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to {app}&lt;/h2&gt;&lt;p&gt;{app} helps you see how well AI models summarize &lt;i&gt;your&lt;/i&gt; stories.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Import a story&lt;/b&gt; (.txt, .md, .docx, .odt, .epub or .rtf): use &lt;i&gt;Import…&lt;/i&gt; or drop a file on the window.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Get summaries&lt;/b&gt; from up to three models: cloud models with your own key, or a model that runs on this computer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Review them blind&lt;/b&gt;: answer four questions about each, highlight its mistakes, and rank the three.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;To try it now with no key and no model, open &lt;b&gt;{sample}&lt;/b&gt;: it is in your library with three demo summaries written by hand, one good, one vague and one with planted mistakes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your stories stay on this computer&lt;/b&gt; unless you choose to send one to a cloud model.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei {app}&lt;/h2&gt;&lt;p&gt;{app} hilft dir zu sehen, wie gut KI-Modelle &lt;i&gt;deine&lt;/i&gt; Geschichten zusammenfassen.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Importiere eine Geschichte&lt;/b&gt; (.txt, .md, .docx, .odt, .epub oder .rtf): Nutze &lt;i&gt;Importieren…&lt;/i&gt; oder zieh eine Datei auf das Fenster.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hol dir Zusammenfassungen&lt;/b&gt; von bis zu drei Modellen: Cloud-Modelle mit deinem eigenen Schlüssel oder ein Modell, das auf diesem Computer läuft.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bewerte sie blind&lt;/b&gt;: Beantworte zu jeder vier Fragen, markiere ihre Fehler und bring die drei in eine Rangfolge.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Um es jetzt ohne Schlüssel und ohne Modell auszuprobieren, öffne &lt;b&gt;{sample}&lt;/b&gt;: Sie liegt in deiner Bibliothek, mit drei von Hand geschriebenen Beispielzusammenfassungen – eine gut, eine vage und eine mit eingebauten Fehlern.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Deine Geschichten bleiben auf diesem Computer&lt;/b&gt;, außer du entscheidest dich, eine an ein Cloud-Modell zu senden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open the sample</source>
        <translation>Beispiel öffnen</translation>
    </message>
</context>
<context>
    <name>WorkIndicator</name>
    <message>
        <source>Writing summaries of “{title}”…</source>
        <translation>Zusammenfassungen von „{title}“ werden geschrieben…</translation>
    </message>
    <message numerus="yes">
        <source>Writing summaries of %n stories…</source>
        <translation>
            <numerusform>Zusammenfassungen von %n Geschichte werden geschrieben…</numerusform>
            <numerusform>Zusammenfassungen von %n Geschichten werden geschrieben…</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see the progress</source>
        <translation>Klicken, um den Fortschritt zu sehen</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Could not import “{file_name}”: {reason}</source>
        <translation>„{file_name}“ konnte nicht importiert werden: {reason}</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>Abgebrochen. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>this is not a real {kind} file: it is password-protected or an older format (such as a Word 97-2003 .doc) renamed to {kind}. Open it in your word processor, remove any password, save it as {kind} and import that.</source>
        <translation>Das ist keine echte {kind}-Datei: Sie ist passwortgeschützt oder in einem älteren Format (etwa ein .doc aus Word 97–2003), das in {kind} umbenannt wurde. Öffne sie in deinem Textprogramm, entferne ein etwaiges Passwort, speichere sie als {kind} und importiere diese Datei.</translation>
    </message>
    <message>
        <source>it is not a valid zip archive</source>
        <translation>es ist kein gültiges ZIP-Archiv</translation>
    </message>
    <message>
        <source>the {kind} file would unpack to {unpacked_mb:.0f} MB, more than the {max_mb} MB WriterLens allows (it may hold very large pictures, or be damaged). Save the story as .txt and import that.</source>
        <translation>Die {kind}-Datei würde entpackt {unpacked_mb:.0f} MB groß, mehr als die {max_mb} MB, die WriterLens zulässt (vielleicht enthält sie sehr große Bilder oder ist beschädigt). Speichere die Geschichte als .txt und importiere diese Datei.</translation>
    </message>
    <message>
        <source>the {kind} file&apos;s text is made of more than {max_text_part_tags:,} pieces of markup, far more than a story has (it may be damaged or made to break programs). Open it in your word processor, save the story as .txt and import that.</source>
        <translation>Der Text der {kind}-Datei besteht aus mehr als {max_text_part_tags:,} Auszeichnungsteilen, weit mehr als eine Geschichte hat (vielleicht ist sie beschädigt oder dafür gemacht, Programme zu stören). Öffne sie in deinem Textprogramm, speichere die Geschichte als .txt und importiere diese Datei.</translation>
    </message>
    <message>
        <source>its part “{member}” cannot be read</source>
        <translation>ihr Teil „{member}“ kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>this {kind} file is password-protected, so WriterLens cannot read its text. Save a copy without a password and import that.</source>
        <translation>Diese {kind}-Datei ist passwortgeschützt, deshalb kann WriterLens ihren Text nicht lesen. Speichere eine Kopie ohne Passwort und importiere diese.</translation>
    </message>
    <message>
        <source>the {kind} file&apos;s part “{member}” unpacks to more than {cap_mb} MB, far more than a story needs (it may be damaged). Save the story as .txt and import that.</source>
        <translation>Der Teil „{member}“ der {kind}-Datei wird entpackt größer als {cap_mb} MB, weit mehr, als eine Geschichte braucht (vielleicht ist sie beschädigt). Speichere die Geschichte als .txt und importiere diese Datei.</translation>
    </message>
    <message>
        <source>this EPUB is protected by DRM/encryption, so WriterLens cannot read its text. If it is your own book, export it again without DRM (or save the story as .docx) and import that.</source>
        <translation>Dieses EPUB ist durch DRM/Verschlüsselung geschützt, deshalb kann WriterLens seinen Text nicht lesen. Wenn es dein eigenes Buch ist, exportiere es erneut ohne DRM (oder speichere die Geschichte als .docx) und importiere diese Datei.</translation>
    </message>
    <message>
        <source>a part it lists is missing or unreadable</source>
        <translation>ein aufgeführter Teil fehlt oder ist unlesbar</translation>
    </message>
    <message>
        <source>its table of contents or a chapter cannot be read</source>
        <translation>das Inhaltsverzeichnis oder ein Kapitel kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Open it in your word processor and save it again.</source>
        <translation>Öffne sie in deinem Textprogramm und speichere sie erneut.</translation>
    </message>
    <message>
        <source>Open it in LibreOffice or your word processor and save it again.</source>
        <translation>Öffne sie in LibreOffice oder deinem Textprogramm und speichere sie erneut.</translation>
    </message>
    <message>
        <source>Export it again from the program that made it, or save the story as .docx and import that.</source>
        <translation>Exportiere sie erneut aus dem Programm, mit dem sie erstellt wurde, oder speichere die Geschichte als .docx und importiere diese Datei.</translation>
    </message>
    <message>
        <source>the story is {millions:.1f} million characters long; WriterLens imports stories up to {max_millions:.1f} million characters (about 2.5 million words). Split it into parts and import each.</source>
        <translation>Die Geschichte ist {millions:.1f} Millionen Zeichen lang; WriterLens importiert Geschichten bis {max_millions:.1f} Millionen Zeichen (etwa 2,5 Millionen Wörter). Teile sie auf und importiere jeden Teil.</translation>
    </message>
    <message>
        <source>Save the story again as {save_as} and import that.</source>
        <translation>Speichere die Geschichte erneut als {save_as} und importiere diese Datei.</translation>
    </message>
    <message>
        <source>the {kind} file is damaged ({detail}). {fix}</source>
        <translation>Die {kind}-Datei ist beschädigt ({detail}). {fix}</translation>
    </message>
    <message>
        <source>this looks like a binary file, not text ({detail}). If it is a story, save it as {save_as} and import that.</source>
        <translation>Das sieht nach einer Binärdatei aus, nicht nach Text ({detail}). Wenn es eine Geschichte ist, speichere sie als {save_as} und importiere diese Datei.</translation>
    </message>
    <message>
        <source>“{name}” holds characters that cannot be stored (broken UTF-16 halves); WriterLens shows them as “�”. Check those places against your original.</source>
        <translation>„{name}“ enthält Zeichen, die nicht gespeichert werden können (kaputte UTF-16-Hälften); WriterLens zeigt sie als „�“. Vergleiche diese Stellen mit deinem Original.</translation>
    </message>
    <message>
        <source>Open it in your word processor, save it as .docx and import that.</source>
        <translation>Öffne sie in deinem Textprogramm, speichere sie als .docx und importiere diese Datei.</translation>
    </message>
    <message>
        <source>Open it in Word, save it as .docx and import that.</source>
        <translation>Öffne sie in Word, speichere sie als .docx und importiere diese Datei.</translation>
    </message>
    <message>
        <source>Export the story as .docx or .txt from the program you wrote it in (or copy its text into a .txt file) and import that.</source>
        <translation>Exportiere die Geschichte als .docx oder .txt aus dem Programm, in dem du sie geschrieben hast (oder kopiere ihren Text in eine .txt-Datei), und importiere diese Datei.</translation>
    </message>
    <message>
        <source>In Pages, choose File ▸ Export To ▸ Word, and import the .docx.</source>
        <translation>Wähle in Pages Ablage ▸ Exportieren ▸ Word und importiere die .docx-Datei.</translation>
    </message>
    <message>
        <source>Convert it to .epub (for example with Calibre) and import that.</source>
        <translation>Wandle sie in .epub um (zum Beispiel mit Calibre) und importiere diese Datei.</translation>
    </message>
    <message>
        <source>Save it as .txt (or open it in a word processor and save it as .docx).</source>
        <translation>Speichere sie als .txt (oder öffne sie in einem Textprogramm und speichere sie als .docx).</translation>
    </message>
    <message>
        <source>In Scrivener, choose File ▸ Compile, compile to .docx or .rtf, and import that.</source>
        <translation>Wähle in Scrivener Datei ▸ Kompilieren, kompiliere als .docx oder .rtf und importiere diese Datei.</translation>
    </message>
    <message>
        <source>It reads .txt, .md, .docx, .odt, .epub and .rtf.</source>
        <translation>Es liest .txt, .md, .docx, .odt, .epub und .rtf.</translation>
    </message>
    <message>
        <source>WriterLens cannot tell what kind of file this is (its name has no extension such as .txt or .docx). {reads}</source>
        <translation>WriterLens kann nicht erkennen, was für eine Datei das ist (ihr Name hat keine Endung wie .txt oder .docx). {reads}</translation>
    </message>
    <message>
        <source>WriterLens cannot read “{extension}” files. {reads}</source>
        <translation>WriterLens kann „{extension}“-Dateien nicht lesen. {reads}</translation>
    </message>
    <message>
        <source>WriterLens cannot read “{extension}” files. {reads} {hint}</source>
        <translation>WriterLens kann „{extension}“-Dateien nicht lesen. {reads} {hint}</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>the file contains no text. If the story is in it as pictures or scanned pages, WriterLens cannot read it; save the text itself as {save_as} and import that.</source>
        <translation>Die Datei enthält keinen Text. Wenn die Geschichte darin als Bilder oder gescannte Seiten steckt, kann WriterLens sie nicht lesen; speichere den Text selbst als {save_as} und importiere diese Datei.</translation>
    </message>
    <message>
        <source>the file was not found. It may have been moved, renamed or deleted.</source>
        <translation>Die Datei wurde nicht gefunden. Vielleicht wurde sie verschoben, umbenannt oder gelöscht.</translation>
    </message>
    <message>
        <source>it is a folder, not a file. Choose the story file inside it instead.</source>
        <translation>Das ist ein Ordner, keine Datei. Wähle stattdessen die Datei der Geschichte darin.</translation>
    </message>
    <message>
        <source>it is not a regular file. Choose the story file itself.</source>
        <translation>Das ist keine normale Datei. Wähle die Datei der Geschichte selbst.</translation>
    </message>
    <message>
        <source>WriterLens is not allowed to read it (permission denied). Check the file&apos;s permissions, or copy it into your Documents folder and import the copy.</source>
        <translation>WriterLens darf sie nicht lesen (Zugriff verweigert). Prüfe die Berechtigungen der Datei oder kopiere sie in deinen Dokumente-Ordner und importiere die Kopie.</translation>
    </message>
    <message>
        <source>the file could not be read ({detail}). If it is on a network drive or a removable disk, copy it to your computer and import the copy.</source>
        <translation>Die Datei konnte nicht gelesen werden ({detail}). Wenn sie auf einem Netzlaufwerk oder einem Wechseldatenträger liegt, kopiere sie auf deinen Computer und importiere die Kopie.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>Das ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>the file disappeared while WriterLens was reading it.</source>
        <translation>Die Datei ist verschwunden, während WriterLens sie gelesen hat.</translation>
    </message>
    <message>
        <source>there is not enough memory to read it.</source>
        <translation>Es ist nicht genug Arbeitsspeicher frei, um sie zu lesen.</translation>
    </message>
    <message>
        <source>the file is {size}; WriterLens imports {extension} files up to {max_mb} MB. If it holds large pictures, save a copy without them (or save the story as .txt) and import that.</source>
        <translation>Die Datei ist {size} groß; WriterLens importiert {extension}-Dateien bis {max_mb} MB. Wenn sie große Bilder enthält, speichere eine Kopie ohne sie (oder speichere die Geschichte als .txt) und importiere diese.</translation>
    </message>
    <message>
        <source>the file is {size}; WriterLens imports stories up to {max_mb} MB of text (about 2.5 million words). Split it into parts and import each.</source>
        <translation>Die Datei ist {size} groß; WriterLens importiert Geschichten bis {max_mb} MB Text (etwa 2,5 Millionen Wörter). Teile sie auf und importiere jeden Teil.</translation>
    </message>
    <message>
        <source>it has no content.xml</source>
        <translation>es fehlt die content.xml</translation>
    </message>
    <message>
        <source>this .odt file is password-protected, so WriterLens cannot read its text. Open it in LibreOffice, save a copy without a password and import that.</source>
        <translation>Diese .odt-Datei ist passwortgeschützt, deshalb kann WriterLens ihren Text nicht lesen. Öffne sie in LibreOffice, speichere eine Kopie ohne Passwort und importiere diese.</translation>
    </message>
    <message>
        <source>its text part, content.xml, is not well-formed XML</source>
        <translation>ihr Textteil, content.xml, ist kein wohlgeformtes XML</translation>
    </message>
    <message>
        <source>“{name}” is not UTF-8, so WriterLens read it as {label}. If letters look wrong, save the file as UTF-8 and import it again.</source>
        <translation>„{name}“ ist nicht UTF-8, deshalb hat WriterLens sie als {label} gelesen. Wenn Buchstaben falsch aussehen, speichere die Datei als UTF-8 und importiere sie erneut.</translation>
    </message>
    <message>
        <source>“{name}” is not UTF-8, so WriterLens read it as Windows-1252 (Western European). If accented letters look wrong, save the file as UTF-8 and import it again.</source>
        <translation>„{name}“ ist nicht UTF-8, deshalb hat WriterLens sie als Windows-1252 (Westeuropäisch) gelesen. Wenn Umlaute oder Akzente falsch aussehen, speichere die Datei als UTF-8 und importiere sie erneut.</translation>
    </message>
    <message>
        <source>it is full of control characters</source>
        <translation>sie ist voller Steuerzeichen</translation>
    </message>
    <message>
        <source>it contains NUL bytes</source>
        <translation>sie enthält NUL-Bytes</translation>
    </message>
    <message>
        <source>its bytes do not read as text in any encoding WriterLens knows</source>
        <translation>ihre Bytes lassen sich in keiner Zeichenkodierung lesen, die WriterLens kennt</translation>
    </message>
    <message>
        <source>“{name}” is {label} text but part of it is damaged; WriterLens shows the unreadable characters as “�”. Check those places against your original.</source>
        <translation>„{name}“ ist Text in {label}, aber ein Teil davon ist beschädigt; WriterLens zeigt die unlesbaren Zeichen als „�“. Vergleiche diese Stellen mit deinem Original.</translation>
    </message>
    <message>
        <source>this is not a valid RTF file (it does not start with “{{\rtf”). Open it in your word processor, save it as .rtf again and import that.</source>
        <translation>Das ist keine gültige RTF-Datei (sie beginnt nicht mit „{{\rtf“). Öffne sie in deinem Textprogramm, speichere sie erneut als .rtf und importiere diese Datei.</translation>
    </message>
    <message>
        <source>WriterLens could not decode it</source>
        <translation>WriterLens konnte sie nicht dekodieren</translation>
    </message>
    <message>
        <source>it has no word/document.xml, so it is not a Word document</source>
        <translation>es fehlt die word/document.xml, also ist es kein Word-Dokument</translation>
    </message>
    <message>
        <source>its text part is not well-formed XML</source>
        <translation>ihr Textteil ist kein wohlgeformtes XML</translation>
    </message>
    <message>
        <source>a part it refers to is missing</source>
        <translation>ein Teil, auf den sie verweist, fehlt</translation>
    </message>
    <message>
        <source>WriterLens could not read its contents</source>
        <translation>WriterLens konnte ihren Inhalt nicht lesen</translation>
    </message>
    <message>
        <source>Write the claim in a few words first. Nothing was changed.</source>
        <translation>Schreib die Aussage zuerst in ein paar Worten. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Select at least one word of {summary} as the passage the claim comes from. Nothing was changed.</source>
        <translation>Wähle mindestens ein Wort von {summary} als die Stelle aus, aus der die Aussage stammt. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>That claim is no longer there (it may have been removed or replaced). Nothing was changed.</source>
        <translation>Diese Aussage gibt es nicht mehr (vielleicht wurde sie entfernt oder ersetzt). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>That claim was replaced by your edit, split or merge; work on the claims that replaced it. Nothing was changed.</source>
        <translation>Diese Aussage wurde durch deine Bearbeitung, Teilung oder Zusammenführung ersetzt; arbeite mit den Aussagen weiter, die sie ersetzt haben. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Only claims you added yourself can be removed. To correct the model&apos;s claim, edit, split or merge it; the original is kept. Nothing was changed.</source>
        <translation>Nur Aussagen, die du selbst hinzugefügt hast, können entfernt werden. Um die Aussage des Modells zu korrigieren, bearbeite, teile oder verbinde sie; das Original bleibt erhalten. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The claim reads the same as before, so there is nothing to change.</source>
        <translation>Die Aussage lautet genauso wie vorher, also gibt es nichts zu ändern.</translation>
    </message>
    <message>
        <source>Splitting a claim needs at least two parts, each with its own words. Nothing was changed.</source>
        <translation>Zum Teilen einer Aussage braucht es mindestens zwei Teile, jeder mit eigenen Wörtern. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Merging needs at least two different claims of the same summary. Nothing was changed.</source>
        <translation>Zum Verbinden braucht es mindestens zwei verschiedene Aussagen derselben Zusammenfassung. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>This change cannot be undone or redone any more, because the claims it touched have changed since. Nothing was changed.</source>
        <translation>Diese Änderung kann nicht mehr rückgängig gemacht oder wiederholt werden, weil sich die betroffenen Aussagen seitdem geändert haben. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>That can no longer be undone or redone: what it would bring back is already there again. Nothing was changed.</source>
        <translation>Das lässt sich nicht mehr rückgängig machen oder wiederholen: Was es zurückbringen würde, ist schon wieder da. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>“{verdict}” is not a verdict. Choose faithful, unfaithful, partly or can&apos;t tell. Nothing was changed.</source>
        <translation>„{verdict}“ ist kein Urteil. Wähle texttreu, nicht texttreu, teilweise oder unklar. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Select at least one word of your story as the evidence, or give none. Nothing was changed.</source>
        <translation>Wähle mindestens ein Wort deiner Geschichte als Beleg aus oder gib keinen an. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Select at least one word of your story to mark what was left out. Nothing was changed.</source>
        <translation>Wähle mindestens ein Wort deiner Geschichte aus, um zu markieren, was ausgelassen wurde. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>“{kind}” is not a kind of omission. Choose an event, a character, a relationship, a character&apos;s state, a theme or the ending. Nothing was changed.</source>
        <translation>„{kind}“ ist keine Art von Auslassung. Wähle ein Ereignis, eine Figur, eine Beziehung, den Zustand einer Figur, ein Thema oder das Ende. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Choose at least one summary that left this passage out. Nothing was changed.</source>
        <translation>Wähle mindestens eine Zusammenfassung, die diese Stelle ausgelassen hat. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>That omission is no longer there. Nothing was changed.</source>
        <translation>Diese Auslassung gibt es nicht mehr. Es wurde nichts geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n already have their claims, so they are left out and nothing is sent for them. Ask again to replace them if you mean to: the claims you checked are kept, set aside.</source>
        <translation>
            <numerusform>Von den gewählten Zusammenfassungen hat %n schon Aussagen, deshalb wird sie ausgelassen und für sie nichts gesendet. Frag erneut, um sie zu ersetzen, wenn du das willst: Die Aussagen, die du geprüft hast, bleiben erhalten, beiseitegelegt.</numerusform>
            <numerusform>Von den gewählten Zusammenfassungen haben %n schon Aussagen, deshalb werden sie ausgelassen und für sie nichts gesendet. Frag erneut, um sie zu ersetzen, wenn du das willst: Die Aussagen, die du geprüft hast, bleiben erhalten, beiseitegelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n are no longer in the library (they may have been removed), so they are left out.</source>
        <translation>
            <numerusform>Von den gewählten Zusammenfassungen ist %n nicht mehr in der Bibliothek (vielleicht wurde sie entfernt), deshalb wird sie ausgelassen.</numerusform>
            <numerusform>Von den gewählten Zusammenfassungen sind %n nicht mehr in der Bibliothek (vielleicht wurden sie entfernt), deshalb werden sie ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n have no usable text (the model declined or failed), so they have no claims to check and are left out.</source>
        <translation>
            <numerusform>Von den gewählten Zusammenfassungen hat %n keinen brauchbaren Text (das Modell hat abgelehnt oder ist gescheitert), also gibt es keine Aussagen zu prüfen, und sie wird ausgelassen.</numerusform>
            <numerusform>Von den gewählten Zusammenfassungen haben %n keinen brauchbaren Text (das Modell hat abgelehnt oder ist gescheitert), also gibt es keine Aussagen zu prüfen, und sie werden ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The claims of %n summaries finished before were saved.</source>
        <translation>
            <numerusform>{problem} Die Aussagen von %n bereits fertigen Zusammenfassung wurden gespeichert.</numerusform>
            <numerusform>{problem} Die Aussagen von %n bereits fertigen Zusammenfassungen wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n have no claims yet, so there is nothing to judge there and they are left out. Find their claims first.</source>
        <translation>
            <numerusform>Von den gewählten Zusammenfassungen hat %n noch keine Aussagen, also gibt es dort nichts zu prüfen, und sie wird ausgelassen. Finde zuerst ihre Aussagen.</numerusform>
            <numerusform>Von den gewählten Zusammenfassungen haben %n noch keine Aussagen, also gibt es dort nichts zu prüfen, und sie werden ausgelassen. Finde zuerst ihre Aussagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The judge&apos;s verdicts on %n claims finished before were saved.</source>
        <translation>
            <numerusform>{problem} Das bereits fertige Urteil des Prüfmodells zu %n Aussage wurde gespeichert.</numerusform>
            <numerusform>{problem} Die bereits fertigen Urteile des Prüfmodells zu %n Aussagen wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>A claim with its story passages</source>
        <translation>Eine Aussage mit ihren Stellen aus der Geschichte</translation>
    </message>
    <message>
        <source>Choose a model with a larger context.</source>
        <translation>Wähle ein Modell mit größerem Kontext.</translation>
    </message>
    <message>
        <source>{what} comes to about {needed:,} tokens, more than the judge “{model}” can read at once (its context holds {window:,} tokens). Nothing was sent. {remedy}</source>
        <translation>{what} umfasst etwa {needed:,} Tokens, mehr als das Prüfmodell „{model}“ auf einmal lesen kann (sein Kontext fasst {window:,} Tokens). Es wurde nichts gesendet. {remedy}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Choose a judge with a larger context.</source>
        <extracomment>A judge whose context cannot hold what it must read (the coherence and probe judges alike).</extracomment>
        <translation>Wähle ein Prüfmodell mit größerem Kontext.</translation>
    </message>
    <message>
        <source>The summary with the instructions</source>
        <translation>Die Zusammenfassung mit den Anweisungen</translation>
    </message>
    <message>
        <source>Read sentence {number} of {total}.</source>
        <translation>Satz {number} von {total} gelesen.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the summary&apos;s %n sentences…</source>
        <translation>
            <numerusform>Lese %n Satz der Zusammenfassung…</numerusform>
            <numerusform>Lese die %n Sätze der Zusammenfassung…</numerusform>
        </translation>
    </message>
    <message>
        <source>The summary with a question</source>
        <translation>Die Zusammenfassung mit einer Frage</translation>
    </message>
    <message>
        <source>Question {number}: not answered.</source>
        <translation>Frage {number}: nicht beantwortet.</translation>
    </message>
    <message>
        <source>Checking question {number} of {total}…</source>
        <translation>Prüfe Frage {number} von {total}…</translation>
    </message>
    <message>
        <source>Question {number}: the judge declined.</source>
        <translation>Frage {number}: Das Prüfmodell hat abgelehnt.</translation>
    </message>
    <message>
        <source>Question {number}: the judge&apos;s reply could not be read, even when asked again.</source>
        <translation>Frage {number}: Die Antwort des Prüfmodells ließ sich nicht lesen, auch nicht nach erneuter Nachfrage.</translation>
    </message>
    <message>
        <source>Question {number}: answered.</source>
        <translation>Frage {number}: beantwortet.</translation>
    </message>
    <message>
        <source>Could not read the prompt file {path}: {strerror}.</source>
        <translation>Die Prompt-Datei {path} konnte nicht gelesen werden: {strerror}.</translation>
    </message>
    <message>
        <source>The prompt file {path} is not valid TOML ({exc}).</source>
        <translation>Die Prompt-Datei {path} ist kein gültiges TOML ({exc}).</translation>
    </message>
    <message>
        <source>The prompt file {source} needs a text field “{key}”.</source>
        <translation>Die Prompt-Datei {source} braucht ein Textfeld „{key}“.</translation>
    </message>
    <message>
        <source>The prompt file {source} has role “{field_role}”; WriterLens reads its “{role}” prompt from that file. Fix the role or rename the file.</source>
        <translation>Die Prompt-Datei {source} hat die Rolle „{field_role}“; WriterLens liest seinen „{role}“-Prompt aus dieser Datei. Korrigiere die Rolle oder benenne die Datei um.</translation>
    </message>
    <message>
        <source>The prompt file {source} needs a “version” (for example &quot;1&quot;).</source>
        <translation>Die Prompt-Datei {source} braucht eine „version“ (zum Beispiel &quot;1&quot;).</translation>
    </message>
    <message>
        <source>The prompt file {where} has a stray brace ({exc}). Write a literal brace as {{{{ or }}}}.</source>
        <translation>Die Prompt-Datei {where} enthält eine einzelne geschweifte Klammer ({exc}). Schreib eine wörtliche Klammer als {{{{ oder }}}}.</translation>
    </message>
    <message>
        <source>The prompt file {where} uses {names}; it may use {may}.</source>
        <translation>Die Prompt-Datei {where} verwendet {names}; erlaubt sind {may}.</translation>
    </message>
    <message>
        <source>The prompt file {where} never uses {names}; without it the judge would not see what it is to judge.</source>
        <translation>Die Prompt-Datei {where} verwendet {names} nie; ohne das würde das Prüfmodell nicht sehen, was es prüfen soll.</translation>
    </message>
    <message>
        <source>The story “{title}” with its summary and the questions</source>
        <translation>Die Geschichte „{title}“ mit ihrer Zusammenfassung und den Fragen</translation>
    </message>
    <message>
        <source>The story with its summary and the questions</source>
        <translation>Die Geschichte mit ihrer Zusammenfassung und den Fragen</translation>
    </message>
    <message>
        <source>Choose a judge with a larger context (or, for a model on this computer, raise its context size in Settings → Local models).</source>
        <translation>Wähle ein Prüfmodell mit größerem Kontext (oder erhöhe bei einem Modell auf diesem Computer seine Kontextgröße unter Einstellungen → Lokale Modelle).</translation>
    </message>
    <message>
        <source>Asking question {number} of {total}: {title}…</source>
        <translation>Stelle Frage {number} von {total}: {title}…</translation>
    </message>
    <message>
        <source>The judge declined to answer; the other questions were not asked.</source>
        <translation>Das Prüfmodell hat die Antwort abgelehnt; die anderen Fragen wurden nicht gestellt.</translation>
    </message>
    <message>
        <source>{title}: the judge&apos;s reply could not be read, even when asked again.</source>
        <translation>{title}: Die Antwort des Prüfmodells ließ sich nicht lesen, auch nicht nach erneuter Nachfrage.</translation>
    </message>
    <message>
        <source>{title}: {value}</source>
        <translation>{title}: {value}</translation>
    </message>
    <message>
        <source>A probe needs both a question and its answer; the {missing} is empty. Write what a reader should learn from a good summary, and how your story answers it.</source>
        <translation>Eine Prüffrage braucht eine Frage und ihre Antwort; {missing} ist leer. Schreib, was man aus einer guten Zusammenfassung erfahren sollte und wie deine Geschichte es beantwortet.</translation>
    </message>
    <message>
        <source>A probe&apos;s question and answer can each be up to {max_probe_chars:,} characters; shorten it to the point a summary should make.</source>
        <translation>Frage und Antwort einer Prüffrage dürfen je bis zu {max_probe_chars:,} Zeichen lang sein; kürze sie auf das, was eine Zusammenfassung aussagen sollte.</translation>
    </message>
    <message>
        <source>There is no summary with id {summary_id} in the library.</source>
        <translation>In der Bibliothek gibt es keine Zusammenfassung mit der ID {summary_id}.</translation>
    </message>
    <message>
        <source>{service} has sent nothing for {seconds} s; still waiting (Cancel stops it).</source>
        <translation>{service} hat seit {seconds} s nichts gesendet; warte weiter (Abbrechen beendet es).</translation>
    </message>
    <message>
        <source>{message} The answer broke off part-way; try again.</source>
        <translation>{message} Die Antwort brach mittendrin ab; versuch es noch einmal.</translation>
    </message>
    <message>
        <source>There is no API key for {service}. Add one in Settings → API keys, or set ANTHROPIC_API_KEY / OPENAI_API_KEY in the environment for the command line.</source>
        <translation>Es gibt keinen API-Schlüssel für {service}. Füge unter Einstellungen → API-Schlüssel einen hinzu oder setze ANTHROPIC_API_KEY / OPENAI_API_KEY in der Umgebung für die Kommandozeile.</translation>
    </message>
    <message>
        <source>{subject} took too long to answer. Try again later, or choose a faster model or a shorter summary.</source>
        <translation>{subject} hat zu lange für eine Antwort gebraucht. Versuch es später noch einmal oder wähle ein schnelleres Modell oder eine kürzere Zusammenfassung.</translation>
    </message>
    <message>
        <source>Could not reach the server at {scrub_address}. Is it running, and is this computer online? Check the address in Settings → Servers.</source>
        <translation>Der Server unter {scrub_address} war nicht erreichbar. Läuft er, und ist dieser Computer online? Prüfe die Adresse unter Einstellungen → Server.</translation>
    </message>
    <message>
        <source>Something went wrong talking to {service}: {detail}</source>
        <translation>Bei der Verbindung mit {service} ist etwas schiefgegangen: {detail}</translation>
    </message>
    <message>
        <source>{subject} is receiving too many requests from this account right now. Wait a minute and try again.</source>
        <translation>{subject} bekommt gerade zu viele Anfragen von diesem Konto. Warte eine Minute und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>{subject} rejected the API key ({detail}). Check the key in Settings → API keys.</source>
        <translation>{subject} hat den API-Schlüssel abgelehnt ({detail}). Prüfe den Schlüssel unter Einstellungen → API-Schlüssel.</translation>
    </message>
    <message>
        <source>{subject} refused access with this API key ({detail}). Check the key in Settings → API keys.</source>
        <translation>{subject} hat den Zugriff mit diesem API-Schlüssel verweigert ({detail}). Prüfe den Schlüssel unter Einstellungen → API-Schlüssel.</translation>
    </message>
    <message>
        <source>{subject} is overloaded. Try again in a few minutes.</source>
        <translation>{subject} ist überlastet. Versuch es in ein paar Minuten noch einmal.</translation>
    </message>
    <message>
        <source>{subject} had a problem (error {status}). Try again in a few minutes.</source>
        <translation>{subject} hatte ein Problem (Fehler {status}). Versuch es in ein paar Minuten noch einmal.</translation>
    </message>
    <message>
        <source>{subject} does not offer the model “{model}” ({detail}). Choose another model in Settings → Cloud models or Servers.</source>
        <translation>{subject} bietet das Modell „{model}“ nicht an ({detail}). Wähle unter Einstellungen → Cloud-Modelle oder Server ein anderes Modell.</translation>
    </message>
    <message>
        <source>{subject} took too long to answer. Try again in a moment.</source>
        <translation>{subject} hat zu lange für eine Antwort gebraucht. Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <source>{subject} could not accept the request (error {status}: {detail}). If the story is very long, try a model with a larger context window.</source>
        <translation>{subject} konnte die Anfrage nicht annehmen (Fehler {status}: {detail}). Wenn die Geschichte sehr lang ist, versuch ein Modell mit größerem Kontextfenster.</translation>
    </message>
    <message>
        <source>The reply from {service} could not be understood. If you use a custom server address, check that it is the right kind of server; otherwise try again later.</source>
        <translation>Die Antwort von {service} war nicht verständlich. Wenn du eine eigene Serveradresse verwendest, prüfe, ob es die richtige Art von Server ist; sonst versuch es später noch einmal.</translation>
    </message>
    <message>
        <source>Cancelled. The model stopped before it finished.</source>
        <translation>Abgebrochen. Das Modell hat aufgehört, bevor es fertig war.</translation>
    </message>
    <message>
        <source>WriterLens does not know the model provider “{kind}”. Choose one of: {kinds}.</source>
        <translation>WriterLens kennt den Modellanbieter „{kind}“ nicht. Wähle einen von: {kinds}.</translation>
    </message>
    <message>
        <source>No model is chosen. Choose a model in Settings → Cloud models.</source>
        <translation>Es ist kein Modell gewählt. Wähle eines unter Einstellungen → Cloud-Modelle.</translation>
    </message>
    <message>
        <source>The server “{server}” has no address. Enter its address in Settings → Servers (for example http://localhost:11434/v1 for Ollama).</source>
        <translation>Der Server „{server}“ hat keine Adresse. Gib seine Adresse unter Einstellungen → Server ein (zum Beispiel http://localhost:11434/v1 für Ollama).</translation>
    </message>
    <message>
        <source>“{name}” is not a GGUF model file. WriterLens runs models in the GGUF format (files ending in .gguf); choose such a file in Settings → Local models.</source>
        <translation>„{name}“ ist keine GGUF-Modelldatei. WriterLens führt Modelle im GGUF-Format aus (Dateien mit der Endung .gguf); wähle eine solche Datei unter Einstellungen → Lokale Modelle.</translation>
    </message>
    <message>
        <source>“{name}” is incomplete (the download may have been cut short). Download the model again.</source>
        <translation>„{name}“ ist unvollständig (vielleicht wurde der Download unterbrochen). Lade das Modell erneut herunter.</translation>
    </message>
    <message>
        <source>“{name}” is damaged or uses a GGUF variant WriterLens cannot read.</source>
        <translation>„{name}“ ist beschädigt oder verwendet eine GGUF-Variante, die WriterLens nicht lesen kann.</translation>
    </message>
    <message>
        <source>“{name}” cannot be used: its header says {key} = {value}, which llama.cpp cannot run (it expects {expected}). The file is damaged or was made by a broken converter; download the model again or choose another file.</source>
        <translation>„{name}“ kann nicht verwendet werden: Laut Dateikopf ist {key} = {value}, was llama.cpp nicht ausführen kann (erwartet wird {expected}). Die Datei ist beschädigt oder wurde von einem fehlerhaften Konverter erzeugt; lade das Modell erneut herunter oder wähle eine andere Datei.</translation>
    </message>
    <message>
        <source>The chat template inside “{name}” cannot be used ({reason}); WriterLens writes its prompts in a plain format instead, which most models follow less well.</source>
        <translation>Die Chat-Vorlage in „{name}“ kann nicht verwendet werden ({reason}); WriterLens schreibt seine Prompts stattdessen in einem einfachen Format, dem die meisten Modelle weniger gut folgen.</translation>
    </message>
    <message>
        <source>“{name}” needs about {needed__gib:.1f} GB of memory at its context of {n_ctx} tokens, more than this computer has ({total__gib:.1f} GB). Choose a smaller model.</source>
        <translation>„{name}“ braucht bei einem Kontext von {n_ctx} Tokens etwa {needed__gib:.1f} GB Arbeitsspeicher, mehr als dieser Computer hat ({total__gib:.1f} GB). Wähle ein kleineres Modell.</translation>
    </message>
    <message>
        <source>“{name}” is not there: it may have been moved or deleted.</source>
        <translation>„{name}“ ist nicht vorhanden: Die Datei wurde vielleicht verschoben oder gelöscht.</translation>
    </message>
    <message>
        <source>“{name}” is not a regular file (it is {kind}); choose a file saved on disk.</source>
        <translation>„{name}“ ist keine gewöhnliche Datei (sondern {kind}); wähle eine auf dem Datenträger gespeicherte Datei.</translation>
    </message>
    <message>
        <source>“{name}” is too large ({size__mb:.1f} MB; at most {limit__mb:.1f} MB is read here): it is not the kind of file expected.</source>
        <translation>„{name}“ ist zu groß ({size__mb:.1f} MB; hier werden höchstens {limit__mb:.1f} MB gelesen): Es ist nicht die erwartete Art von Datei.</translation>
    </message>
    <message>
        <source>“{name}” could not be read ({detail}).</source>
        <translation>„{name}“ konnte nicht gelesen werden ({detail}).</translation>
    </message>
    <message>
        <source>The model file {path} is not there. It may have been moved or deleted; choose the model file again in Settings → Local models.</source>
        <translation>Die Modelldatei {path} ist nicht da. Vielleicht wurde sie verschoben oder gelöscht; wähle die Modelldatei unter Einstellungen → Lokale Modelle erneut.</translation>
    </message>
    <message>
        <source>The model “{name}” could not be loaded. Its architecture ({architecture}) may be newer than this version of WriterLens can run, or the file may be damaged. Try another model file, or update WriterLens. ({detail})</source>
        <translation>Das Modell „{name}“ konnte nicht geladen werden. Seine Architektur ({architecture}) ist vielleicht neuer, als diese Version von WriterLens ausführen kann, oder die Datei ist beschädigt. Versuch eine andere Modelldatei oder aktualisiere WriterLens. ({detail})</translation>
    </message>
    <message>
        <source>The model “{name}” needs about {needed__gib:.1f} GB of memory and this computer has about {free__gib:.1f} GB free. Close other programs, choose a smaller model, or lower its context size in Settings → Local models.</source>
        <translation>Das Modell „{name}“ braucht etwa {needed__gib:.1f} GB Arbeitsspeicher, und auf diesem Computer sind etwa {free__gib:.1f} GB frei. Schließe andere Programme, wähle ein kleineres Modell oder verringere seine Kontextgröße unter Einstellungen → Lokale Modelle.</translation>
    </message>
    <message>
        <source>There is not enough memory to load “{name}”. Close other programs or choose a smaller model.</source>
        <translation>Es ist nicht genug Arbeitsspeicher frei, um „{name}“ zu laden. Schließe andere Programme oder wähle ein kleineres Modell.</translation>
    </message>
    <message>
        <source>No model file is chosen for the on-device model. Choose a .gguf file in Settings → Local models.</source>
        <translation>Für das Modell auf diesem Gerät ist keine Modelldatei gewählt. Wähle eine .gguf-Datei unter Einstellungen → Lokale Modelle.</translation>
    </message>
    <message>
        <source>The text is too long for this model: it is {len_tokens} tokens and the model reads at most {n_ctx} at a time. Use a summary strategy that works in parts, or raise the context size in Settings → Local models.</source>
        <translation>Der Text ist zu lang für dieses Modell: Er hat {len_tokens} Tokens, und das Modell liest höchstens {n_ctx} auf einmal. Nutze ein Vorgehen, das in Teilen arbeitet, oder erhöhe die Kontextgröße unter Einstellungen → Lokale Modelle.</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <extracomment>a server the writer named, as messages quote it (the translator picks the quotation marks)</extracomment>
        <translation>„{name}“</translation>
    </message>
    <message>
        <source>The server at {base_url} does not list its models. Check the address (it usually ends in /v1), or type the model name yourself.</source>
        <translation>Der Server unter {base_url} listet seine Modelle nicht auf. Prüfe die Adresse (sie endet meist auf /v1) oder gib den Modellnamen selbst ein.</translation>
    </message>
    <message>
        <source>“{item}”</source>
        <extracomment>The translation context of every core message. ``translate(template, count)`` -&gt; the template in the writer&apos;s language (``%n`` replaced). The English singular of a ``%n`` template (&quot;The %n answer was saved.&quot;): English has two forms, and the CLI (or a language without a translation) must not say &quot;1 answers&quot;. The count of a ``%n`` template (given as ``count=``; not named ``count`` here, which would hide ``str.count``).</extracomment>
        <translation>„{item}“</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>Each summary can be reviewed only once. Pick each one once.</source>
        <translation>Jede Zusammenfassung kann nur einmal bewertet werden. Wähle jede nur einmal.</translation>
    </message>
    <message>
        <source>Some of the chosen summaries do not belong to this story any more. Pick again from the story&apos;s summaries.</source>
        <translation>Einige der gewählten Zusammenfassungen gehören nicht mehr zu dieser Geschichte. Wähle erneut aus den Zusammenfassungen der Geschichte.</translation>
    </message>
    <message>
        <source>A summary that failed cannot be reviewed: there is no text to judge. Pick summaries that finished, or make a new one.</source>
        <translation>Eine fehlgeschlagene Zusammenfassung kann nicht bewertet werden: Es gibt keinen Text zu beurteilen. Wähle fertige Zusammenfassungen oder erstelle eine neue.</translation>
    </message>
    <message>
        <source>There is no finished summary of this story to review yet. Make a summary first, then start the review.</source>
        <translation>Es gibt noch keine fertige Zusammenfassung dieser Geschichte zum Bewerten. Erstelle zuerst eine Zusammenfassung und beginne dann die Bewertung.</translation>
    </message>
    <message>
        <source>WriterLens has no {noun} called “{instrument_id}” (it has: {known}). Check the study file, or reinstall WriterLens if its own files are missing.</source>
        <translation>WriterLens hat kein(e) {noun} namens „{instrument_id}“ (vorhanden: {known}). Prüfe die Studiendatei oder installiere WriterLens neu, falls seine eigenen Dateien fehlen.</translation>
    </message>
    <message>
        <source>The {noun} file {source} says its id is “{id}”, not “{instrument_id}”. Reinstall WriterLens to restore its own files.</source>
        <translation>Die {noun}-Datei {source} gibt als ID „{id}“ an, nicht „{instrument_id}“. Installiere WriterLens neu, um seine eigenen Dateien wiederherzustellen.</translation>
    </message>
    <message>
        <source>The {noun} file {path} does not exist. Check the path in the study file.</source>
        <translation>Die {noun}-Datei {path} existiert nicht. Prüfe den Pfad in der Studiendatei.</translation>
    </message>
    <message>
        <source>The {noun} file {path} could not be read ({exc}).</source>
        <translation>Die {noun}-Datei {path} konnte nicht gelesen werden ({exc}).</translation>
    </message>
    <message>
        <source>The {noun} file {source} is not valid JSON (line {lineno}, column {colno}: {msg}). Fix the file or ask the study coordinator for a corrected one.</source>
        <translation>Die {noun}-Datei {source} ist kein gültiges JSON (Zeile {lineno}, Spalte {colno}: {msg}). Korrigiere die Datei oder bitte die Studienleitung um eine korrigierte.</translation>
    </message>
    <message>
        <source>The {noun} file {source} must hold one JSON object.</source>
        <translation>Die {noun}-Datei {source} muss genau ein JSON-Objekt enthalten.</translation>
    </message>
    <message>
        <source>The {noun} file {source} is not usable: {problem}. Fix the file or ask the study coordinator for a corrected one.</source>
        <translation>Die {noun}-Datei {source} ist nicht verwendbar: {problem}. Korrigiere die Datei oder bitte die Studienleitung um eine korrigierte.</translation>
    </message>
    <message>
        <source>To finish this review, please {todo}. Everything you did so far is saved.</source>
        <extracomment>Rateable summaries with questions still open, in blind order: summary id -&gt; question ids. Story labels not given yet (asked for, not required): &quot;narrator&quot;, &quot;detailed_subplot&quot;, ... What to do before the review can be completed; empty when it can be.</extracomment>
        <translation>Um diese Bewertung abzuschließen, {todo}. Alles, was du bisher getan hast, ist gespeichert.</translation>
    </message>
    <message>
        <source>answer every question for Summary {letter}</source>
        <translation>beantworte jede Frage zu Zusammenfassung {letter}</translation>
    </message>
    <message>
        <source>answer every question for Summaries {letters}</source>
        <translation>beantworte jede Frage zu den Zusammenfassungen {letters}</translation>
    </message>
    <message>
        <source>answer {questions} for Summary {letter}</source>
        <translation>beantworte {questions} zu Zusammenfassung {letter}</translation>
    </message>
    <message>
        <source>answer {questions} for Summaries {letters}</source>
        <translation>beantworte {questions} zu den Zusammenfassungen {letters}</translation>
    </message>
    <message>
        <source>put the summaries in order</source>
        <translation>bring die Zusammenfassungen in eine Reihenfolge</translation>
    </message>
    <message>
        <source>{join_twice} appears more than once in the ranking. Give each summary its own place. The ranking was not changed.</source>
        <translation>{join_twice} kommt mehr als einmal in der Rangfolge vor. Gib jeder Zusammenfassung ihren eigenen Platz. Die Rangfolge wurde nicht geändert.</translation>
    </message>
    <message>
        <source>{join_refused} cannot be ranked: the model declined to write a summary. Rank the others. The ranking was not changed.</source>
        <translation>{join_refused} kann nicht eingereiht werden: Das Modell hat abgelehnt, eine Zusammenfassung zu schreiben. Reihe die anderen ein. Die Rangfolge wurde nicht geändert.</translation>
    </message>
    <message>
        <source>The ranking names a summary that is not part of this review. The ranking was not changed.</source>
        <translation>Die Rangfolge nennt eine Zusammenfassung, die nicht zu dieser Bewertung gehört. Die Rangfolge wurde nicht geändert.</translation>
    </message>
    <message>
        <source>The ranking leaves out {join_missing}. Put every summary in order. The ranking was not changed.</source>
        <translation>In der Rangfolge fehlt {join_missing}. Bring jede Zusammenfassung in die Reihenfolge. Die Rangfolge wurde nicht geändert.</translation>
    </message>
    <message>
        <source>You have already seen which model wrote each summary, so this review is kept as you made it, blind. Nothing was changed.</source>
        <translation>Du hast schon gesehen, welches Modell welche Zusammenfassung geschrieben hat, deshalb bleibt diese Bewertung so, wie du sie blind abgegeben hast. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>That summary is not part of this review. Nothing was changed.</source>
        <translation>Diese Zusammenfassung gehört nicht zu dieser Bewertung. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{name} is a refusal: the model declined to summarize the story, so there is nothing to rate, highlight or rank. Nothing was changed.</source>
        <translation>{name} ist eine Ablehnung: Das Modell hat es abgelehnt, die Geschichte zusammenzufassen, also gibt es nichts zu benoten, zu markieren oder einzureihen. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>There is no question “{question_id}” in this review&apos;s questionnaire. Nothing was changed.</source>
        <translation>Im Fragebogen dieser Bewertung gibt es keine Frage „{question_id}“. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Answers go from {lowest} to {highest}; {value!r} is not one of them. Nothing was changed.</source>
        <translation>Antworten gehen von {lowest} bis {highest}; {value!r} gehört nicht dazu. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>There is no error label “{label_id}” in this review&apos;s list of labels. Choose one from the list. Nothing was changed.</source>
        <translation>In der Label-Liste dieser Bewertung gibt es kein Fehler-Label „{label_id}“. Wähle eines aus der Liste. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>A passage labelled “{name}” cannot point at another passage; only {allowed} can. Nothing was changed.</source>
        <translation>Eine Stelle mit dem Label „{name}“ kann nicht auf eine andere Stelle verweisen; das können nur {allowed}. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Select at least one word of this summary as the passage it clashes with. Nothing was changed.</source>
        <translation>Wähle mindestens ein Wort dieser Zusammenfassung als die Stelle aus, der sie widerspricht. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>That passage starts or ends inside a line break. Select the words again. Nothing was changed.</source>
        <translation>Diese Stelle beginnt oder endet innerhalb eines Zeilenumbruchs. Wähle die Wörter erneut aus. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>A passage cannot clash with itself. Choose the other passage it conflicts with. Nothing was changed.</source>
        <translation>Eine Stelle kann sich nicht selbst widersprechen. Wähle die andere Stelle, mit der sie im Widerspruch steht. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>This passage is already labelled “{name}”. Nothing was changed.</source>
        <translation>Diese Stelle hat schon das Label „{name}“. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>“{value}” is not a choice for this story label. The labels were not changed.</source>
        <translation>„{value}“ ist keine Auswahl für diese Angabe zur Geschichte. Die Angaben wurden nicht geändert.</translation>
    </message>
    <message>
        <source>This review was started with the questionnaire “{started_id}” version {started_version}, but “{id}” version {version} was given. Continue it with the one it started with, so that your answers keep their meaning.</source>
        <translation>Diese Bewertung wurde mit dem Fragebogen „{started_id}“ Version {started_version} begonnen, angegeben wurde aber „{id}“ Version {version}. Setze sie mit dem fort, mit dem sie begonnen wurde, damit deine Antworten ihre Bedeutung behalten.</translation>
    </message>
    <message>
        <source>This review was started with the list of error labels “{started_id}” version {started_version}, but “{id}” version {version} was given. Continue it with the one it started with, so that your answers keep their meaning.</source>
        <translation>Diese Bewertung wurde mit der Liste der Fehler-Labels „{started_id}“ Version {started_version} begonnen, angegeben wurde aber „{id}“ Version {version}. Setze sie mit der fort, mit der sie begonnen wurde, damit deine Antworten ihre Bedeutung behalten.</translation>
    </message>
    <message>
        <source>A passage labelled “{name}” cannot point at another passage; none of the labels can. Nothing was changed.</source>
        <translation>Eine Stelle mit dem Label „{name}“ kann nicht auf eine andere Stelle verweisen; keines der Labels kann das. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{problem} Nothing was changed.</source>
        <translation>{problem} Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Select at least one word of the summary to label it. Nothing was saved.</source>
        <translation>Wähle mindestens ein Wort der Zusammenfassung aus, um es mit einem Label zu versehen. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>That selection starts or ends inside a line break. Select the words again.</source>
        <translation>Diese Auswahl beginnt oder endet innerhalb eines Zeilenumbruchs. Wähle die Wörter erneut aus.</translation>
    </message>
    <message>
        <source>The passage you pointed at is no longer there. Choose another one, or none.</source>
        <translation>Die Stelle, auf die du verwiesen hast, gibt es nicht mehr. Wähle eine andere oder keine.</translation>
    </message>
    <message>
        <source>A passage can only point at an earlier passage of the same summary. Choose one in this summary, or none.</source>
        <translation>Eine Stelle kann nur auf eine frühere Stelle derselben Zusammenfassung verweisen. Wähle eine in dieser Zusammenfassung oder keine.</translation>
    </message>
    <message>
        <source>A passage can only point at a passage that starts before it. Choose an earlier one, or none.</source>
        <translation>Eine Stelle kann nur auf eine Stelle verweisen, die vor ihr beginnt. Wähle eine frühere oder keine.</translation>
    </message>
    <message>
        <source>To summarize or judge this story, WriterLens would send its full text to {provider_name}. The story would leave this computer. {policy} Do you agree to send your stories to {provider_name}? You can withdraw this in Settings.</source>
        <translation>Um diese Geschichte zusammenzufassen oder zu prüfen, würde WriterLens ihren vollständigen Text an {provider_name} senden. Die Geschichte würde diesen Computer verlassen. {policy} Bist du einverstanden, deine Geschichten an {provider_name} zu senden? Du kannst das in den Einstellungen widerrufen.</translation>
    </message>
    <message>
        <source>To summarize or judge this story, WriterLens would send its full text to {provider_name}. The story would leave this computer. {policy} ({link}) Do you agree to send your stories to {provider_name}? You can withdraw this in Settings.</source>
        <translation>Um diese Geschichte zusammenzufassen oder zu prüfen, würde WriterLens ihren vollständigen Text an {provider_name} senden. Die Geschichte würde diesen Computer verlassen. {policy} ({link}) Bist du einverstanden, deine Geschichten an {provider_name} zu senden? Du kannst das in den Einstellungen widerrufen.</translation>
    </message>
    <message>
        <source>Anthropic says it does not use text sent through its API to train its models, keeps it for a limited time (about 30 days) to run the service and watch for misuse, and may keep it longer where the law or a safety review requires.</source>
        <translation>Anthropic gibt an, über seine API gesendete Texte nicht zum Trainieren seiner Modelle zu verwenden, sie für begrenzte Zeit (etwa 30 Tage) aufzubewahren, um den Dienst zu betreiben und Missbrauch zu erkennen, und sie länger aufzubewahren, wo das Gesetz oder eine Sicherheitsprüfung es verlangt.</translation>
    </message>
    <message>
        <source>OpenAI says it does not use text sent through its API to train its models unless you opt in, and keeps it for up to 30 days to watch for abuse before deleting it, unless the law requires longer.</source>
        <translation>OpenAI gibt an, über seine API gesendete Texte nicht zum Trainieren seiner Modelle zu verwenden, es sei denn, du stimmst zu, und sie bis zu 30 Tage aufzubewahren, um Missbrauch zu erkennen, bevor sie gelöscht werden, sofern das Gesetz nicht länger verlangt.</translation>
    </message>
    <message>
        <source>WriterLens cannot know what this server does with your story: that depends on who runs it. If you run it yourself, on your own network, the story stays with you.</source>
        <translation>WriterLens kann nicht wissen, was dieser Server mit deiner Geschichte macht: Das hängt davon ab, wer ihn betreibt. Wenn du ihn selbst in deinem eigenen Netzwerk betreibst, bleibt die Geschichte bei dir.</translation>
    </message>
    <message>
        <source>There is no answer for “{key}” to withdraw (answers: {known}).</source>
        <extracomment>the policy texts the catalogue translates, by their English words</extracomment>
        <translation>Es gibt keine Antwort für „{key}“, die zurückgezogen werden könnte (Antworten: {known}).</translation>
    </message>
    <message>
        <source>The folder {parent} does not exist. Choose another place for the bundle.</source>
        <translation>Der Ordner {parent} existiert nicht. Wähle einen anderen Ort für das Paket.</translation>
    </message>
    <message>
        <source>There is nothing to export yet: no story has a review. Review a story&apos;s summaries first, then export.</source>
        <translation>Es gibt noch nichts zu exportieren: Keine Geschichte hat eine Bewertung. Bewerte zuerst die Zusammenfassungen einer Geschichte und exportiere dann.</translation>
    </message>
    <message>
        <source>The bundle would hold a piece of one of your API keys, so nothing was written. Delete the summary or note that holds it (or replace the key in Settings → API keys), then export again.</source>
        <translation>Das Paket würde einen Teil eines deiner API-Schlüssel enthalten, deshalb wurde nichts geschrieben. Lösche die Zusammenfassung oder Notiz, die ihn enthält (oder ersetze den Schlüssel unter Einstellungen → API-Schlüssel), und exportiere dann erneut.</translation>
    </message>
    <message>
        <source>The bundle could not be written to {parent} ({detail}). Nothing was left there; choose another folder or free some space and try again.</source>
        <translation>Das Paket konnte nicht in {parent} geschrieben werden ({detail}). Dort wurde nichts hinterlassen; wähle einen anderen Ordner oder schaffe Platz und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>The sample story is for practice and is never exported for a study. Review one of your own stories, then export.</source>
        <translation>Die Beispielgeschichte ist zum Üben da und wird nie für eine Studie exportiert. Bewerte eine deiner eigenen Geschichten und exportiere dann.</translation>
    </message>
    <message>
        <source>a name WriterLens could not remove</source>
        <extracomment>What the free text of the bundle is searched for again: every text the scrubber produced, and every value of the fields anonymization rewrites (so a field written without the scrubber is caught). Never the bundle&apos;s keys, ids, fixed words (&quot;origin&quot;: &quot;writer&quot;, &quot;evidence_source&quot;: &quot;none&quot;) or neutral model labels (&quot;local model 1&quot;): a computer login named &quot;writer&quot; or &quot;model&quot; is not in them. Paths, phone numbers and links are not searched for: numbers in a summary could look like them. the bundle&apos;s free-text fields (data.json), wherever they sit; a passage&apos;s ``prefix`` and ``suffix`` are cut from the cleaned story at a fixed length (they may cut a placeholder in two) and the whole story is searched already</extracomment>
        <translation>einen Namen, den WriterLens nicht entfernen konnte</translation>
    </message>
    <message>
        <source>an email address</source>
        <translation>eine E-Mail-Adresse</translation>
    </message>
    <message>
        <source>this computer&apos;s user name</source>
        <translation>den Benutzernamen dieses Computers</translation>
    </message>
    <message>
        <source>this computer&apos;s name</source>
        <translation>den Namen dieses Computers</translation>
    </message>
    <message>
        <source>{first} and other details that could identify you</source>
        <translation>{first} und andere Angaben, die dich erkennbar machen könnten</translation>
    </message>
    <message>
        <source>The bundle would still hold {what} in a part WriterLens did not clean, so it cannot be saved. Leave out the parts you can (story text, titles, summaries or comments) and look again, and tell the study&apos;s coordinator so it can be fixed.</source>
        <translation>Das Paket würde noch {what} in einem Teil enthalten, den WriterLens nicht bereinigt hat, deshalb kann es nicht gespeichert werden. Lass die Teile weg, die du weglassen kannst (Text der Geschichte, Titel, Zusammenfassungen oder Kommentare), sieh noch einmal nach und sag der Studienleitung Bescheid, damit es behoben werden kann.</translation>
    </message>
    <message>
        <source>Your participant code “{code}” goes out with the bundle and could identify you: {problem} Join the study again (Study → Join a Study) with the code the coordinator sent you, or leave the code empty for a random one, then export again.</source>
        <translation>Dein Teilnahmecode „{code}“ wird mit dem Paket verschickt und könnte dich erkennbar machen: {problem} Tritt der Studie erneut bei (Studie → Einer Studie beitreten) mit dem Code, den die Studienleitung dir geschickt hat, oder lass das Feld leer für einen Zufallscode, und exportiere dann erneut.</translation>
    </message>
    <message>
        <source>The bundle was not kept: the coordinator&apos;s import would refuse it ({reason}). Your reviews are unchanged; tell the study coordinator, who may need to correct the study file.</source>
        <extracomment>why the bundle cannot be saved because the scrubber left something identifying in a text it cleaned (the same check, and message, as the export&apos;s); None when nothing was left every change made to what a model wrote, (where, before, after) with a little context: the writer can see that no word of a summary changed but an identifier</extracomment>
        <translation>Das Paket wurde nicht behalten: Der Import der Studienleitung würde es ablehnen ({reason}). Deine Bewertungen sind unverändert; sag der Studienleitung Bescheid, die vielleicht die Studiendatei korrigieren muss.</translation>
    </message>
    <message>
        <source>Reading your reviews…</source>
        <extracomment>What the export is doing, said while the writer waits (the export dialog&apos;s progress line).</extracomment>
        <translation>Deine Bewertungen werden gelesen…</translation>
    </message>
    <message>
        <source>Removing names and anything that could identify you…</source>
        <translation>Namen und alles, was dich erkennbar machen könnte, werden entfernt…</translation>
    </message>
    <message>
        <source>Writing {file_name}…</source>
        <translation>{file_name} wird geschrieben…</translation>
    </message>
    <message>
        <source>The hub did not give a checksum and size for {filename}, so WriterLens could not check the file; nothing was downloaded. Try again later, or download the file yourself and add it with “Add a .gguf file…”.</source>
        <translation>Der Hub hat für {filename} keine Prüfsumme und Größe angegeben, deshalb konnte WriterLens die Datei nicht prüfen; es wurde nichts heruntergeladen. Versuch es später noch einmal oder lade die Datei selbst herunter und füge sie mit „.gguf-Datei hinzufügen…“ hinzu.</translation>
    </message>
    <message>
        <source>{filename} is already being downloaded by another WriterLens window or program. Wait for it to finish, or close it and try again.</source>
        <translation>{filename} wird gerade von einem anderen WriterLens-Fenster oder Programm heruntergeladen. Warte, bis es fertig ist, oder schließe es und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Not enough free disk space: the model needs {gb_text_needed} more, and the disk that holds {parent} has {gb_text_free} free. Free some space (or choose a smaller model) and press Download again. Nothing was downloaded.</source>
        <translation>Nicht genug freier Speicherplatz: Das Modell braucht noch {gb_text_needed}, und auf dem Laufwerk mit {parent} sind {gb_text_free} frei. Schaffe Platz (oder wähle ein kleineres Modell) und klicke erneut auf Herunterladen. Es wurde nichts heruntergeladen.</translation>
    </message>
    <message>
        <source>Download paused: {gb_text_st_size} of {gb_text_size} is kept, and downloading again goes on from there.</source>
        <translation>Download pausiert: {gb_text_st_size} von {gb_text_size} sind vorhanden, und ein erneuter Download macht dort weiter.</translation>
    </message>
    <message>
        <source>The disk filled up during the download. What was downloaded is kept: free some space and press Download again to go on.</source>
        <translation>Das Laufwerk ist während des Downloads vollgelaufen. Was heruntergeladen wurde, bleibt erhalten: Schaffe Platz und klicke erneut auf Herunterladen, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The download stopped ({exc}). What was downloaded is kept: press Download again to go on.</source>
        <translation>Der Download wurde unterbrochen ({exc}). Was heruntergeladen wurde, bleibt erhalten: Klicke erneut auf Herunterladen, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The connection to the model hub was lost and did not come back. What was downloaded is kept: check the internet connection and press Download again to go on.</source>
        <translation>Die Verbindung zum Modell-Hub ist abgebrochen und nicht wiedergekommen. Was heruntergeladen wurde, bleibt erhalten: Prüfe die Internetverbindung und klicke erneut auf Herunterladen, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Stopped while checking the downloaded file; the file is kept, and Download checks it again.</source>
        <translation>Beim Prüfen der heruntergeladenen Datei angehalten; die Datei bleibt erhalten, und „Herunterladen“ prüft sie erneut.</translation>
    </message>
    <message>
        <source>The downloaded file {filename} is damaged: it does not match the checksum the hub records for it, so WriterLens did not add it and deleted it. Press Download to fetch it again; if it happens again, the file on the hub may be changing, so try later.</source>
        <translation>Die heruntergeladene Datei {filename} ist beschädigt: Sie passt nicht zu der Prüfsumme, die der Hub für sie verzeichnet, deshalb hat WriterLens sie nicht hinzugefügt und gelöscht. Klicke auf Herunterladen, um sie erneut zu holen; passiert es wieder, ändert sich die Datei auf dem Hub vielleicht gerade, also versuch es später.</translation>
    </message>
    <message>
        <source>Downloads are switched off on this computer (HF_HUB_OFFLINE is set). Nothing was downloaded.</source>
        <translation>Downloads sind auf diesem Computer abgeschaltet (HF_HUB_OFFLINE ist gesetzt). Es wurde nichts heruntergeladen.</translation>
    </message>
    <message>
        <source>WriterLens could not reach the model hub. Check the internet connection and press Download again. Nothing was downloaded.</source>
        <translation>WriterLens konnte den Modell-Hub nicht erreichen. Prüfe die Internetverbindung und klicke erneut auf Herunterladen. Es wurde nichts heruntergeladen.</translation>
    </message>
    <message>
        <source>The model&apos;s page ({repo}) asks you to accept its licence before downloading. Accept it on the model&apos;s page while signed in, sign in on this computer (hf auth login), and press Download again.</source>
        <translation>Die Seite des Modells ({repo}) verlangt, dass du vor dem Download seine Lizenz akzeptierst. Akzeptiere sie angemeldet auf der Seite des Modells, melde dich auf diesem Computer an (hf auth login) und klicke erneut auf Herunterladen.</translation>
    </message>
    <message>
        <source>The hub no longer has {where}; WriterLens&apos;s list may be out of date. Choose another model, or download a GGUF file yourself and add it with “Add a .gguf file…”.</source>
        <translation>Der Hub hat {where} nicht mehr; die Liste von WriterLens ist vielleicht veraltet. Wähle ein anderes Modell oder lade selbst eine GGUF-Datei herunter und füge sie mit „.gguf-Datei hinzufügen…“ hinzu.</translation>
    </message>
    <message>
        <source>The model hub answered with an error (HTTP {status}) for {where}. Nothing was lost: press Download again in a while.</source>
        <translation>Der Modell-Hub hat für {where} mit einem Fehler geantwortet (HTTP {status}). Es ging nichts verloren: Klicke in einer Weile erneut auf Herunterladen.</translation>
    </message>
    <message>
        <source>The model hub&apos;s answer about {filename} could not be used ({what}). Nothing was kept; try again later, or download the file yourself and add it with “Add a .gguf file…”.</source>
        <translation>Die Antwort des Modell-Hubs zu {filename} war nicht verwendbar ({what}). Nichts wurde behalten; versuch es später noch einmal oder lade die Datei selbst herunter und füge sie mit „.gguf-Datei hinzufügen…“ hinzu.</translation>
    </message>
    <message>
        <source>What the model hub sent for {filename} is not a GGUF model file (perhaps a web page), so it was not kept. Try again later; if it happens again, the network may be asking you to sign in first.</source>
        <translation>Was der Modell-Hub für {filename} geschickt hat, ist keine GGUF-Modelldatei (vielleicht eine Webseite) und wurde daher nicht behalten. Versuch es später noch einmal; passiert es wieder, verlangt das Netzwerk vielleicht zuerst eine Anmeldung.</translation>
    </message>
    <message>
        <source>The model hub did not finish answering within {seconds} seconds (it sent its answer too slowly), so WriterLens stopped waiting. What was downloaded is kept; press Download again later.</source>
        <translation>Der Modell-Hub hat nicht innerhalb von {seconds} Sekunden fertig geantwortet (er hat seine Antwort zu langsam geschickt), daher hat WriterLens aufgehört zu warten. Was heruntergeladen wurde, bleibt erhalten; klicke später erneut auf „Herunterladen“.</translation>
    </message>
    <message>
        <source>The model hub did not finish answering within {seconds} seconds (it sent its answer too slowly), so WriterLens stopped waiting. Nothing was downloaded; press Download again later.</source>
        <translation>Der Modell-Hub hat nicht innerhalb von {seconds} Sekunden fertig geantwortet (er hat seine Antwort zu langsam geschickt), daher hat WriterLens aufgehört zu warten. Es wurde nichts heruntergeladen; klicke später erneut auf „Herunterladen“.</translation>
    </message>
    <message>
        <source>There is no judge “{unknown}”. Choose from: {items}.</source>
        <translation>Es gibt kein Prüfmodell „{unknown}“. Wähle aus: {items}.</translation>
    </message>
    <message>
        <source>No judge was chosen. Choose from: {items}.</source>
        <translation>Es wurde kein Prüfmodell gewählt. Wähle aus: {items}.</translation>
    </message>
    <message>
        <source>The judge was not asked anything: there was nothing to judge.</source>
        <translation>Das Prüfmodell wurde nichts gefragt: Es gab nichts zu prüfen.</translation>
    </message>
    <message>
        <source>{problem} Nothing was saved.</source>
        <extracomment>What one step of a run found (the result type follows the kind).</extracomment>
        <translation>{problem} Es wurde nichts gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n answers finished before were saved.</source>
        <translation>
            <numerusform>{problem} %n bereits fertige Antwort wurde gespeichert.</numerusform>
            <numerusform>{problem} Die %n bereits fertigen Antworten wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n sentence verdicts finished before were saved.</source>
        <translation>
            <numerusform>{problem} %n bereits fertiges Satzurteil wurde gespeichert.</numerusform>
            <numerusform>{problem} Die %n bereits fertigen Satzurteile wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n verdicts finished before were saved.</source>
        <translation>
            <numerusform>{problem} %n bereits fertiges Urteil wurde gespeichert.</numerusform>
            <numerusform>{problem} Die %n bereits fertigen Urteile wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The questionnaire has no question “{unknown}”. Choose from: {items}.</source>
        <translation>Der Fragebogen hat keine Frage „{unknown}“. Wähle aus: {items}.</translation>
    </message>
    <message>
        <source>No question was chosen. Choose from: {items}.</source>
        <translation>Es wurde keine Frage gewählt. Wähle aus: {items}.</translation>
    </message>
    <message>
        <source>“{title}” has no questions yet, so there is nothing to probe. Add a question about the story and its answer first.</source>
        <translation>„{title}“ hat noch keine Fragen, also gibt es nichts zu prüfen. Füge zuerst eine Frage zur Geschichte und ihre Antwort hinzu.</translation>
    </message>
    <message>
        <source>Summary #{summary_id} cannot be judged: {why}. Judge one of the story&apos;s finished summaries instead.</source>
        <translation>Zusammenfassung #{summary_id} kann nicht geprüft werden: {why}. Prüfe stattdessen eine der fertigen Zusammenfassungen der Geschichte.</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lese {name}…</translation>
    </message>
    <message>
        <source>Counting words and tokens in {name}…</source>
        <translation>Zähle Wörter und Tokens in {name}…</translation>
    </message>
    <message>
        <source>Measuring the reading level of {name}…</source>
        <translation>Messe die Lesestufe von {name}…</translation>
    </message>
    <message>
        <source>“{file_name}” has the same text as “{title}”, already in your library (imported {imported}). Skip it, or import it as version {version} of that story.</source>
        <translation>„{file_name}“ hat denselben Text wie „{title}“, die schon in deiner Bibliothek ist (importiert am {imported}). Überspringe sie oder importiere sie als Version {version} dieser Geschichte.</translation>
    </message>
    <message>
        <source>A story needs a title; the old one was kept.</source>
        <translation>Eine Geschichte braucht einen Titel; der alte wurde behalten.</translation>
    </message>
    <message>
        <source>Could not read the story “{file_name}”: {reason}</source>
        <translation>Die Geschichte „{file_name}“ konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>This summary has no text to measure (it did not finish). Measure another summary, or generate this one again.</source>
        <translation>Diese Zusammenfassung hat keinen Text zum Messen (sie wurde nicht fertig). Miss eine andere Zusammenfassung oder erstelle diese neu.</translation>
    </message>
    <message>
        <source>A copied phrase must be at least one word long (not {min_copy_words}). Use 5, the usual length, or any whole number above 0.</source>
        <translation>Eine übernommene Formulierung muss mindestens ein Wort lang sein (nicht {min_copy_words}). Nimm 5, die übliche Länge, oder eine andere ganze Zahl über 0.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}”: there is no such file. Check the name and the folder, then try again.</source>
        <translation>Die Zusammenfassung „{name}“ konnte nicht gelesen werden: Diese Datei gibt es nicht. Prüfe Namen und Ordner und versuch es dann noch einmal.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}”: it is a folder, not a file. Give the path of the summary&apos;s text file.</source>
        <translation>Die Zusammenfassung „{name}“ konnte nicht gelesen werden: Das ist ein Ordner, keine Datei. Gib den Pfad der Textdatei der Zusammenfassung an.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}”: it is not plain text in UTF-8. Save it as a plain text file (.txt, UTF-8) and try again.</source>
        <translation>Die Zusammenfassung „{name}“ konnte nicht gelesen werden: Sie ist kein reiner Text in UTF-8. Speichere sie als reine Textdatei (.txt, UTF-8) und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}” ({detail}). Check that the file can be opened, then try again.</source>
        <translation>Die Zusammenfassung „{name}“ konnte nicht gelesen werden ({detail}). Prüfe, ob sich die Datei öffnen lässt, und versuch es dann noch einmal.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}” (the system refused). Check that the file can be opened, then try again.</source>
        <translation>Die Zusammenfassung „{name}“ konnte nicht gelesen werden (das System hat den Zugriff verweigert). Prüfe, ob sich die Datei öffnen lässt, und versuch es dann noch einmal.</translation>
    </message>
    <message>
        <source>The summary “{name}” is empty, so there is nothing to measure. Check that you chose the right file.</source>
        <translation>Die Zusammenfassung „{name}“ ist leer, also gibt es nichts zu messen. Prüfe, ob du die richtige Datei gewählt hast.</translation>
    </message>
    <message>
        <source>No {company} API key yet: add one in Settings → API keys.</source>
        <translation>Noch kein API-Schlüssel für {company}: Füge einen unter Einstellungen → API-Schlüssel hinzu.</translation>
    </message>
    <message>
        <source>{company} retired this model on {date}: choose another in Settings → Cloud models.</source>
        <translation>{company} hat dieses Modell am {date} eingestellt: Wähle unter Einstellungen → Cloud-Modelle ein anderes.</translation>
    </message>
    <message>
        <source>{company} retires this model on {date}.</source>
        <translation>{company} stellt dieses Modell am {date} ein.</translation>
    </message>
    <message>
        <source>Choose a model for the server “{server}” in Settings.</source>
        <translation>Wähle in den Einstellungen ein Modell für den Server „{server}“.</translation>
    </message>
    <message>
        <source>{label} (on this computer)</source>
        <translation>{label} (auf diesem Computer)</translation>
    </message>
    <message>
        <source>The model file is missing: {path}</source>
        <translation>Die Modelldatei fehlt: {path}</translation>
    </message>
    <message>
        <source>Give the server a name, so you can tell it apart in lists.</source>
        <translation>Gib dem Server einen Namen, damit du ihn in Listen unterscheiden kannst.</translation>
    </message>
    <message>
        <source>The server&apos;s address should start with http:// or https:// (for example http://localhost:11434/v1 for Ollama).</source>
        <translation>Die Adresse des Servers sollte mit http:// oder https:// beginnen (zum Beispiel http://localhost:11434/v1 für Ollama).</translation>
    </message>
    <message>
        <source>That highlighted passage is no longer there. Nothing was changed.</source>
        <translation>Diese markierte Stelle gibt es nicht mehr. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The models&apos; names are shown once your review is complete, so that your judgments stay blind. {missing}</source>
        <translation>Die Namen der Modelle werden gezeigt, sobald deine Bewertung abgeschlossen ist, damit deine Urteile blind bleiben. {missing}</translation>
    </message>
    <message>
        <source>The models&apos; names are shown once your review is complete, so that your judgments stay blind. Mark the review complete first.</source>
        <translation>Die Namen der Modelle werden gezeigt, sobald deine Bewertung abgeschlossen ist, damit deine Urteile blind bleiben. Markiere die Bewertung zuerst als abgeschlossen.</translation>
    </message>
    <message>
        <source>A study file&apos;s name ends in {study_suffix}; choose such a name.</source>
        <translation>Der Name einer Studiendatei endet auf {study_suffix}; wähle einen solchen Namen.</translation>
    </message>
    <message>
        <source>The folder {parent} does not exist. Create it first.</source>
        <translation>Der Ordner {parent} existiert nicht. Lege ihn zuerst an.</translation>
    </message>
    <message>
        <source>{path} could not be read as JSON ({exc}).</source>
        <translation>{path} konnte nicht als JSON gelesen werden ({exc}).</translation>
    </message>
    <message>
        <source>The study “{title}” gives each writer a participant code. Enter the code the study coordinator sent you.</source>
        <translation>Die Studie „{title}“ gibt jeder schreibenden Person einen Teilnahmecode. Gib den Code ein, den dir die Studienleitung geschickt hat.</translation>
    </message>
    <message>
        <source>“{participant}” is not one of this study&apos;s participant codes. Check the code the study coordinator sent you (upper and lower case matter).</source>
        <translation>„{participant}“ ist keiner der Teilnahmecodes dieser Studie. Prüfe den Code, den dir die Studienleitung geschickt hat (Groß- und Kleinschreibung zählen).</translation>
    </message>
    <message>
        <source>“{participant}” cannot be a participant code: use letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos; (at most 64), and not your name, since bundles are anonymous.</source>
        <extracomment>What a participant code may look like (the bundle schema&apos;s pattern for it). Letters that spell nothing (no vowels, no Y) and cannot be mistaken for a digit (no I, O); digits without 0 and 1 (read as O and I).</extracomment>
        <translation>„{participant}“ kann kein Teilnahmecode sein: Verwende Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; oder &apos;:&apos; (höchstens 64) und nicht deinen Namen, denn Pakete sind anonym.</translation>
    </message>
    <message>
        <source>This code cannot be your participant code: it holds {what}, and the code goes out with every bundle. Leave the code empty and WriterLens draws a random one for you, or use the code the study coordinator sent you.</source>
        <translation>Dieser Code kann nicht dein Teilnahmecode sein: Er enthält {what}, und der Code wird mit jedem Paket verschickt. Lass das Feld leer, dann zieht WriterLens einen Zufallscode für dich, oder verwende den Code, den die Studienleitung dir geschickt hat.</translation>
    </message>
    <message>
        <source>“{participant}” cannot be your participant code: a code needs a digit, at most three letters in a row and at most six digits in a row (like P-7K3Q9M2X), so that it cannot spell a name or a phone number. Leave the code empty and WriterLens draws a random one for you, or use the code the study coordinator sent you.</source>
        <translation>„{participant}“ kann nicht Ihr Teilnahmecode sein: Ein Code braucht eine Ziffer, höchstens drei Buchstaben und höchstens sechs Ziffern hintereinander (wie P-7K3Q9M2X), damit er keinen Namen und keine Telefonnummer bilden kann. Lassen Sie das Feld leer, dann zieht WriterLens einen Zufallscode für Sie, oder verwenden Sie den Code, den die Studienleitung Ihnen geschickt hat.</translation>
    </message>
    <message>
        <source>a name you asked to remove</source>
        <translation>einen Namen, den Sie entfernen lassen wollten</translation>
    </message>
    <message>
        <source>this computer&apos;s user name or the name of its account</source>
        <translation>den Benutzernamen dieses Computers oder den Namen seines Kontos</translation>
    </message>
    <message>
        <source>an email address, phone number, web address, handle or file name</source>
        <translation>eine E-Mail-Adresse, Telefonnummer, Webadresse, ein Handle oder einen Dateinamen</translation>
    </message>
    <message>
        <source>its participant code could identify the writer (it is not a code&apos;s shape, or it holds a name, an address or a number), so the bundle was not imported and its code is not shown or kept. Ask the writer to join the study again with a code the study gives them and export again.</source>
        <translation>sein Teilnahmecode könnte die schreibende Person erkennbar machen (er hat nicht die Form eines Codes oder enthält einen Namen, eine Adresse oder eine Nummer), daher wurde das Paket nicht importiert und sein Code weder gezeigt noch gespeichert. Bitten Sie die Person, der Studie mit einem Code der Studie erneut beizutreten und erneut zu exportieren.</translation>
    </message>
    <message>
        <source>The study you joined can no longer be read from your library. Join it again with the study file the coordinator sent you.</source>
        <translation>Die Studie, der du beigetreten bist, kann nicht mehr aus deiner Bibliothek gelesen werden. Tritt ihr mit der Studiendatei, die dir die Studienleitung geschickt hat, erneut bei.</translation>
    </message>
    <message>
        <source>WriterLens suggests no model called “{model_id}”. Choose one of: {known}.</source>
        <translation>WriterLens schlägt kein Modell namens „{model_id}“ vor. Wähle eines von: {known}.</translation>
    </message>
    <message>
        <source>Job {job_id} is running right now.</source>
        <translation>Auftrag {job_id} läuft gerade.</translation>
    </message>
    <message>
        <source>Job {job_id} has already finished; there is nothing to resume.</source>
        <translation>Auftrag {job_id} ist schon fertig; es gibt nichts fortzusetzen.</translation>
    </message>
    <message>
        <source>The library file {path} could not be opened in write-ahead mode (the folder may be on a network drive). Choose a local folder with --data-dir.</source>
        <translation>Die Bibliotheksdatei {path} konnte nicht im Write-Ahead-Modus geöffnet werden (der Ordner liegt vielleicht auf einem Netzlaufwerk). Wähle mit --data-dir einen lokalen Ordner.</translation>
    </message>
    <message>
        <source>The library file {path} is busy: another WriterLens (a window or a command) is writing to it. Wait until it has finished and try again; nothing was changed.</source>
        <translation>Die Bibliotheksdatei {path} ist belegt: Ein anderes WriterLens (ein Fenster oder ein Befehl) schreibt gerade hinein. Warte, bis es fertig ist, und versuch es noch einmal; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The library file {path} is damaged or is not a WriterLens library ({exc}). Restore your latest backup: WriterLens offers it when it starts, or run `writerlens restore --latest`. The damaged file is kept beside it, renamed.</source>
        <translation>Die Bibliotheksdatei {path} ist beschädigt oder keine WriterLens-Bibliothek ({exc}). Stelle deine neueste Sicherung wieder her: WriterLens bietet sie beim Start an, oder führe `writerlens restore --latest` aus. Die beschädigte Datei wird daneben aufbewahrt, umbenannt.</translation>
    </message>
    <message>
        <source>The library file {path} was written by a newer version of WriterLens (schema {current}; this version knows up to {known}). Update WriterLens to open it; nothing in it was changed.</source>
        <translation>Die Bibliotheksdatei {path} wurde von einer neueren Version von WriterLens geschrieben (Schema {current}; diese Version kennt bis {known}). Aktualisiere WriterLens, um sie zu öffnen; darin wurde nichts geändert.</translation>
    </message>
    <message>
        <source>There is no summarizing job with id {job_id}.</source>
        <translation>Es gibt keinen Zusammenfassungsauftrag mit der ID {job_id}.</translation>
    </message>
    <message>
        <source>Story {version_of} is no longer in the library.</source>
        <translation>Geschichte {version_of} ist nicht mehr in der Bibliothek.</translation>
    </message>
    <message>
        <source>There is no story with id {manuscript_id} in the library.</source>
        <translation>In der Bibliothek gibt es keine Geschichte mit der ID {manuscript_id}.</translation>
    </message>
    <message>
        <source>This review is no longer in the library (the story may have been removed).</source>
        <translation>Diese Bewertung ist nicht mehr in der Bibliothek (vielleicht wurde die Geschichte entfernt).</translation>
    </message>
    <message>
        <source>That highlighted passage is no longer there.</source>
        <translation>Diese markierte Stelle gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>This feedback was changed in another WriterLens window after this one showed it, so what you typed was not saved over it. Your words are still in the box: copy what you want to keep, close this review and open it again to see the newer text.</source>
        <extracomment>What counts as a judgment: a row of the review in any of these tables (feedback: not empty).</extracomment>
        <translation>Diese Rückmeldung wurde in einem anderen WriterLens-Fenster geändert, nachdem dieses sie angezeigt hatte. Was du getippt hast, wurde daher nicht darübergespeichert. Deine Worte stehen noch im Feld: Kopiere, was du behalten willst, schließe diese Bewertung und öffne sie erneut, um den neueren Text zu sehen.</translation>
    </message>
    <message>
        <source>There is no question with id {probe_id} (it may have been removed).</source>
        <translation>Es gibt keine Frage mit der ID {probe_id} (vielleicht wurde sie entfernt).</translation>
    </message>
    <message>
        <source>{path} could not be read ({exc}).</source>
        <translation>{path} konnte nicht gelesen werden ({exc}).</translation>
    </message>
    <message>
        <source>The folder {folder} was not found.</source>
        <translation>Der Ordner {folder} wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>es ist keine Datei</translation>
    </message>
    <message>
        <source>it is {size:,} bytes, more than the {max_file_bytes:,} a bundle may be</source>
        <translation>es ist {size:,} Bytes groß, mehr als die {max_file_bytes:,}, die ein Paket haben darf</translation>
    </message>
    <message>
        <source>it could not be read ({detail})</source>
        <translation>es konnte nicht gelesen werden ({detail})</translation>
    </message>
    <message>
        <source>it is more than the {max_file_bytes:,} bytes a bundle may be</source>
        <translation>es ist größer als die {max_file_bytes:,} Bytes, die ein Paket haben darf</translation>
    </message>
    <message>
        <source>its data does not match the checksum in its manifest (the file was changed or damaged after it was exported); ask the writer to export it again</source>
        <translation>seine Daten passen nicht zur Prüfsumme in seinem Manifest (die Datei wurde nach dem Export verändert oder beschädigt); bitte die schreibende Person, es erneut zu exportieren</translation>
    </message>
    <message>
        <source>it is not a readable bundle (not a valid zip: {short_exc})</source>
        <translation>es ist kein lesbares Paket (kein gültiges ZIP: {short_exc})</translation>
    </message>
    <message>
        <source>it holds {len_infos:,} members; a bundle holds {len_members} (at most {max_members} are even looked at)</source>
        <translation>es enthält {len_infos:,} Einträge; ein Paket enthält {len_members} (höchstens {max_members} werden überhaupt angesehen)</translation>
    </message>
    <message>
        <source>it holds two members with the same name</source>
        <translation>es enthält zwei Einträge mit demselben Namen</translation>
    </message>
    <message>
        <source>it holds a member a bundle does not have ({name}); a bundle holds only {items}</source>
        <translation>es enthält einen Eintrag, den ein Paket nicht hat ({name}); ein Paket enthält nur {items}</translation>
    </message>
    <message>
        <source>it has no {member}</source>
        <translation>es hat kein {member}</translation>
    </message>
    <message>
        <source>its members add up to {total:,} bytes, more than the {max_total_bytes:,} allowed</source>
        <translation>seine Einträge ergeben zusammen {total:,} Bytes, mehr als die erlaubten {max_total_bytes:,}</translation>
    </message>
    <message>
        <source>its members are bigger, unpacked, than a bundle may be</source>
        <translation>seine Einträge sind entpackt größer, als ein Paket sein darf</translation>
    </message>
    <message>
        <source>a member&apos;s name contains a NUL character</source>
        <translation>der Name eines Eintrags enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>a member&apos;s path is absolute ({quote_name})</source>
        <translation>der Pfad eines Eintrags ist absolut ({quote_name})</translation>
    </message>
    <message>
        <source>a member&apos;s path climbs out of the bundle ({quote_name})</source>
        <translation>der Pfad eines Eintrags führt aus dem Paket hinaus ({quote_name})</translation>
    </message>
    <message>
        <source>{filename} is encrypted; bundles are never encrypted</source>
        <translation>{filename} ist verschlüsselt; Pakete sind nie verschlüsselt</translation>
    </message>
    <message>
        <source>{filename} is packed in a way bundles never use</source>
        <translation>{filename} ist auf eine Art gepackt, die Pakete nie verwenden</translation>
    </message>
    <message>
        <source>{filename} says it is {file_size:,} bytes unpacked, more than the {cap:,} allowed</source>
        <translation>{filename} gibt an, entpackt {file_size:,} Bytes groß zu sein, mehr als die erlaubten {cap:,}</translation>
    </message>
    <message>
        <source>{filename} would unpack to {file_size:,} bytes from {packed:,} (a zip bomb, not a bundle)</source>
        <translation>{filename} würde sich von {packed:,} auf {file_size:,} Bytes entpacken (eine ZIP-Bombe, kein Paket)</translation>
    </message>
    <message>
        <source>{filename} unpacks to more than the {cap:,} bytes allowed (its header understated its size)</source>
        <translation>{filename} wird entpackt größer als die erlaubten {cap:,} Bytes (sein Kopf hat die Größe zu niedrig angegeben)</translation>
    </message>
    <message>
        <source>{filename} unpacks like a zip bomb, not a bundle</source>
        <translation>{filename} entpackt sich wie eine ZIP-Bombe, nicht wie ein Paket</translation>
    </message>
    <message>
        <source>{filename} is damaged ({short_exc})</source>
        <translation>{filename} ist beschädigt ({short_exc})</translation>
    </message>
    <message>
        <source>its {name} cannot be read: {exc}</source>
        <translation>sein {name} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>it holds numbers outside their range ({problems}). Ask the participant to export again with WriterLens</source>
        <translation>es enthält Zahlen außerhalb ihres Bereichs ({problems}). Bitte die teilnehmende Person, erneut mit WriterLens zu exportieren</translation>
    </message>
    <message>
        <source>it could not be stored ({problem})</source>
        <translation>es konnte nicht gespeichert werden ({problem})</translation>
    </message>
    <message numerus="yes">
        <source>%n answers change</source>
        <translation>
            <numerusform>%n Antwort ändert sich</numerusform>
            <numerusform>%n Antworten ändern sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaces {participant}&apos;s earlier answers for %n stories ({shown}): {changes}. The earlier bundle is kept; the report uses this one.</source>
        <translation>
            <numerusform>Ersetzt die früheren Antworten von {participant} für %n Geschichte ({shown}): {changes}. Das frühere Paket bleibt erhalten; der Bericht verwendet dieses.</numerusform>
            <numerusform>Ersetzt die früheren Antworten von {participant} für %n Geschichten ({shown}): {changes}. Das frühere Paket bleibt erhalten; der Bericht verwendet dieses.</numerusform>
        </translation>
    </message>
    <message>
        <source>The study folder&apos;s list of bundles ({path}) cannot be read ({exc}). Restore it from a backup, or import the bundles again into a new folder.</source>
        <translation>Die Liste der Pakete des Studienordners ({path}) kann nicht gelesen werden ({exc}). Stelle sie aus einer Sicherung wieder her oder importiere die Pakete erneut in einen neuen Ordner.</translation>
    </message>
    <message>
        <source>{path} is not a WriterLens study folder&apos;s index. Choose another folder.</source>
        <translation>{path} ist nicht der Index eines WriterLens-Studienordners. Wähle einen anderen Ordner.</translation>
    </message>
    <message>
        <source>This folder already holds bundles of study “{study_id}”. Choose an empty folder for another study.</source>
        <translation>Dieser Ordner enthält schon Pakete der Studie „{study_id}“. Wähle für eine andere Studie einen leeren Ordner.</translation>
    </message>
    <message>
        <source>it belongs to study “{theirs}”, and this folder collects study “{study_id}”</source>
        <translation>es gehört zur Studie „{theirs}“, und dieser Ordner sammelt die Studie „{study_id}“</translation>
    </message>
    <message>
        <source>it was already imported (bundle {bundle_id}, on {imported})</source>
        <translation>es wurde schon importiert (Paket {bundle_id}, am {imported})</translation>
    </message>
    <message>
        <source>the same data was already imported (from bundle {bundle_id}); it is a copy</source>
        <translation>dieselben Daten wurden schon importiert (aus Paket {bundle_id}); es ist eine Kopie</translation>
    </message>
    <message>
        <source>{folder} is not a plain folder (it is a link or a file). Move it aside and import again: bundles are only ever written into the study folder itself.</source>
        <translation>{folder} ist kein gewöhnlicher Ordner (sondern ein Link oder eine Datei). Leg ihn beiseite und importiere erneut: Pakete werden immer nur in den Studienordner selbst geschrieben.</translation>
    </message>
    <message>
        <source>The accepted bundle {path} cannot be read ({exc}). Import it again.</source>
        <translation>Das angenommene Paket {path} kann nicht gelesen werden ({exc}). Importiere es erneut.</translation>
    </message>
    <message>
        <source>Another import into {root} has been storing a bundle for over {lock_timeout_s:.0f} seconds. Wait for it to finish and import again; nothing was lost.</source>
        <translation>Ein anderer Import nach {root} speichert seit über {lock_timeout_s:.0f} Sekunden ein Paket. Warte, bis er fertig ist, und importiere dann erneut; es ging nichts verloren.</translation>
    </message>
    <message>
        <source>The study folder&apos;s list of bundles ({path}) could not be written ({exc}). Nothing of this import was kept; free some space and import again.</source>
        <translation>Die Liste der Pakete des Studienordners ({path}) konnte nicht geschrieben werden ({exc}). Von diesem Import wurde nichts behalten; schaffe etwas Platz und importiere erneut.</translation>
    </message>
    <message>
        <source>The {what} cannot be read: {exc}.</source>
        <translation>{what} kann nicht gelesen werden: {exc}.</translation>
    </message>
    <message>
        <source>Doccano line {number} has no “text”. Export the project as JSONL again.</source>
        <translation>Doccano-Zeile {number} hat keinen „text“. Exportiere das Projekt erneut als JSONL.</translation>
    </message>
    <message>
        <source>A Label Studio export is a JSON list of tasks. Export the project as “JSON” again.</source>
        <translation>Ein Label-Studio-Export ist eine JSON-Liste von Aufgaben. Exportiere das Projekt erneut als „JSON“.</translation>
    </message>
    <message>
        <source>{title} release — licence: {licence}. Cite: {citation}</source>
        <translation>Veröffentlichung {title} — Lizenz: {licence}. Zitieren als: {citation}</translation>
    </message>
    <message>
        <source>{title} release — licence: {licence} (its LICENSE file begins: “{line}”). Cite: {citation}</source>
        <translation>Veröffentlichung {title} — Lizenz: {licence} (ihre LICENSE-Datei beginnt mit: „{line}“). Zitieren als: {citation}</translation>
    </message>
    <message>
        <source>“{kind}” is not a release WriterLens can open (it knows {known}).</source>
        <translation>„{kind}“ ist keine Veröffentlichung, die WriterLens öffnen kann (es kennt {known}).</translation>
    </message>
    <message>
        <source>The folder {root} was not found. Choose the release&apos;s folder.</source>
        <translation>Der Ordner {root} wurde nicht gefunden. Wähle den Ordner der Veröffentlichung.</translation>
    </message>
    <message>
        <source>{root} does not hold the {title} release ({what}).{hint} Choose the folder the release unpacked into.</source>
        <translation>{root} enthält nicht die Veröffentlichung {title} ({what}).{hint} Wähle den Ordner, in den die Veröffentlichung entpackt wurde.</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n-mal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message>
        <source>{aspect}: hierarchical chosen {hier}, incremental {inc}, a draw {draw} (of {judged} comparisons)</source>
        <translation>{aspect}: hierarchisch gewählt {hier}, schrittweise {inc}, unentschieden {draw} (von {judged} Vergleichen)</translation>
    </message>
    <message numerus="yes">
        <source>%n overall preferences were a draw: those books are in no ranking, and the ranking tables count the others.</source>
        <translation>
            <numerusform>%n Gesamtpräferenz war unentschieden: Diese Bücher stehen in keiner Rangfolge, und die Rangfolge-Tabellen zählen die anderen.</numerusform>
            <numerusform>%n Gesamtpräferenzen waren unentschieden: Diese Bücher stehen in keiner Rangfolge, und die Rangfolge-Tabellen zählen die anderen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{question}: yes {yes}, no {no} (of {judged} comparisons)</source>
        <translation>{question}: ja {yes}, nein {no} (von {judged} Vergleichen)</translation>
    </message>
    <message>
        <source>{path} could not be read ({exc}). It tells which summary of each pair was made by which strategy; choose the BooookScore release&apos;s own folder.</source>
        <translation>{path} konnte nicht gelesen werden ({exc}). Die Datei gibt an, welche Zusammenfassung jedes Paares mit welchem Vorgehen erstellt wurde; wähle den Ordner der BooookScore-Veröffentlichung selbst.</translation>
    </message>
    <message>
        <source>{root_formal} holds no annotator*.json files. Choose the BooookScore release&apos;s folder (the one with qualitative_comparison/ in it).</source>
        <translation>{root_formal} enthält keine annotator*.json-Dateien. Wähle den Ordner der BooookScore-Veröffentlichung (den mit qualitative_comparison/ darin).</translation>
    </message>
    <message numerus="yes">
        <source>%n writer answers were -1 (no answer) and are left out.</source>
        <translation>
            <numerusform>%n Antwort von Schreibenden war -1 (keine Antwort) und wird ausgelassen.</numerusform>
            <numerusform>%n Antworten von Schreibenden waren -1 (keine Antwort) und werden ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge answers were -1 (no answer) and are left out.</source>
        <translation>
            <numerusform>%n Antwort eines Prüfmodells war -1 (keine Antwort) und wird ausgelassen.</numerusform>
            <numerusform>%n Antworten von Prüfmodellen waren -1 (keine Antwort) und werden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{path} could not be read ({exc}). Check that it is the release&apos;s unchanged file.</source>
        <translation>{path} konnte nicht gelesen werden ({exc}). Prüfe, ob es die unveränderte Datei der Veröffentlichung ist.</translation>
    </message>
    <message>
        <source>{path} lacks the column(s) {missing}; it is not the Reading Subtext release&apos;s ratings file.</source>
        <translation>In {path} fehlen die Spalte(n) {missing}; es ist nicht die Bewertungsdatei der Reading-Subtext-Veröffentlichung.</translation>
    </message>
    <message>
        <source>The study folder {root} holds no accepted bundles yet. Import some with “writerlens study import BUNDLE... --study-dir DIR” first.</source>
        <translation>Der Studienordner {root} enthält noch keine angenommenen Pakete. Importiere zuerst welche mit „writerlens study import BUNDLE... --study-dir DIR“.</translation>
    </message>
    <message>
        <source>Reading the accepted bundles…</source>
        <extracomment>What the report is doing, said while the coordinator waits (the study window&apos;s progress line).</extracomment>
        <translation>Die angenommenen Pakete werden gelesen…</translation>
    </message>
    <message>
        <source>Counting and testing…</source>
        <translation>Es wird gezählt und getestet…</translation>
    </message>
    <message>
        <source>Drawing the plots…</source>
        <translation>Die Diagramme werden gezeichnet…</translation>
    </message>
    <message>
        <source>{source} is not a usable WriterLens study file: {problems}. Ask the study coordinator for a corrected file.</source>
        <translation>{source} ist keine verwendbare WriterLens-Studiendatei: {problems}. Bitte die Studienleitung um eine korrigierte Datei.</translation>
    </message>
    <message>
        <source>{source} cannot be used: {message}</source>
        <translation>{source} kann nicht verwendet werden: {message}</translation>
    </message>
    <message>
        <source>There is no study file at {path}. Check the name.</source>
        <translation>Unter {path} gibt es keine Studiendatei. Prüfe den Namen.</translation>
    </message>
    <message>
        <source>{name} is not a WriterLens study file ({exc}). Ask the study coordinator for the .wlstudy file again.</source>
        <translation>{name} ist keine WriterLens-Studiendatei ({exc}). Bitte die Studienleitung noch einmal um die .wlstudy-Datei.</translation>
    </message>
    <message>
        <source>{source} cannot be used: the answers it asks for could not be sent back to the coordinator ({problems}). Ask the coordinator for a corrected study file.</source>
        <translation>{source} kann nicht verwendet werden: Die Antworten, die sie verlangt, könnten nicht an die Studienleitung zurückgeschickt werden ({problems}). Bitte die Studienleitung um eine korrigierte Studiendatei.</translation>
    </message>
    <message>
        <source>These summary settings cannot be used: {problems}.</source>
        <translation>Diese Einstellungen für die Zusammenfassung können nicht verwendet werden: {problems}.</translation>
    </message>
    <message>
        <source>the summary length must be between 20 and 20,000 words</source>
        <translation>die Länge der Zusammenfassung muss zwischen 20 und 20.000 Wörtern liegen</translation>
    </message>
    <message>
        <source>the temperature must be between 0 and 2</source>
        <translation>die Temperatur muss zwischen 0 und 2 liegen</translation>
    </message>
    <message>
        <source>max tokens must be at least 16</source>
        <translation>die Höchstzahl an Tokens muss mindestens 16 sein</translation>
    </message>
    <message>
        <source>parts must be at least 64 tokens long</source>
        <translation>Teile müssen mindestens 64 Tokens lang sein</translation>
    </message>
    <message>
        <source>the context must be at least 256 tokens</source>
        <translation>der Kontext muss mindestens 256 Tokens umfassen</translation>
    </message>
    <message>
        <source>concurrency must be between 1 and 64</source>
        <translation>die Zahl gleichzeitiger Aufrufe muss zwischen 1 und 64 liegen</translation>
    </message>
    <message>
        <source>retries per step must be between 0 and 10</source>
        <translation>die Wiederholungen pro Schritt müssen zwischen 0 und 10 liegen</translation>
    </message>
    <message>
        <source>the tightening factor must be between 0 and 1</source>
        <translation>der Verschärfungsfaktor muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>gradual shares must lie between 0 and 1</source>
        <translation>die Anteile der gestuften Zusammenfassung müssen zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>“{name}” is not a way WriterLens knows to summarize. Choose one of: {choices}.</source>
        <translation>„{name}“ ist keine Art des Zusammenfassens, die WriterLens kennt. Wähle eine von: {choices}.</translation>
    </message>
    <message>
        <source>The prompt file {source} has role “{role}”, which WriterLens does not know. Use one of: {items}.</source>
        <translation>Die Prompt-Datei {source} hat die Rolle „{role}“, die WriterLens nicht kennt. Verwende eine von: {items}.</translation>
    </message>
    <message>
        <source>The prompt file {source} has a stray brace ({exc}). Write a literal brace as {{{{ or }}}}.</source>
        <translation>Die Prompt-Datei {source} enthält eine einzelne geschweifte Klammer ({exc}). Schreib eine wörtliche Klammer als {{{{ oder }}}}.</translation>
    </message>
    <message>
        <source>The prompt file {source} has the placeholder “{{{name}}}” written in a form WriterLens does not fill in; write it as a plain name in braces, such as {{story}}.</source>
        <translation>Die Prompt-Datei {source} enthält den Platzhalter „{{{name}}}“ in einer Form, die WriterLens nicht ausfüllt; schreib ihn als einfachen Namen in Klammern, etwa {{story}}.</translation>
    </message>
    <message>
        <source>The prompt file {source} uses {names_unknown}, which a “{role}” prompt is not given. It may use {names}.</source>
        <translation>Die Prompt-Datei {source} verwendet {names_unknown}, was ein „{role}“-Prompt nicht bekommt. Erlaubt sind {names}.</translation>
    </message>
    <message>
        <source>The prompt file {source} never uses {names_missing}; a “{role}” prompt must, or the model would not see what it is to summarize.</source>
        <translation>Die Prompt-Datei {source} verwendet {names_missing} nie; ein „{role}“-Prompt muss das, sonst sieht das Modell nicht, was es zusammenfassen soll.</translation>
    </message>
    <message>
        <source>The prompt file {name} has role “{role}”, but WriterLens reads its “{expected_role}” prompt from that file. Fix the role or rename the file.</source>
        <translation>Die Prompt-Datei {name} hat die Rolle „{role}“, aber WriterLens liest seinen „{expected_role}“-Prompt aus dieser Datei. Korrigiere die Rolle oder benenne die Datei um.</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Wird gestartet</translation>
    </message>
    <message numerus="yes">
        <source>Resuming (%n steps saved)</source>
        <translation>
            <numerusform>Wird fortgesetzt (%n Schritt gespeichert)</numerusform>
            <numerusform>Wird fortgesetzt (%n Schritte gespeichert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Done, but cut off</source>
        <translation>Fertig, aber abgeschnitten</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled. The %n steps already finished are kept; resume job {job} to go on from there.</source>
        <translation>
            <numerusform>Abgebrochen. Der %n bereits fertige Schritt bleibt erhalten; setze Auftrag {job} fort, um dort weiterzumachen.</numerusform>
            <numerusform>Abgebrochen. Die %n bereits fertigen Schritte bleiben erhalten; setze Auftrag {job} fort, um dort weiterzumachen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{steps} The %n words written of the step under way are kept too: resuming goes on from them.</source>
        <translation>
            <numerusform>{steps} Das %n geschriebene Wort des laufenden Schritts bleibt auch erhalten: Fortsetzen macht dort weiter.</numerusform>
            <numerusform>{steps} Die %n geschriebenen Wörter des laufenden Schritts bleiben auch erhalten: Fortsetzen macht dort weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n steps already finished are kept; resume job {job} to try again from there.</source>
        <translation>
            <numerusform>{problem} Der %n bereits fertige Schritt bleibt erhalten; setze Auftrag {job} fort, um es von dort aus erneut zu versuchen.</numerusform>
            <numerusform>{problem} Die %n bereits fertigen Schritte bleiben erhalten; setze Auftrag {job} fort, um es von dort aus erneut zu versuchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The model declined to summarize this story.</source>
        <translation>Das Modell hat es abgelehnt, diese Geschichte zusammenzufassen.</translation>
    </message>
    <message>
        <source>The model declined to summarize this story</source>
        <translation>Das Modell hat es abgelehnt, diese Geschichte zusammenzufassen</translation>
    </message>
    <message>
        <source>The model declined to summarize this story. Its answer is kept as a refused summary, which the study leaves out of its averages.</source>
        <translation>Das Modell hat es abgelehnt, diese Geschichte zusammenzufassen. Seine Antwort wird als abgelehnte Zusammenfassung aufbewahrt, die die Studie bei ihren Durchschnitten auslässt.</translation>
    </message>
    <message>
        <source>WriterLens hit an unexpected problem ({problem}). The finished steps are kept; resume the job to try again, and report it if it happens again.</source>
        <translation>WriterLens ist auf ein unerwartetes Problem gestoßen ({problem}). Die fertigen Schritte bleiben erhalten; setze den Auftrag fort, um es erneut zu versuchen, und melde es, wenn es wieder passiert.</translation>
    </message>
    <message>
        <source>The model&apos;s answer was cut off at its token limit, even when asked again with more room and for fewer words, so this summary is incomplete. Ask for fewer words, or choose a model that writes longer answers.</source>
        <translation>Die Antwort des Modells wurde an seiner Token-Grenze abgeschnitten, auch bei erneuter Anfrage mit mehr Platz und für weniger Wörter, deshalb ist diese Zusammenfassung unvollständig. Bitte um weniger Wörter oder wähle ein Modell, das längere Antworten schreibt.</translation>
    </message>
    <message>
        <source>{cut} of the {steps} steps were cut off at the model&apos;s token limit, even when asked again with more room and for fewer words, so this summary rests on incomplete parts. Ask for fewer words, or choose a model that writes longer answers.</source>
        <translation>{cut} der {steps} Schritte wurden an der Token-Grenze des Modells abgeschnitten, auch bei erneuter Anfrage mit mehr Platz und für weniger Wörter, deshalb beruht diese Zusammenfassung auf unvollständigen Teilen. Bitte um weniger Wörter oder wähle ein Modell, das längere Antworten schreibt.</translation>
    </message>
    <message>
        <source>Done, but not a summary</source>
        <translation>Fertig, aber keine Zusammenfassung</translation>
    </message>
    <message>
        <source>What the model wrote is not a summary, so it is kept marked as such and never counted as one. {notes} Try again, or choose another model.</source>
        <translation>Was das Modell geschrieben hat, ist keine Zusammenfassung; es wird entsprechend markiert aufbewahrt und nie als Zusammenfassung gezählt. {notes} Versuche es erneut oder wähle ein anderes Modell.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the {steps} steps kept an answer that is not a summary, so this summary is marked as such and never counted as one. {notes} Try again, or choose another model.</source>
        <translation>
            <numerusform>%n der {steps} Schritte hat eine Antwort behalten, die keine Zusammenfassung ist; diese Zusammenfassung wird daher entsprechend markiert und nie als Zusammenfassung gezählt. {notes} Versuche es erneut oder wähle ein anderes Modell.</numerusform>
            <numerusform>%n der {steps} Schritte haben eine Antwort behalten, die keine Zusammenfassung ist; diese Zusammenfassung wird daher entsprechend markiert und nie als Zusammenfassung gezählt. {notes} Versuche es erneut oder wähle ein anderes Modell.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job {id} has already finished; there is nothing to resume.</source>
        <translation>Auftrag {id} ist schon fertig; es gibt nichts fortzusetzen.</translation>
    </message>
    <message>
        <source>Job {id} was started with the model “{model}”, not “{provider_model}”. Resume it with the same model, or start a new job.</source>
        <translation>Auftrag {id} wurde mit dem Modell „{model}“ begonnen, nicht mit „{provider_model}“. Setze ihn mit demselben Modell fort oder starte einen neuen Auftrag.</translation>
    </message>
    <message>
        <source>The wording of the {items} prompt changed since job {id} began, so its finished steps no longer match. Start a new job for this story.</source>
        <translation>Der Wortlaut des Prompts {items} hat sich seit Beginn von Auftrag {id} geändert, deshalb passen seine fertigen Schritte nicht mehr. Starte einen neuen Auftrag für diese Geschichte.</translation>
    </message>
    <message>
        <source>Job {id} is being run right now by another WriterLens (a second window or a command). Wait until it has finished; nothing was sent twice.</source>
        <translation>Auftrag {id} wird gerade von einem anderen WriterLens ausgeführt (einem zweiten Fenster oder einem Befehl). Warte, bis er fertig ist; nichts wurde doppelt gesendet.</translation>
    </message>
    <message>
        <source>Cut off at the model&apos;s token limit in all {tries} tries (with more room and a shorter request each time); this text is incomplete.</source>
        <translation>In allen {tries} Versuchen an der Token-Grenze des Modells abgeschnitten (jedes Mal mit mehr Platz und kürzerer Anfrage); dieser Text ist unvollständig.</translation>
    </message>
    <message>
        <source>Kept after {tries} tries: {problem}.</source>
        <translation>Nach {tries} Versuchen behalten: {problem}.</translation>
    </message>
    <message>
        <source>Not a summary after {tries} tries: {problems}. Kept only to be inspected.</source>
        <translation>Nach {tries} Versuchen keine Zusammenfassung: {problems}. Nur zur Ansicht aufbewahrt.</translation>
    </message>
    <message>
        <source>Kept as it was: {problem}.</source>
        <translation>Unverändert behalten: {problem}.</translation>
    </message>
    <message>
        <source>Asking again ({attempt} of {attempts}): {problem}</source>
        <translation>Frage erneut ({attempt} von {attempts}): {problem}</translation>
    </message>
    <message>
        <source>Going on from where the answer stopped ({attempt} of {attempts}): it was cut off at its token limit</source>
        <translation>Schreibe die Antwort dort weiter, wo sie aufhörte ({attempt} von {attempts}): Sie wurde an ihrer Token-Grenze abgeschnitten</translation>
    </message>
    <message>
        <source>the answer was empty</source>
        <translation>die Antwort war leer</translation>
    </message>
    <message>
        <source>the answer was cut off at its token limit</source>
        <translation>die Antwort wurde an ihrer Token-Grenze abgeschnitten</translation>
    </message>
    <message>
        <source>the model repeated its text instead of summarizing it</source>
        <translation>das Modell hat seinen Text wiederholt, statt ihn zusammenzufassen</translation>
    </message>
    <message>
        <source>the answer had {words} words, over its limit of {limit}</source>
        <translation>die Antwort hatte {words} Wörter, mehr als ihre Grenze von {limit}</translation>
    </message>
    <message>
        <source>the answer stopped in the middle of a sentence</source>
        <translation>die Antwort hörte mitten im Satz auf</translation>
    </message>
    <message>
        <source>The model repeated the story or its instructions instead of summarizing ({len_texts} tries). It may not be an instruction-tuned (“chat” or “instruct”) model: choose one of those in Settings → Local models. The finished steps are kept.</source>
        <translation>Das Modell hat die Geschichte oder seine Anweisungen wiederholt, statt zusammenzufassen ({len_texts} Versuche). Vielleicht ist es kein auf Anweisungen trainiertes Modell („chat“ oder „instruct“): Wähle ein solches unter Einstellungen → Lokale Modelle. Die fertigen Schritte bleiben erhalten.</translation>
    </message>
    <message>
        <source>The model gave an empty answer {attempts} times in a row. Try again later, or choose another model.</source>
        <translation>Das Modell hat {attempts}-mal hintereinander eine leere Antwort gegeben. Versuch es später noch einmal oder wähle ein anderes Modell.</translation>
    </message>
    <message>
        <source>Keys are kept in your system&apos;s keyring ({name}).</source>
        <translation>Schlüssel werden im Schlüsselbund deines Systems aufbewahrt ({name}).</translation>
    </message>
    <message>
        <source>This computer has no system keyring that WriterLens can use, so keys are kept only in memory until the app closes; you will need to enter them again next time.</source>
        <translation>Dieser Computer hat keinen System-Schlüsselbund, den WriterLens nutzen kann, deshalb bleiben Schlüssel nur im Speicher, bis die App geschlossen wird; beim nächsten Mal musst du sie erneut eingeben.</translation>
    </message>
    <message>
        <source>{problem} (WriterLens tried {tries} times.)</source>
        <translation>{problem} (WriterLens hat es {tries}-mal versucht.)</translation>
    </message>
    <message>
        <source>The service asks WriterLens to slow down; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>Der Dienst bittet WriterLens, langsamer zu machen; neuer Versuch in {seconds} s (Versuch {attempt} von {tries}).</translation>
    </message>
    <message>
        <source>The service is busy or had a problem; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>Der Dienst ist ausgelastet oder hatte ein Problem; neuer Versuch in {seconds} s (Versuch {attempt} von {tries}).</translation>
    </message>
    <message>
        <source>The service did not answer in time; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>Der Dienst hat nicht rechtzeitig geantwortet; neuer Versuch in {seconds} s (Versuch {attempt} von {tries}).</translation>
    </message>
    <message>
        <source>The service could not be reached; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>Der Dienst war nicht erreichbar; neuer Versuch in {seconds} s (Versuch {attempt} von {tries}).</translation>
    </message>
    <message>
        <source>The call failed; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>Der Aufruf ist fehlgeschlagen; neuer Versuch in {seconds} s (Versuch {attempt} von {tries}).</translation>
    </message>
    <message>
        <source>The summaries of the story&apos;s parts came out longer than the model can read two at a time, so they cannot be merged. Ask for a shorter summary, or give the model a larger context. The parts already summarized are kept.</source>
        <translation>Die Zusammenfassungen der Teile der Geschichte sind länger geworden, als das Modell zu zweit auf einmal lesen kann, deshalb lassen sie sich nicht zusammenführen. Bitte um eine kürzere Zusammenfassung oder gib dem Modell einen größeren Kontext. Die schon zusammengefassten Teile bleiben erhalten.</translation>
    </message>
    <message>
        <source>This story has no text to summarize.</source>
        <translation>Diese Geschichte hat keinen Text zum Zusammenfassen.</translation>
    </message>
    <message>
        <source>The story ({story_tokens:,} tokens) and its summary do not fit in what this model reads at once ({context:,} tokens). Choose “auto” or “hierarchical” to summarize it in parts.</source>
        <translation>Die Geschichte ({story_tokens:,} Tokens) und ihre Zusammenfassung passen nicht in das, was dieses Modell auf einmal liest ({context:,} Tokens). Wähle „auto“ oder „hierarchical“, um sie in Teilen zusammenzufassen.</translation>
    </message>
    <message>
        <source>A gradual summary needs a model that reads the whole story at once ({story_tokens:,} tokens, plus about {out:,} for a {upper:,}-word summary); this model reads {context:,}. Choose “hierarchical”, or a model with a larger context.</source>
        <translation>Eine gestufte Zusammenfassung braucht ein Modell, das die ganze Geschichte auf einmal liest ({story_tokens:,} Tokens plus etwa {out:,} für eine Zusammenfassung mit {upper:,} Wörtern); dieses Modell liest {context:,}. Wähle „hierarchical“ oder ein Modell mit größerem Kontext.</translation>
    </message>
    <message>
        <source>This model reads only {context:,} tokens at once, too few to summarize a long story in {words:,} words. Ask for about {fits:,} words or fewer, or give the model a larger context (in Settings, or with --context-tokens).</source>
        <translation>Dieses Modell liest nur {context:,} Tokens auf einmal, zu wenig, um eine lange Geschichte in {words:,} Wörtern zusammenzufassen. Bitte um etwa {fits:,} Wörter oder weniger oder gib dem Modell einen größeren Kontext (in den Einstellungen oder mit --context-tokens).</translation>
    </message>
    <message>
        <source>Summarizing the whole story</source>
        <translation>Fasse die ganze Geschichte zusammen</translation>
    </message>
    <message>
        <source>Summarizing part {part} of {n}</source>
        <translation>Fasse Teil {part} von {n} zusammen</translation>
    </message>
    <message>
        <source>Summarizing {n} parts, {at_once} at a time</source>
        <translation>Fasse {n} Teile zusammen, {at_once} gleichzeitig</translation>
    </message>
    <message>
        <source>Smoothing out the final summary</source>
        <translation>Glätte die endgültige Zusammenfassung</translation>
    </message>
    <message>
        <source>Reading part 1 of {n}</source>
        <translation>Lese Teil 1 von {n}</translation>
    </message>
    <message>
        <source>Adding part {part} of {n} to the summary</source>
        <translation>Füge Teil {part} von {n} zur Zusammenfassung hinzu</translation>
    </message>
    <message>
        <source>Shortening the summary after part {part} of {n}</source>
        <translation>Kürze die Zusammenfassung nach Teil {part} von {n}</translation>
    </message>
    <message>
        <source>Writing the {percent} % summary ({lower}–{upper} words)</source>
        <translation>Schreibe die {percent}-%-Zusammenfassung ({lower}–{upper} Wörter)</translation>
    </message>
    <message>
        <source>summary {summary_id} has the answer {value!r} to {question}, outside the scale {low}-{high}</source>
        <translation>Zusammenfassung {summary_id} hat die Antwort {value!r} auf {question}, außerhalb der Skala {low}-{high}</translation>
    </message>
    <message>
        <source>a score of summary {summary_id} is not a number</source>
        <translation>ein Wert von Zusammenfassung {summary_id} ist keine Zahl</translation>
    </message>
    <message>
        <source>judge {judge}&apos;s answer to {question} for summary {summary_id} is {value:g}, outside its range {low:g}-{high:g}</source>
        <translation>die Antwort von Prüfmodell {judge} auf {question} für Zusammenfassung {summary_id} ist {value:g}, außerhalb des Bereichs {low:g}-{high:g}</translation>
    </message>
    <message>
        <source>judge {judge}&apos;s answer to {question} for summary {summary_id} is {value:g}, below its range of {low:g} or more</source>
        <translation>die Antwort von Prüfmodell {judge} auf {question} für Zusammenfassung {summary_id} ist {value:g}, unter ihrem Bereich ab {low:g}</translation>
    </message>
    <message>
        <source>the metric {metric} for summary {summary_id} is {value:g}, outside its range {low:g}-{high:g}</source>
        <translation>die Metrik {metric} für Zusammenfassung {summary_id} ist {value:g}, außerhalb des Bereichs {low:g}-{high:g}</translation>
    </message>
    <message>
        <source>the metric {metric} for summary {summary_id} is {value:g}, below its range of {low:g} or more</source>
        <translation>die Metrik {metric} für Zusammenfassung {summary_id} ist {value:g}, unter ihrem Bereich ab {low:g}</translation>
    </message>
    <message numerus="yes">
        <source>%n story judgments were sent again in a later bundle; the later one was used.</source>
        <translation>
            <numerusform>%n Urteil zu einer Geschichte wurde in einem späteren Paket erneut geschickt; das spätere wurde verwendet.</numerusform>
            <numerusform>%n Urteile zu Geschichten wurden in einem späteren Paket erneut geschickt; das spätere wurde verwendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers or scores outside their declared range were left out.</source>
        <translation>
            <numerusform>%n Antwort oder Wert außerhalb des angegebenen Bereichs wurde ausgelassen.</numerusform>
            <numerusform>%n Antworten oder Werte außerhalb ihres angegebenen Bereichs wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n passages of hidden text (formatted as hidden in the document): they are not shown when the document is read, so they are not part of the story.</source>
        <translation>
            <numerusform>%n Passage verborgenen Texts wurde ausgelassen (im Dokument als ausgeblendet formatiert): Sie wird beim Lesen des Dokuments nicht gezeigt und gehört daher nicht zur Geschichte.</numerusform>
            <numerusform>%n Passagen verborgenen Texts wurden ausgelassen (im Dokument als ausgeblendet formatiert): Sie werden beim Lesen des Dokuments nicht gezeigt und gehören daher nicht zur Geschichte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n comments (&lt;!-- … --&gt;): they are not shown when the text is read, so they are not part of the story.</source>
        <translation>
            <numerusform>%n Kommentar (&lt;!-- … --&gt;) wurde ausgelassen: Er wird beim Lesen des Texts nicht gezeigt und gehört daher nicht zur Geschichte.</numerusform>
            <numerusform>%n Kommentare (&lt;!-- … --&gt;) wurden ausgelassen: Sie werden beim Lesen des Texts nicht gezeigt und gehören daher nicht zur Geschichte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n parts of the book that are not the story (its title page, copyright page, colophon, dedication and the like).</source>
        <translation>
            <numerusform>%n Teil des Buchs, der nicht zur Geschichte gehört, wurde ausgelassen (Titelseite, Impressum, Kolophon, Widmung und Ähnliches).</numerusform>
            <numerusform>%n Teile des Buchs, die nicht zur Geschichte gehören, wurden ausgelassen (Titelseite, Impressum, Kolophon, Widmung und Ähnliches).</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already judged some summaries of this story side by side, so a summary finished later cannot join this review. It stays in your library.</source>
        <translation>Du hast schon Zusammenfassungen dieser Geschichte nebeneinander beurteilt, deshalb kann eine später fertige Zusammenfassung nicht mehr zu dieser Bewertung hinzukommen. Sie bleibt in deiner Bibliothek.</translation>
    </message>
    <message>
        <source>it holds the practice review of WriterLens&apos;s sample story ({models}), made with an older WriterLens. Ask the writer to export again: WriterLens now leaves the sample out. (To keep it anyway, marked as practice: writerlens study import --practice)</source>
        <extracomment>The provider the sample&apos;s demo summaries are stored with (services.library.install_sample).</extracomment>
        <translation>es enthält die Übungsbewertung der Beispielgeschichte von WriterLens ({models}), erstellt mit einer älteren WriterLens-Version. Bitte die Person, erneut zu exportieren: WriterLens lässt das Beispiel jetzt weg. (Um es trotzdem als Übung markiert aufzunehmen: writerlens study import --practice)</translation>
    </message>
    <message>
        <source>The model stopped unexpectedly ({how}). Everything finished before it is kept: press Resume to go on. If it happens again, close other programs, choose a smaller model or a smaller context size in Settings → Local models, or turn off the graphics card there.</source>
        <translation>Das Modell hat unerwartet aufgehört ({how}). Alles, was davor fertig wurde, bleibt erhalten: Drücke Fortsetzen, um weiterzumachen. Wenn es wieder passiert, schließe andere Programme, wähle ein kleineres Modell oder eine kleinere Kontextgröße unter Einstellungen → Lokale Modelle, oder schalte dort die Grafikkarte aus.</translation>
    </message>
    <message>
        <source>The backup written to {path} did not pass its check ({problem}), so it was deleted. Your library was not changed. Try again, or choose another backup folder.</source>
        <translation>Die nach {path} geschriebene Sicherung hat ihre Prüfung nicht bestanden ({problem}) und wurde daher gelöscht. Deine Bibliothek wurde nicht verändert. Versuche es noch einmal oder wähle einen anderen Ordner für Sicherungen.</translation>
    </message>
    <message>
        <source>{path} is not a WriterLens backup that can be read ({problem}). Nothing was changed.</source>
        <translation>{path} ist keine lesbare WriterLens-Sicherung ({problem}). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{path} was made by a newer version of WriterLens (library format {found}; this version reads up to {known}). Install the newer WriterLens on this computer to open it. Nothing was changed.</source>
        <translation>{path} wurde von einer neueren WriterLens-Version erstellt (Bibliotheksformat {found}; diese Version liest bis {known}). Installiere das neuere WriterLens auf diesem Computer, um sie zu öffnen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The disk that holds your library ({folder}) is full, so this change was not saved. Free some space there, then try again: what you typed is still here.</source>
        <translation>Der Datenträger mit deiner Bibliothek ({folder}) ist voll, daher wurde diese Änderung nicht gespeichert. Schaffe dort etwas Platz und versuche es dann noch einmal: Was du getippt hast, ist noch da.</translation>
    </message>
    <message>
        <source>Your library ({path}) cannot be written to: the file or its folder is read-only. This change was not saved. Make the folder writable (or copy the library to one that is), then try again: what you typed is still here.</source>
        <translation>In deine Bibliothek ({path}) kann nicht geschrieben werden: Die Datei oder ihr Ordner ist schreibgeschützt. Diese Änderung wurde nicht gespeichert. Mache den Ordner beschreibbar (oder kopiere die Bibliothek in einen, der es ist) und versuche es dann noch einmal: Was du getippt hast, ist noch da.</translation>
    </message>
    <message>
        <source>Your library file is no longer at {path}: it was moved, renamed or deleted while WriterLens was open, so this change was not saved. Put it back (or restore the latest backup) and start WriterLens again: what you typed is still here.</source>
        <translation>Deine Bibliotheksdatei ist nicht mehr unter {path}: Sie wurde verschoben, umbenannt oder gelöscht, während WriterLens geöffnet war, daher wurde diese Änderung nicht gespeichert. Lege sie zurück (oder stelle die neueste Sicherung wieder her) und starte WriterLens neu: Was du getippt hast, ist noch da.</translation>
    </message>
    <message>
        <source>Your library ({path}) is busy: another WriterLens is writing to it. This change was not saved yet. Try again in a moment: what you typed is still here.</source>
        <translation>Deine Bibliothek ({path}) ist belegt: Ein anderes WriterLens schreibt gerade hinein. Diese Änderung wurde noch nicht gespeichert. Versuche es gleich noch einmal: Was du getippt hast, ist noch da.</translation>
    </message>
    <message>
        <source>Your library file {path} is damaged: SQLite&apos;s own check found {problem}. Restore the latest good backup (File → Restore From Backup…); keep the damaged file, a specialist tool may still recover from it.</source>
        <translation>Deine Bibliotheksdatei {path} ist beschädigt: Die eigene Prüfung von SQLite hat {problem} gefunden. Stelle die neueste gute Sicherung wieder her (Datei → Aus Sicherung wiederherstellen…); behalte die beschädigte Datei, ein Spezialwerkzeug kann vielleicht noch etwas daraus retten.</translation>
    </message>
    <message>
        <source>Your library ({path}) could not be read or written ({problem}). This change was not saved: what you typed is still here. Try again; if it keeps failing, restore the latest backup.</source>
        <translation>Deine Bibliothek ({path}) konnte nicht gelesen oder geschrieben werden ({problem}). Diese Änderung wurde nicht gespeichert: Was du getippt hast, ist noch da. Versuche es noch einmal; wenn es weiter fehlschlägt, stelle die neueste Sicherung wieder her.</translation>
    </message>
    <message>
        <source>There was not enough memory to load “{name}”: with its context of {n_ctx} tokens it needs about {needed__gib:.1f} GB, and about {free__gib:.1f} GB was free. Close other programs, choose a smaller model, or lower its context size in Settings → Local models.</source>
        <translation>Der Speicher reichte nicht, um „{name}“ zu laden: Mit seinem Kontext von {n_ctx} Tokens braucht es etwa {needed__gib:.1f} GB, frei waren etwa {free__gib:.1f} GB. Schließe andere Programme, wähle ein kleineres Modell oder verkleinere seinen Kontext unter Einstellungen → Lokale Modelle.</translation>
    </message>
    <message>
        <source>There was not enough memory to load “{name}”: with its context of {n_ctx} tokens it needs about {needed__gib:.1f} GB. Close other programs, choose a smaller model, or lower its context size in Settings → Local models.</source>
        <translation>Der Speicher reichte nicht, um „{name}“ zu laden: Mit seinem Kontext von {n_ctx} Tokens braucht es etwa {needed__gib:.1f} GB. Schließe andere Programme, wähle ein kleineres Modell oder verkleinere seinen Kontext unter Einstellungen → Lokale Modelle.</translation>
    </message>
    <message>
        <source>The model “{name}” is of a kind ({architecture}) that this version of WriterLens cannot run. Choose another model file, or update WriterLens.</source>
        <translation>Das Modell „{name}“ ist von einer Art ({architecture}), die diese Version von WriterLens nicht ausführen kann. Wähle eine andere Modelldatei oder aktualisiere WriterLens.</translation>
    </message>
    <message>
        <source>it copies the story instead of summarizing it ({share}% of its 6-word runs are the story&apos;s own words)</source>
        <translation>sie kopiert die Geschichte, statt sie zusammenzufassen ({share} % ihrer 6-Wort-Folgen sind Wörter der Geschichte selbst)</translation>
    </message>
    <message>
        <source>it repeats itself in a loop (“{phrase}” {times} times)</source>
        <translation>sie wiederholt sich in einer Schleife („{phrase}“ {times}-mal)</translation>
    </message>
    <message>
        <source>it contains markup that is not part of a summary ({markup})</source>
        <translation>sie enthält Auszeichnungen, die nicht zu einer Zusammenfassung gehören ({markup})</translation>
    </message>
    <message>
        <source>it has {words} words, far too few for the {asked} asked for</source>
        <translation>sie hat {words} Wörter, viel zu wenige für die verlangten {asked}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>The model&apos;s own chat template was not used ({reason}); a plain format was, which most models follow less well.</source>
        <extracomment>shown beside the summary (see Completion.note), so the writer knows why a model may have followed the instructions less well than it can</extracomment>
        <translation>Die eigene Chat-Vorlage des Modells wurde nicht verwendet ({reason}); stattdessen wurde ein einfaches Format verwendet, dem die meisten Modelle weniger gut folgen.</translation>
    </message>
    <message>
        <source>The model&apos;s own chat template was not used ({reason}); WriterLens wrote the prompt in the turn format of the model&apos;s family instead.</source>
        <translation>Die eigene Chat-Vorlage des Modells wurde nicht verwendet ({reason}); WriterLens hat den Prompt stattdessen im Gesprächsformat der Modellfamilie geschrieben.</translation>
    </message>
    <message>
        <source>it could not be stored: the disk that holds the study folder ({folder}) is full. Free some space there and import it again; the bundles imported before are all kept</source>
        <extracomment>One file&apos;s reason (it follows &quot;rejected FILE: &quot;).</extracomment>
        <translation>es konnte nicht gespeichert werden: Der Datenträger, auf dem der Studienordner ({folder}) liegt, ist voll. Schaffe dort etwas Platz und importiere es erneut; die zuvor importierten Pakete bleiben alle erhalten</translation>
    </message>
    <message>
        <source>it could not be stored: the study folder {folder} is read-only. Make it writable, or import into another folder; the bundles imported before are all kept</source>
        <translation>es konnte nicht gespeichert werden: Der Studienordner {folder} ist schreibgeschützt. Mach ihn beschreibbar oder importiere in einen anderen Ordner; die zuvor importierten Pakete bleiben alle erhalten</translation>
    </message>
    <message>
        <source>The disk that holds the study folder ({folder}) is full, so nothing of this import was kept; the bundles imported before are all kept. Free some space there and import again.</source>
        <extracomment>A run imported in one update (a release): nothing of it is kept.</extracomment>
        <translation>Der Datenträger, auf dem der Studienordner ({folder}) liegt, ist voll, daher wurde von diesem Import nichts behalten; die zuvor importierten Pakete bleiben alle erhalten. Schaffe dort etwas Platz und importiere erneut.</translation>
    </message>
    <message>
        <source>The study folder {folder} is read-only, so nothing of this import was kept; the bundles imported before are all kept. Make it writable, or import into another folder.</source>
        <translation>Der Studienordner {folder} ist schreibgeschützt, daher wurde von diesem Import nichts behalten; die zuvor importierten Pakete bleiben alle erhalten. Mach ihn beschreibbar oder importiere in einen anderen Ordner.</translation>
    </message>
</context>
</TS>
