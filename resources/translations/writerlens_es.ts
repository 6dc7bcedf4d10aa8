<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AppText</name>
    <message>
        <source>The latest good backup was made {made} and holds {stories} stories and {reviews} reviews. Restore it? The damaged file is kept beside it, renamed.</source>
        <extracomment>How long a worker thread running Python may keep the interpreter lock while the window waits for it (Python&apos;s default: 5 ms). The window takes the lock many times a frame; each time a worker is in pure Python (reading a file, measuring, checking a summary) it waited up to the whole interval. Measured with a worker walking GGUF headers beside a 2 ms heartbeat (issue #29): the window&apos;s worst gap 28-53 ms at 5 ms, 16-32 ms at 0.5 ms (blocked on the lock: 6-11 ms, then 1.6-3.8 ms). Workers lose nothing a writer would notice; the window stops stuttering.</extracomment>
        <translation>La copia buena más reciente se hizo el {made} y contiene {stories} relatos y {reviews} revisiones. ¿Restaurarla? El archivo dañado se conserva a su lado, con otro nombre.</translation>
    </message>
    <message>
        <source>Restore the Backup</source>
        <translation>Restaurar la copia</translation>
    </message>
    <message>
        <source>Your library ({folder}) is open in another WriterLens window. Two windows writing to one library could overwrite each other&apos;s work, so this one can open it read-only: you can read everything, and change nothing.</source>
        <translation>Tu biblioteca ({folder}) está abierta en otra ventana de WriterLens. Dos ventanas que escriben en la misma biblioteca podrían sobrescribir el trabajo de la otra, así que esta puede abrirla en modo de solo lectura: podrás leerlo todo, pero no cambiar nada.</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>Abrir en solo lectura</translation>
    </message>
</context>
<context>
    <name>BackupText</name>
    <message>
        <source>made by you</source>
        <translation>hecha por ti</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>diaria</translation>
    </message>
    <message>
        <source>on closing</source>
        <translation>al cerrar</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>antes de una restauración</translation>
    </message>
    <message>
        <source>Backed Up</source>
        <translation>Copia hecha</translation>
    </message>
    <message>
        <source>Backed up {stories} stories and {reviews} reviews to {path}. The backup was checked: SQLite read it back whole, with every row.</source>
        <translation>Se guardó una copia de {stories} relatos y {reviews} revisiones en {path}. La copia se comprobó: SQLite la volvió a leer entera, con todas sus filas.</translation>
    </message>
</context>
<context>
    <name>BackupsPage</name>
    <message>
        <source>WriterLens backs up your library when you close it, and once a day while it is open. It keeps the last five backups and one a week for a month. Each backup is one file that holds your whole library, every story, summary and review, exactly: to move to a new computer, copy the newest backup there and open it with File → Restore From Backup… → Restore From File….</source>
        <translation>WriterLens hace una copia de seguridad de tu biblioteca al cerrarlo y una vez al día mientras está abierto. Guarda las cinco últimas copias y una por semana durante un mes. Cada copia es un solo archivo que contiene toda tu biblioteca, cada relato, resumen y revisión, tal cual: para pasar a un ordenador nuevo, copia allí la copia más reciente y ábrela con Archivo → Restaurar desde una copia… → Restaurar desde un archivo….</translation>
    </message>
    <message>
        <source>&amp;Change Folder…</source>
        <translation>&amp;Cambiar carpeta…</translation>
    </message>
    <message>
        <source>Use the &amp;Default Folder</source>
        <translation>Usar la carpeta &amp;predeterminada</translation>
    </message>
    <message>
        <source>Change the backup folder</source>
        <translation>Cambiar la carpeta de las copias</translation>
    </message>
    <message>
        <source>Use the default backup folder</source>
        <translation>Usar la carpeta predeterminada de las copias</translation>
    </message>
    <message>
        <source>Backups go to: {folder}</source>
        <translation>Las copias se guardan en: {folder}</translation>
    </message>
    <message>
        <source>Choose the Backup Folder</source>
        <translation>Elegir la carpeta de las copias</translation>
    </message>
</context>
<context>
    <name>ClaimCommands</name>
    <message>
        <source>Check a claim</source>
        <translation>Comprobar una afirmación</translation>
    </message>
    <message>
        <source>Add a claim</source>
        <translation>Añadir una afirmación</translation>
    </message>
    <message>
        <source>Remove a claim you added</source>
        <translation>Quitar una afirmación que añadiste</translation>
    </message>
    <message>
        <source>Mark what was left out</source>
        <translation>Marcar lo que se dejó fuera</translation>
    </message>
    <message>
        <source>Remove what was left out</source>
        <translation>Quitar una omisión</translation>
    </message>
    <message>
        <source>Change what was left out</source>
        <translation>Cambiar una omisión</translation>
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
        <translation>Hecho. Las afirmaciones están listas para que las compruebes.</translation>
    </message>
    <message>
        <source>Stopped. The summaries that were finished keep their claims.</source>
        <translation>Detenido. Los resúmenes terminados conservan sus afirmaciones.</translation>
    </message>
    <message>
        <source>The claims could not all be found. The summaries that were finished keep their claims; you can try again for the others.</source>
        <translation>No se pudieron encontrar todas las afirmaciones. Los resúmenes terminados conservan sus afirmaciones; puedes volver a intentarlo con los demás.</translation>
    </message>
    <message>
        <source>Done. The model&apos;s answers are shown once you have checked every claim.</source>
        <translation>Hecho. Las respuestas del modelo se muestran cuando hayas comprobado cada afirmación.</translation>
    </message>
    <message>
        <source>Stopped. The answers the model had given are kept.</source>
        <translation>Detenido. Las respuestas que el modelo ya había dado se conservan.</translation>
    </message>
    <message>
        <source>The model could not check every claim. The answers it had given are kept.</source>
        <translation>El modelo no pudo comprobar todas las afirmaciones. Las respuestas que había dado se conservan.</translation>
    </message>
    <message>
        <source>Finished, but no claims were found for {names}: the model declined, or its reply could not be read. You can try again, or with another model.</source>
        <translation>Terminado, pero no se encontraron afirmaciones para {names}: el modelo se negó o su respuesta no se pudo leer. Puedes volver a intentarlo, o con otro modelo.</translation>
    </message>
    <message>
        <source>Finished, but the model gave no usable answer for {names}. They may have no claims yet, or the model declined or its reply could not be read.</source>
        <translation>Terminado, pero el modelo no dio una respuesta utilizable para {names}. Puede que aún no tengan afirmaciones, o que el modelo se negara o su respuesta no se pudiera leer.</translation>
    </message>
</context>
<context>
    <name>ClaimsPanel</name>
    <message>
        <source>Faithful</source>
        <extracomment>one key per verdict, in the order the buttons show</extracomment>
        <translation>Fiel</translation>
    </message>
    <message>
        <source>Unfaithful</source>
        <translation>No fiel</translation>
    </message>
    <message>
        <source>Partly true</source>
        <translation>En parte cierto</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>No se sabe</translation>
    </message>
    <message>
        <source>Keys: F, U, P or C gives your verdict; J and K move between claims; 1, 2 or 3 takes a passage found in your story as evidence, E the words you selected in it, N none.</source>
        <translation>Teclas: F, U, P o C da tu veredicto; J y K pasan de una afirmación a otra; 1, 2 o 3 toma como prueba un pasaje encontrado en tu relato, E las palabras que seleccionaste en él, N ninguna.</translation>
    </message>
    <message>
        <source>&amp;Find the claims…</source>
        <translation>&amp;Buscar las afirmaciones…</translation>
    </message>
    <message>
        <source>Add a claim yourself… (A)</source>
        <translation>Añadir tú una afirmación… (A)</translation>
    </message>
    <message>
        <source>This summary has not been broken into claims yet. A model can list the short statements it makes, so that you can check them one by one. Nothing is sent before you see what it would cost and agree.</source>
        <translation>Este resumen aún no se ha dividido en afirmaciones. Un modelo puede enumerar las afirmaciones breves que hace, para que las compruebes una a una. No se envía nada antes de que veas lo que costaría y lo aceptes.</translation>
    </message>
    <message>
        <source>Claims of this summary</source>
        <translation>Afirmaciones de este resumen</translation>
    </message>
    <message>
        <source>{verdict} ({key})</source>
        <translation>{verdict} ({key})</translation>
    </message>
    <message>
        <source>What is wrong with the claim</source>
        <translation>Qué está mal en la afirmación</translation>
    </message>
    <message>
        <source>Not said</source>
        <translation>Sin indicar</translation>
    </message>
    <message>
        <source>A comment, if you like (saved as you leave it)</source>
        <translation>Un comentario, si quieres (se guarda al salir del campo)</translation>
    </message>
    <message>
        <source>Your comment on the claim</source>
        <translation>Tu comentario sobre la afirmación</translation>
    </message>
    <message>
        <source>In your story, the passages found for this claim are tinted yellow, your evidence green, and what the summaries left out violet.</source>
        <translation>En tu relato, los pasajes encontrados para esta afirmación se tiñen de amarillo, tu prueba de verde y lo que los resúmenes dejaron fuera de violeta.</translation>
    </message>
    <message>
        <source>Remove this claim (one you added)</source>
        <translation>Quitar esta afirmación (una que añadiste tú)</translation>
    </message>
    <message>
        <source>What is wrong:</source>
        <translation>Qué está mal:</translation>
    </message>
    <message>
        <source>No evidence chosen. Passages of your story that may be about it:</source>
        <translation>No se eligió ninguna prueba. Pasajes de tu relato que pueden tratar de ello:</translation>
    </message>
    <message>
        <source>Passages of your story about this claim</source>
        <translation>Pasajes de tu relato sobre esta afirmación</translation>
    </message>
    <message>
        <source>Use the selected words (E)</source>
        <translation>Usar las palabras seleccionadas (E)</translation>
    </message>
    <message>
        <source>Select words of your story on the left, then press E or click here</source>
        <translation>Selecciona palabras de tu relato a la izquierda y luego pulsa E o haz clic aquí</translation>
    </message>
    <message>
        <source>Change its words…	F2</source>
        <translation>Cambiar sus palabras…	F2</translation>
    </message>
    <message>
        <source>Split it in two or more…	S</source>
        <translation>Dividirla en dos o más…	S</translation>
    </message>
    <message>
        <source>Join it with the next claim…	M</source>
        <translation>Unirla con la siguiente afirmación…	M</translation>
    </message>
    <message>
        <source>Add a claim the list is missing…	A</source>
        <translation>Añadir una afirmación que falta…	A</translation>
    </message>
    <message>
        <source>Change the claim</source>
        <translation>Cambiar la afirmación</translation>
    </message>
    <message>
        <source>No evidence (N)</source>
        <translation>Sin prueba (N)</translation>
    </message>
    <message>
        <source>Changed claims (kept as the model wrote them)</source>
        <translation>Afirmaciones cambiadas (guardadas tal como las escribió el modelo)</translation>
    </message>
    <message>
        <source>Claims you changed, kept as they were</source>
        <translation>Afirmaciones que cambiaste, guardadas como estaban</translation>
    </message>
    <message>
        <source>Ask a model to check the claims…</source>
        <translation>Pedir a un modelo que compruebe las afirmaciones…</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Sin comprobar todavía</translation>
    </message>
    <message numerus="yes">
        <source>You have checked {done} of %n claims.</source>
        <translation>
            <numerusform>Has comprobado {done} de %n afirmación.</numerusform>
            <numerusform>Has comprobado {done} de %n afirmaciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>No passage of your story seems to match.</source>
        <translation>Ningún pasaje de tu relato parece coincidir.</translation>
    </message>
    <message>
        <source>Looking for passages in your story…</source>
        <translation>Buscando pasajes en tu relato…</translation>
    </message>
    <message>
        <source>Your evidence: {quote}</source>
        <translation>Tu prueba: {quote}</translation>
    </message>
    <message>
        <source>Passages of your story that may be about it:</source>
        <translation>Pasajes de tu relato que pueden tratar de ello:</translation>
    </message>
</context>
<context>
    <name>ClaimsPart</name>
    <message>
        <source>Check a claim: {verdict}</source>
        <extracomment>passages are looked for once the writer has rested this long on a claim (a run of verdict keys moves through many claims: searching the story for each would only slow the keys down)</extracomment>
        <translation>Comprobar una afirmación: {verdict}</translation>
    </message>
    <message>
        <source>Noted: it is saved with your verdict on this claim.</source>
        <translation>Anotado: se guarda con tu veredicto sobre esta afirmación.</translation>
    </message>
    <message>
        <source>First select the words of your story that show it, then press E.</source>
        <translation>Primero selecciona las palabras de tu relato que lo muestran y luego pulsa E.</translation>
    </message>
    <message>
        <source>Change a claim&apos;s words</source>
        <translation>Cambiar las palabras de una afirmación</translation>
    </message>
    <message>
        <source>Change the claim</source>
        <translation>Cambiar la afirmación</translation>
    </message>
    <message>
        <source>Write the claim as the summary makes it. The model&apos;s words are kept too.</source>
        <translation>Escribe la afirmación tal como la hace el resumen. Las palabras del modelo también se conservan.</translation>
    </message>
    <message numerus="yes">
        <source>Split a claim in %n</source>
        <translation>
            <numerusform>Dividir una afirmación en %n</numerusform>
            <numerusform>Dividir una afirmación en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Split the claim</source>
        <translation>Dividir la afirmación</translation>
    </message>
    <message>
        <source>Put each claim on its own line: press Enter where one ends, and change the words if you like. Ctrl+Enter saves.</source>
        <translation>Pon cada afirmación en su propia línea: pulsa Intro donde termine una y cambia las palabras si quieres. Ctrl+Enter guarda.</translation>
    </message>
    <message>
        <source>There is no claim after this one.</source>
        <translation>No hay ninguna afirmación después de esta.</translation>
    </message>
    <message>
        <source>Join two claims</source>
        <translation>Unir dos afirmaciones</translation>
    </message>
    <message>
        <source>Join the claim with the next</source>
        <translation>Unir la afirmación con la siguiente</translation>
    </message>
    <message>
        <source>One claim made of both. Change the words if you like; Ctrl+Enter saves.</source>
        <translation>Una sola afirmación hecha de las dos. Cambia las palabras si quieres; Ctrl+Enter guarda.</translation>
    </message>
    <message>
        <source>First select the words of the summary that make the claim.</source>
        <translation>Primero selecciona las palabras del resumen que hacen la afirmación.</translation>
    </message>
    <message>
        <source>Add a claim</source>
        <translation>Añadir una afirmación</translation>
    </message>
    <message>
        <source>A claim the summary makes that is missing from the list.</source>
        <translation>Una afirmación del resumen que falta en la lista.</translation>
    </message>
</context>
<context>
    <name>ClaimsRunDialog</name>
    <message>
        <source>Find the claims</source>
        <translation>Buscar las afirmaciones</translation>
    </message>
    <message>
        <source>A model reads the summary and lists the short statements it makes about your story, each linked to the words it came from. You then check each one yourself.</source>
        <translation>Un modelo lee el resumen y enumera las afirmaciones breves que hace sobre tu relato, cada una vinculada a las palabras de las que sale. Después compruebas tú cada una.</translation>
    </message>
    <message>
        <source>&amp;Find the claims</source>
        <translation>&amp;Buscar las afirmaciones</translation>
    </message>
    <message>
        <source>Ask a model to check the claims</source>
        <translation>Pedir a un modelo que compruebe las afirmaciones</translation>
    </message>
    <message>
        <source>A model reads each claim with the passages of your story it is most likely about, and says whether the story supports it. Its answers are kept apart from yours, and shown only once you have checked every claim yourself.</source>
        <translation>Un modelo lee cada afirmación con los pasajes de tu relato de los que más probablemente trata, y dice si el relato la respalda. Sus respuestas se guardan aparte de las tuyas y solo se muestran cuando hayas comprobado tú cada afirmación.</translation>
    </message>
    <message>
        <source>&amp;Check the claims</source>
        <translation>&amp;Comprobar las afirmaciones</translation>
    </message>
</context>
<context>
    <name>CloudModelsPage</name>
    <message>
        <source>{model}  — retired {date}</source>
        <translation>{model}  — retirado el {date}</translation>
    </message>
    <message>
        <source>{model}  — retires {date}</source>
        <translation>{model}  — se retira el {date}</translation>
    </message>
</context>
<context>
    <name>ConsentDialog</name>
    <message>
        <source>Send your story to {provider}?</source>
        <extracomment>True: the writer agreed to send stories to this provider; False: they declined.</extracomment>
        <translation>¿Enviar tu relato a {provider}?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Your story would leave this computer&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Tu relato saldría de este ordenador&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>What happens to your story</source>
        <translation>Qué pasa con tu relato</translation>
    </message>
    <message>
        <source>&amp;Send to {provider}</source>
        <translation>&amp;Enviar a {provider}</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Send</source>
        <translation>&amp;No enviar</translation>
    </message>
</context>
<context>
    <name>CreateStudyDialog</name>
    <message>
        <source>Create a Study File</source>
        <translation>Crear un archivo de estudio</translation>
    </message>
    <message>
        <source>e.g. pilot-2025</source>
        <translation>p. ej. piloto-2025</translation>
    </message>
    <message>
        <source>Study id</source>
        <translation>Id. del estudio</translation>
    </message>
    <message>
        <source>What writers see when they join</source>
        <translation>Lo que ven los escritores al unirse</translation>
    </message>
    <message>
        <source>Study title</source>
        <translation>Título del estudio</translation>
    </message>
    <message>
        <source>Instructions for writers</source>
        <translation>Instrucciones para los escritores</translation>
    </message>
    <message>
        <source>What writers should do: which stories, by when, whom to ask…</source>
        <translation>Qué deben hacer los escritores: qué relatos, para cuándo, a quién preguntar…</translation>
    </message>
    <message>
        <source>Participant codes, one per line</source>
        <translation>Códigos de participante, uno por línea</translation>
    </message>
    <message>
        <source>One code per line. Leave empty to let each writer get a random one.</source>
        <translation>Un código por línea. Déjalo vacío para que cada escritor reciba uno aleatorio.</translation>
    </message>
    <message>
        <source> codes</source>
        <translation> códigos</translation>
    </message>
    <message>
        <source>How many codes to generate</source>
        <translation>Cuántos códigos generar</translation>
    </message>
    <message>
        <source>&amp;Generate Codes</source>
        <translation>&amp;Generar códigos</translation>
    </message>
    <message>
        <source>Generate random participant codes</source>
        <translation>Generar códigos de participante aleatorios</translation>
    </message>
    <message>
        <source>Study &amp;id:</source>
        <translation>&amp;Id. del estudio:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>In&amp;structions:</source>
        <translation>I&amp;nstrucciones:</translation>
    </message>
    <message>
        <source>&amp;Participant codes:</source>
        <translation>Códigos de &amp;participante:</translation>
    </message>
    <message>
        <source>The study</source>
        <translation>El estudio</translation>
    </message>
    <message>
        <source>Summarization strategy</source>
        <translation>Estrategia de resumen</translation>
    </message>
    <message>
        <source> words</source>
        <translation> palabras</translation>
    </message>
    <message>
        <source>Summary length in words</source>
        <translation>Longitud del resumen en palabras</translation>
    </message>
    <message>
        <source>&amp;Models:</source>
        <translation>&amp;Modelos:</translation>
    </message>
    <message>
        <source>Leave the list empty to let writers use any model.</source>
        <translation>Deja la lista vacía para que los escritores puedan usar cualquier modelo.</translation>
    </message>
    <message>
        <source>St&amp;rategy:</source>
        <translation>Est&amp;rategia:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Longitud:</translation>
    </message>
    <message>
        <source>The summaries writers get</source>
        <translation>Los resúmenes que reciben los escritores</translation>
    </message>
    <message>
        <source>Questionnaire</source>
        <translation>Cuestionario</translation>
    </message>
    <message>
        <source>Error labels</source>
        <translation>Etiquetas de error</translation>
    </message>
    <message>
        <source>&amp;Questionnaire:</source>
        <translation>&amp;Cuestionario:</translation>
    </message>
    <message>
        <source>Error la&amp;bels:</source>
        <translation>Etiquetas de &amp;error:</translation>
    </message>
    <message>
        <source>What writers answer</source>
        <translation>Lo que responden los escritores</translation>
    </message>
    <message>
        <source>The summaries&apos; text and highlighted passages</source>
        <translation>El texto de los resúmenes y los pasajes resaltados</translation>
    </message>
    <message>
        <source>Writers&apos; comments</source>
        <translation>Comentarios de los escritores</translation>
    </message>
    <message>
        <source>Story titles</source>
        <translation>Títulos de los relatos</translation>
    </message>
    <message>
        <source>The stories&apos; text</source>
        <translation>El texto de los relatos</translation>
    </message>
    <message>
        <source>What to ask writers to send (they can still say no)</source>
        <translation>Qué pedir a los escritores que envíen (aún pueden decir que no)</translation>
    </message>
    <message>
        <source>&amp;Save Study File…</source>
        <translation>Guardar archivo de e&amp;studio…</translation>
    </message>
    <message>
        <source>Save the study file</source>
        <translation>Guardar el archivo de estudio</translation>
    </message>
    <message>
        <source>WriterLens study files (*{suffix})</source>
        <translation>Archivos de estudio de WriterLens (*{suffix})</translation>
    </message>
    <message>
        <source>Saved “{name}” in {folder}. Send it to your writers: they open it with Study → Join a Study…. Collect their bundles in a study folder (Study → Open Study Folder…).</source>
        <translation>Se guardó «{name}» en {folder}. Envíalo a tus escritores: lo abren con Estudio → Unirse a un estudio…. Reúne sus paquetes en una carpeta de estudio (Estudio → Abrir carpeta de estudio…).</translation>
    </message>
</context>
<context>
    <name>DialogText</name>
    <message>
        <source>&lt;h3&gt;{app} {version}&lt;/h3&gt;&lt;p&gt;Get summaries of your own stories from AI models, then judge them blind: rate them, mark their mistakes and rank them, the way the &lt;i&gt;Reading Subtext&lt;/i&gt; study (Subbiah et al., TACL 2024) asked writers to.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your stories stay on this computer.&lt;/b&gt; A story leaves it only when you send it to a cloud model you chose, after WriterLens has told you who that is. Exports for a study are anonymized and shown to you before they are written.&lt;/p&gt;&lt;p&gt;Summarization strategies follow &lt;i&gt;BooookScore&lt;/i&gt; (Chang et al., ICLR 2024); coherence labels follow &lt;i&gt;SNaC&lt;/i&gt; (Goyal et al., EMNLP 2022).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{app} {version}&lt;/h3&gt;&lt;p&gt;Obtén resúmenes de tus propios relatos hechos por modelos de IA y luego júzgalos a ciegas: puntúalos, marca sus errores y ordénalos, tal como el estudio &lt;i&gt;Reading Subtext&lt;/i&gt; (Subbiah et al., TACL 2024) pidió a los escritores.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tus relatos se quedan en este ordenador.&lt;/b&gt; Un relato solo sale de él cuando lo envías a un modelo en la nube que elegiste, después de que WriterLens te haya dicho de quién es. Las exportaciones para un estudio se anonimizan y se te muestran antes de escribirse.&lt;/p&gt;&lt;p&gt;Las estrategias de resumen siguen &lt;i&gt;BooookScore&lt;/i&gt; (Chang et al., ICLR 2024); las etiquetas de coherencia siguen &lt;i&gt;SNaC&lt;/i&gt; (Goyal et al., EMNLP 2022).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Acerca de {app}</translation>
    </message>
    <message>
        <source>Already in your library</source>
        <translation>Ya está en tu biblioteca</translation>
    </message>
    <message>
        <source>“{file}” has the same text as “{title}”, which is already in your library.</source>
        <translation>«{file}» tiene el mismo texto que «{title}», que ya está en tu biblioteca.</translation>
    </message>
    <message>
        <source>Import it as version {n} of that story (to summarize and review it afresh), or skip it?</source>
        <translation>¿Importarlo como versión {n} de ese relato (para resumirlo y revisarlo de nuevo) u omitirlo?</translation>
    </message>
    <message>
        <source>Import as version {n}</source>
        <translation>Importar como versión {n}</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Omitir</translation>
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
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>WriterLens could not read or write a file as it expected, so your last change may not have been saved. Check it, and try again.</source>
        <translation>WriterLens no pudo leer o escribir un archivo como esperaba, así que puede que tu último cambio no se haya guardado. Compruébalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>WriterLens ran into a problem it did not expect. Your library is safe: everything you did before this was saved.</source>
        <translation>WriterLens se encontró con un problema inesperado. Tu biblioteca está a salvo: todo lo que hiciste antes se guardó.</translation>
    </message>
    <message>
        <source>If it happens again, please report it with the details below.</source>
        <translation>Si vuelve a pasar, avísanos con los detalles de abajo.</translation>
    </message>
</context>
<context>
    <name>EstimateTable</name>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Estimate per model</source>
        <translation>Estimación por modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Llamadas</translation>
    </message>
    <message>
        <source>Reads / writes</source>
        <translation>Lee / escribe</translation>
    </message>
    <message>
        <source>How long the whole run takes, every call included</source>
        <translation>Cuánto tarda toda la ejecución, con todas las llamadas</translation>
    </message>
    <message>
        <source>How much the model reads and writes in all (every call), in words</source>
        <translation>Cuánto lee y escribe el modelo en total (todas las llamadas), en palabras</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Contando…</translation>
    </message>
    <message>
        <source>{how}, {n} parts</source>
        <translation>{how}, {n} partes</translation>
    </message>
    <message>
        <source>Measuring this
computer&apos;s speed…</source>
        <translation>Midiendo la velocidad
de este ordenador…</translation>
    </message>
    <message>
        <source>WriterLens times this model once on this computer (a few seconds; nothing leaves it), then shows how long the run takes.</source>
        <translation>WriterLens mide una vez este modelo en este ordenador (unos segundos; nada sale de él) y luego muestra cuánto tarda la ejecución.</translation>
    </message>
    <message>
        <source>{read} / {written} words</source>
        <translation>{read} / {written} palabras</translation>
    </message>
    <message>
        <source>Reads about {read} words ({read_tokens} tokens) and writes about {written} words ({written_tokens} tokens), every call included.</source>
        <translation>Lee unas {read} palabras ({read_tokens} tokens) y escribe unas {written} palabras ({written_tokens} tokens), con todas las llamadas.</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>aún no se sabe</translation>
    </message>
    <message>
        <source>WriterLens has not measured this model&apos;s speed yet; it learns it on the first run.</source>
        <translation>WriterLens aún no ha medido la velocidad de este modelo; la aprende en la primera ejecución.</translation>
    </message>
    <message>
        <source>You can keep working in WriterLens meanwhile; a shorter target length or another model is quicker.</source>
        <translation>Mientras tanto puedes seguir trabajando en WriterLens; una longitud objetivo más corta u otro modelo es más rápido.</translation>
    </message>
    <message>
        <source>Choose a model to see what summarizing would take.</source>
        <translation>Elige un modelo para ver lo que costaría resumir.</translation>
    </message>
    <message>
        <source>part of the cost is unknown</source>
        <translation>parte del coste es desconocida</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>In all: one call, about {words} words read; {cost}.</source>
        <translation>En total: una llamada, unas {words} palabras leídas; {cost}.</translation>
    </message>
    <message numerus="yes">
        <source>In all: %n calls, about {words} words read; {cost}.</source>
        <translation>
            <numerusform>En total: %n llamada, unas {words} palabras leídas; {cost}.</numerusform>
            <numerusform>En total: %n llamadas, unas {words} palabras leídas; {cost}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all: one call, about {words} words read; {cost}; done in {time}.</source>
        <translation>En total: una llamada, unas {words} palabras leídas; {cost}; listo en {time}.</translation>
    </message>
    <message numerus="yes">
        <source>In all: %n calls, about {words} words read; {cost}; done in {time}.</source>
        <translation>
            <numerusform>En total: %n llamada, unas {words} palabras leídas; {cost}; listo en {time}.</numerusform>
            <numerusform>En total: %n llamadas, unas {words} palabras leídas; {cost}; listo en {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost for this story</source>
        <translation>Coste de este relato</translation>
    </message>
    <message>
        <source>Nothing is sent until you start. Lengths are counted on this computer; a cloud model&apos;s own count may differ a little. Costs use the published prices WriterLens knows of, in US dollars.</source>
        <extracomment>words per token of this story (the dialog sets it from the story&apos;s own counts)</extracomment>
        <translation>No se envía nada hasta que empieces. Las longitudes se cuentan en este ordenador; el recuento de un modelo en la nube puede variar un poco. Los costes usan los precios publicados que conoce WriterLens, en dólares estadounidenses.</translation>
    </message>
    <message>
        <source>Counting the story&apos;s length…</source>
        <translation>Midiendo la longitud del relato…</translation>
    </message>
    <message>
        <source>{cost} in all</source>
        <translation>{cost} en total</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export for a Study</source>
        <translation>Exportar para un estudio</translation>
    </message>
    <message>
        <source>The summaries&apos; &amp;text (and the passages you highlighted)</source>
        <translation>El &amp;texto de los resúmenes (y los pasajes que resaltaste)</translation>
    </message>
    <message>
        <source>Your &amp;comments and feedback</source>
        <translation>Tus &amp;comentarios y valoraciones</translation>
    </message>
    <message>
        <source>Your stories&apos; t&amp;itles</source>
        <translation>Los t&amp;ítulos de tus relatos</translation>
    </message>
    <message>
        <source>Your stories&apos; full te&amp;xt</source>
        <translation>El te&amp;xto completo de tus relatos</translation>
    </message>
    <message>
        <source>What to include</source>
        <translation>Qué incluir</translation>
    </message>
    <message>
        <source>Your answers, highlighted mistakes and rankings are always included; your library&apos;s ids never are. Email addresses, phone numbers, web addresses, file paths and pieces of API keys are always taken out.</source>
        <translation>Tus respuestas, los errores que resaltaste y tus clasificaciones siempre se incluyen; los identificadores de tu biblioteca, nunca. Las direcciones de correo, los números de teléfono, las direcciones web, las rutas de archivo y los fragmentos de claves de API siempre se quitan.</translation>
    </message>
    <message>
        <source>&amp;Names to remove</source>
        <translation>&amp;Nombres que quitar</translation>
    </message>
    <message>
        <source>Your name, a pen name, real people you wrote about: each is replaced with [name] in everything exported. The list is kept for next time.</source>
        <translation>Tu nombre, un seudónimo, personas reales sobre las que escribiste: cada uno se sustituye por [name] en todo lo exportado. La lista se guarda para la próxima vez.</translation>
    </message>
    <message>
        <source>Names found in your text (tick any to remove them too):</source>
        <translation>Nombres encontrados en tu texto (marca los que quieras quitar también):</translation>
    </message>
    <message>
        <source>Preparing the preview…</source>
        <translation>Preparando la vista previa…</translation>
    </message>
    <message>
        <source>Exactly what the bundle will hold</source>
        <translation>Exactamente lo que contendrá el paquete</translation>
    </message>
    <message>
        <source>Next to this, the bundle holds a short label: a new random bundle id, today&apos;s date, the WriterLens version, the study id and your participant code.</source>
        <translation>Además, el paquete lleva una etiqueta breve: un nuevo identificador aleatorio del paquete, la fecha de hoy, la versión de WriterLens, el identificador del estudio y tu código de participante.</translation>
    </message>
    <message>
        <source>What the bundle holds and what was taken out</source>
        <translation>Qué contiene el paquete y qué se quitó</translation>
    </message>
    <message>
        <source>&amp;Save Bundle…</source>
        <translation>&amp;Guardar paquete…</translation>
    </message>
    <message>
        <source>Save the bundle to a file</source>
        <translation>Guardar el paquete en un archivo</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are not taking part in a study.&lt;/b&gt; The bundle carries a random pseudonym ({code}) instead of your name; join a study from the Study menu if a coordinator sent you a study file.</source>
        <translation>&lt;b&gt;No participas en ningún estudio.&lt;/b&gt; El paquete lleva un seudónimo aleatorio ({code}) en lugar de tu nombre; únete a un estudio desde el menú Estudio si un coordinador te envió un archivo de estudio.</translation>
    </message>
    <message>
        <source>&lt;b&gt;For the study “{title}”&lt;/b&gt;, as participant &lt;b&gt;{code}&lt;/b&gt;. Send the bundle to the study&apos;s coordinator.</source>
        <translation>&lt;b&gt;Para el estudio «{title}»&lt;/b&gt;, como participante &lt;b&gt;{code}&lt;/b&gt;. Envía el paquete al coordinador del estudio.</translation>
    </message>
    <message>
        <source>Updating the preview…</source>
        <translation>Actualizando la vista previa…</translation>
    </message>
    <message>
        <source>{stories}, {summaries}, {reviews}</source>
        <translation>{stories}, {summaries}, {reviews}</translation>
    </message>
    <message>
        <source>titles</source>
        <translation>títulos</translation>
    </message>
    <message>
        <source>no titles</source>
        <translation>sin títulos</translation>
    </message>
    <message>
        <source>story text</source>
        <translation>texto del relato</translation>
    </message>
    <message>
        <source>no story text</source>
        <translation>sin texto del relato</translation>
    </message>
    <message>
        <source>the summaries&apos; text</source>
        <translation>el texto de los resúmenes</translation>
    </message>
    <message>
        <source>no summaries&apos; text</source>
        <translation>sin texto de los resúmenes</translation>
    </message>
    <message>
        <source>your comments</source>
        <translation>tus comentarios</translation>
    </message>
    <message>
        <source>no comments</source>
        <translation>sin comentarios</translation>
    </message>
    <message>
        <source>with {what}</source>
        <translation>con {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something that could identify you is still in this bundle: it cannot be saved.&lt;/b&gt; See “In words”.</source>
        <translation>&lt;b&gt;En este paquete sigue habiendo algo que podría identificarte: no se puede guardar.&lt;/b&gt; Consulta «En palabras».</translation>
    </message>
    <message>
        <source>No story has a review yet: review a story&apos;s summaries first, then export.</source>
        <translation>Ningún relato tiene todavía una revisión: primero revisa los resúmenes de un relato y luego exporta.</translation>
    </message>
    <message>
        <source>The preview could not be made.</source>
        <translation>No se pudo crear la vista previa.</translation>
    </message>
    <message>
        <source>Save the bundle</source>
        <translation>Guardar el paquete</translation>
    </message>
    <message>
        <source>WriterLens bundles (*{suffix})</source>
        <translation>Paquetes de WriterLens (*{suffix})</translation>
    </message>
    <message>
        <source>Writing the bundle…</source>
        <translation>Escribiendo el paquete…</translation>
    </message>
    <message>
        <source>Saved “{name}” in {folder} ({reviews}, {size}). Bundle id: {bundle}. Send this file to the study coordinator.</source>
        <translation>Se guardó «{name}» en {folder} ({reviews}, {size}). Id. del paquete: {bundle}. Envía este archivo al coordinador del estudio.</translation>
    </message>
    <message>
        <source>The export was cancelled; no file was written.</source>
        <translation>La exportación se canceló; no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>No se escribió nada.</translation>
    </message>
    <message>
        <source>Show the e&amp;xact file (data.json)</source>
        <translation>Mo&amp;strar el archivo exacto (data.json)</translation>
    </message>
    <message>
        <source>Your &amp;model files&apos;, servers&apos; and their models&apos; names (otherwise “local model 1”, “server 1”, “server model 1”)</source>
        <translation>Los nombres de tus &amp;modelos locales y servidores (si no, «local model 1», «server 1», «server model 1»)</translation>
    </message>
    <message>
        <source>The file exactly as it will be saved, in the JSON format a study&apos;s software reads. The words above say the same.</source>
        <translation>El archivo exactamente como se guardará, en el formato JSON que lee el software de un estudio. Las palabras de arriba dicen lo mismo.</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n relato</numerusform>
            <numerusform>%n relatos</numerusform>
        </translation>
    </message>
    <message>
        <source>1 story</source>
        <translation>1 relato</translation>
    </message>
    <message>
        <source>1 summary</source>
        <translation>1 resumen</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n resumen</numerusform>
            <numerusform>%n resúmenes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviews</source>
        <translation>
            <numerusform>%n revisión</numerusform>
            <numerusform>%n revisiones</numerusform>
        </translation>
    </message>
    <message>
        <source>1 review</source>
        <translation>1 revisión</translation>
    </message>
    <message>
        <source>1 name removed</source>
        <translation>1 nombre quitado</translation>
    </message>
    <message numerus="yes">
        <source>%n names removed</source>
        <translation>
            <numerusform>%n nombre quitado</numerusform>
            <numerusform>%n nombres quitados</numerusform>
        </translation>
    </message>
    <message>
        <source>1 thing taken out (see “In words”).</source>
        <translation>1 elemento quitado (consulta «En palabras»).</translation>
    </message>
    <message numerus="yes">
        <source>%n things taken out (see “In words”).</source>
        <translation>
            <numerusform>%n elemento quitado (consulta «En palabras»).</numerusform>
            <numerusform>%n elementos quitados (consulta «En palabras»).</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;A piece of an API key is in this bundle: it cannot be saved.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hay un fragmento de una clave de API en este paquete: no se puede guardar.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ExportSummary</name>
    <message>
        <source>1 story</source>
        <translation>1 relato</translation>
    </message>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n relato</numerusform>
            <numerusform>%n relatos</numerusform>
        </translation>
    </message>
    <message>
        <source>1 summary</source>
        <translation>1 resumen</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n resumen</numerusform>
            <numerusform>%n resúmenes</numerusform>
        </translation>
    </message>
    <message>
        <source>1 review</source>
        <translation>1 revisión</translation>
    </message>
    <message numerus="yes">
        <source>%n reviews</source>
        <translation>
            <numerusform>%n revisión</numerusform>
            <numerusform>%n revisiones</numerusform>
        </translation>
    </message>
    <message>
        <source>1 highlighted passage</source>
        <translation>1 pasaje resaltado</translation>
    </message>
    <message numerus="yes">
        <source>%n highlighted passages</source>
        <translation>
            <numerusform>%n pasaje resaltado</numerusform>
            <numerusform>%n pasajes resaltados</numerusform>
        </translation>
    </message>
    <message>
        <source>1 feedback note</source>
        <translation>1 nota de valoración</translation>
    </message>
    <message numerus="yes">
        <source>%n feedback notes</source>
        <translation>
            <numerusform>%n nota de valoración</numerusform>
            <numerusform>%n notas de valoración</numerusform>
        </translation>
    </message>
    <message>
        <source>1 comment</source>
        <translation>1 comentario</translation>
    </message>
    <message numerus="yes">
        <source>%n comments</source>
        <translation>
            <numerusform>%n comentario</numerusform>
            <numerusform>%n comentarios</numerusform>
        </translation>
    </message>
    <message>
        <source>1 automatic score</source>
        <translation>1 puntuación automática</translation>
    </message>
    <message numerus="yes">
        <source>%n automatic scores</source>
        <translation>
            <numerusform>%n puntuación automática</numerusform>
            <numerusform>%n puntuaciones automáticas</numerusform>
        </translation>
    </message>
    <message>
        <source>1 question probe</source>
        <translation>1 pregunta de comprobación</translation>
    </message>
    <message numerus="yes">
        <source>%n question probes</source>
        <translation>
            <numerusform>%n pregunta de comprobación</numerusform>
            <numerusform>%n preguntas de comprobación</numerusform>
        </translation>
    </message>
    <message>
        <source>1 claim</source>
        <translation>1 afirmación</translation>
    </message>
    <message numerus="yes">
        <source>%n claims</source>
        <translation>
            <numerusform>%n afirmación</numerusform>
            <numerusform>%n afirmaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>1 verdict of yours</source>
        <translation>1 veredicto tuyo</translation>
    </message>
    <message numerus="yes">
        <source>%n verdicts of yours</source>
        <translation>
            <numerusform>%n veredicto tuyo</numerusform>
            <numerusform>%n veredictos tuyos</numerusform>
        </translation>
    </message>
    <message>
        <source>1 passage you marked as left out</source>
        <translation>1 pasaje que marcaste como omitido</translation>
    </message>
    <message numerus="yes">
        <source>%n passages you marked as left out</source>
        <translation>
            <numerusform>%n pasaje que marcaste como omitido</numerusform>
            <numerusform>%n pasajes que marcaste como omitidos</numerusform>
        </translation>
    </message>
    <message>
        <source>1 verdict by an automatic judge</source>
        <translation>1 veredicto de un evaluador automático</translation>
    </message>
    <message numerus="yes">
        <source>%n verdicts by automatic judges</source>
        <translation>
            <numerusform>%n veredicto de un evaluador automático</numerusform>
            <numerusform>%n veredictos de evaluadores automáticos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>{n}, as random ids; {titles}; {text}.</source>
        <translation>{n}, con identificadores aleatorios; {titles}; {text}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A piece of one of your API keys is still in this bundle, so it cannot be saved.&lt;/b&gt; It sits in a part WriterLens does not rewrite (for example a prompt&apos;s name). Delete the summary that holds it, or replace the key in Settings → API keys, then look again.</source>
        <extracomment>the counts of what a bundle holds (their translations were filed under this name)</extracomment>
        <translation>&lt;b&gt;Un fragmento de una de tus claves de API sigue en este paquete, así que no se puede guardar.&lt;/b&gt; Está en una parte que WriterLens no reescribe (por ejemplo, el nombre de un prompt). Borra el resumen que lo contiene, o cambia la clave en Ajustes → Claves de API, y vuelve a mirar.</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>Email addresses</source>
        <translation>Direcciones de correo</translation>
    </message>
    <message>
        <source>Phone numbers</source>
        <translation>Números de teléfono</translation>
    </message>
    <message>
        <source>Web addresses and @handles</source>
        <translation>Direcciones web y @usuarios</translation>
    </message>
    <message>
        <source>File paths and file names</source>
        <translation>Rutas y nombres de archivo</translation>
    </message>
    <message>
        <source>This computer&apos;s user name</source>
        <translation>Nombre de usuario de este ordenador</translation>
    </message>
    <message>
        <source>This computer&apos;s name</source>
        <translation>Nombre de este ordenador</translation>
    </message>
    <message>
        <source>Model file and server names</source>
        <translation>Nombres de archivos de modelo y servidores</translation>
    </message>
    <message>
        <source>Pieces of an API key</source>
        <translation>Fragmentos de una clave de API</translation>
    </message>
    <message>
        <source>Card numbers</source>
        <translation>Números de tarjeta</translation>
    </message>
    <message>
        <source>Bank account numbers</source>
        <translation>Números de cuenta bancaria</translation>
    </message>
    <message>
        <source>Identity and tax numbers</source>
        <translation>Números de identidad y fiscales</translation>
    </message>
    <message>
        <source>Dates of birth</source>
        <translation>Fechas de nacimiento</translation>
    </message>
    <message>
        <source>Postal addresses and postcodes</source>
        <translation>Direcciones postales y códigos postales</translation>
    </message>
    <message>
        <source>GPS coordinates</source>
        <translation>Coordenadas GPS</translation>
    </message>
    <message>
        <source>IP addresses</source>
        <translation>Direcciones IP</translation>
    </message>
    <message>
        <source>Device (MAC) addresses</source>
        <translation>Direcciones de dispositivo (MAC)</translation>
    </message>
    <message>
        <source>with their titles</source>
        <translation>con sus títulos</translation>
    </message>
    <message>
        <source>no titles</source>
        <translation>sin títulos</translation>
    </message>
    <message>
        <source>with their full text</source>
        <translation>con su texto completo</translation>
    </message>
    <message>
        <source>not their text</source>
        <translation>sin su texto</translation>
    </message>
    <message>
        <source>{n}; {text}.</source>
        <translation>{n}; {text}.</translation>
    </message>
    <message>
        <source>{f} and {c} on passages.</source>
        <translation>{f} y {c} sobre pasajes.</translation>
    </message>
    <message>
        <source>The claim you wrote or reworded goes without its words (only where it sits in the summary): your own words go only with your comments.</source>
        <translation>La afirmación que escribiste o reformulaste va sin sus palabras (solo dónde está en el resumen): tus propias palabras solo van con tus comentarios.</translation>
    </message>
    <message numerus="yes">
        <source>The %n claims you wrote or reworded go without their words (only where they sit in the summary): your own words go only with your comments.</source>
        <translation>
            <numerusform>La %n afirmación que escribiste o reformulaste va sin sus palabras (solo dónde está en el resumen): tus propias palabras solo van con tus comentarios.</numerusform>
            <numerusform>Las %n afirmaciones que escribiste o reformulaste van sin sus palabras (solo dónde están en el resumen): tus propias palabras solo van con tus comentarios.</numerusform>
        </translation>
    </message>
    <message>
        <source>What the bundle holds</source>
        <translation>Qué contiene el paquete</translation>
    </message>
    <message>
        <source>{claims} from the summaries, {verdicts}, {omissions} and {judges}, with the words of the story passages you gave as evidence or marked.</source>
        <translation>{claims} de los resúmenes, {verdicts}, {omissions} y {judges}, con las palabras de los pasajes del relato que diste como prueba o marcaste.</translation>
    </message>
    <message>
        <source>{claims} from the summaries, {verdicts}, {omissions} and {judges}; the story passages you gave as evidence or marked go only as positions in the story, not their words.</source>
        <translation>{claims} de los resúmenes, {verdicts}, {omissions} y {judges}; los pasajes del relato que diste como prueba o marcaste van solo como posiciones en el relato, no con sus palabras.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>For example</source>
        <translation>Por ejemplo</translation>
    </message>
    <message>
        <source>Every change to what a model wrote</source>
        <translation>Cada cambio en lo que escribió un modelo</translation>
    </message>
    <message>
        <source>No word of a summary, a model&apos;s claim or a judge&apos;s evidence changed.</source>
        <translation>No cambió ninguna palabra de un resumen, de una afirmación de un modelo ni de la evidencia de un juez.</translation>
    </message>
    <message>
        <source>with their text</source>
        <translation>con su texto</translation>
    </message>
    <message>
        <source>{n}: your answers to the questions, your rankings, and {spans}, each with its label.</source>
        <translation>{n}: tus respuestas a las preguntas, tus clasificaciones y {spans}, cada uno con su etiqueta.</translation>
    </message>
    <message>
        <source>No feedback notes or comments.</source>
        <translation>No hay notas de valoración ni comentarios.</translation>
    </message>
    <message>
        <source>{n} and {p}.</source>
        <translation>{n} y {p}.</translation>
    </message>
    <message>
        <source>The models, as the bundle names them</source>
        <translation>Los modelos, tal como los nombra el paquete</translation>
    </message>
    <message>
        <source>Taken out before saving</source>
        <translation>Quitado antes de guardar</translation>
    </message>
    <message>
        <source>Nothing that looks like a name you listed, an email address, a phone number, a web address, a file path or a piece of an API key was found.</source>
        <translation>No se encontró nada que parezca un nombre de tu lista, una dirección de correo, un número de teléfono, una dirección web, una ruta de archivo o un fragmento de una clave de API.</translation>
    </message>
    <message>
        <source>never shown</source>
        <translation>nunca se muestra</translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message>
        <source>Mark the review complete</source>
        <translation>Marcar la revisión como completa</translation>
    </message>
    <message>
        <source>Show which model wrote which summary</source>
        <translation>Mostrar qué modelo escribió cada resumen</translation>
    </message>
    <message>
        <source>The mistakes planted in the practice summaries</source>
        <translation>Los errores colocados a propósito en los resúmenes de práctica</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Finish&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Terminar&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your review is complete.&lt;/b&gt; The models&apos; names are shown below. Your judgments are kept exactly as you made them, blind: from now on the review can be read but not changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tu revisión está completa.&lt;/b&gt; Los nombres de los modelos se muestran abajo. Tus juicios se guardan tal como los hiciste, a ciegas: a partir de ahora la revisión se puede leer, pero no cambiar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your review is complete.&lt;/b&gt; You can go back and change anything. When you are sure, you can see which model wrote which summary. After that your review can be read but no longer changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tu revisión está completa.&lt;/b&gt; Puedes volver atrás y cambiar lo que quieras. Cuando lo tengas claro, podrás ver qué modelo escribió cada resumen. Después, tu revisión se podrá leer, pero ya no cambiar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not complete yet.&lt;/b&gt; {missing}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aún no está completa.&lt;/b&gt; {missing}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Length in words</source>
        <translation>Longitud en palabras</translation>
    </message>
    <message>
        <source>How long a text is. WriterLens shows words first. AI models read text in small pieces called tokens (a word is about one and a third tokens in English); their limits and prices are counted in tokens, so the token count is shown next to the words.</source>
        <translation>Lo largo que es un texto. WriterLens muestra primero las palabras. Los modelos de IA leen el texto en trozos pequeños llamados tokens (en inglés, una palabra es aproximadamente un token y un tercio); sus límites y precios se cuentan en tokens, así que el número de tokens se muestra junto a las palabras.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>The sub-word units a language model&apos;s tokenizer splits text into. WriterLens counts them on this computer with the cl100k_base tokenizer; a cloud model&apos;s own count may differ a little.</source>
        <translation>Las unidades subléxicas en que el tokenizador de un modelo de lenguaje divide el texto. WriterLens las cuenta en este ordenador con el tokenizador cl100k_base; el recuento de un modelo en la nube puede variar un poco.</translation>
    </message>
    <message>
        <source>Reading level</source>
        <translation>Nivel de lectura</translation>
    </message>
    <message>
        <source>How easy a text is to read, given as the US school year (grade) whose pupils would find it easy: grade 5 is about 10-year-olds, grade 12 the last year of school, above 12 is university reading. Short sentences and short words make it lower. It says nothing about how good the writing is.</source>
        <translation>Lo fácil que es leer un texto, expresado como el curso escolar de EE. UU. (grade) cuyos alumnos lo encontrarían fácil: el grado 5 corresponde a unos 10 años, el 12 al último curso del instituto, y por encima de 12 es lectura universitaria. Las frases y palabras cortas lo bajan. No dice nada sobre la calidad de la escritura.</translation>
    </message>
    <message>
        <source>Flesch-Kincaid grade level</source>
        <translation>Grado de Flesch-Kincaid (Flesch-Kincaid grade level)</translation>
    </message>
    <message>
        <source>0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59.</source>
        <translation>0,39 × (palabras ÷ oraciones) + 11,8 × (sílabas ÷ palabras) − 15,59.</translation>
    </message>
    <message>
        <source>Words shared with your story</source>
        <translation>Palabras compartidas con tu relato</translation>
    </message>
    <message>
        <source>How much of the summary is made of words and phrases that also appear in your story. A high share is normal: a summary names your characters and places. This is a count made by WriterLens, not your answer to the question about what the summary covers.</source>
        <translation>Cuánto del resumen está hecho de palabras y expresiones que también aparecen en tu relato. Una proporción alta es normal: un resumen nombra a tus personajes y lugares. Es un recuento hecho por WriterLens, no tu respuesta a la pregunta sobre lo que cubre el resumen.</translation>
    </message>
    <message>
        <source>Extractive fragment coverage</source>
        <translation>Cobertura de fragmentos extractivos (extractive fragment coverage)</translation>
    </message>
    <message>
        <source>The share of the summary&apos;s words that belong to extractive fragments, the longest runs of words shared with the story (Grusky et al., 2018). Exports and the study report call it “coverage”.</source>
        <translation>La proporción de las palabras del resumen que pertenecen a fragmentos extractivos, las secuencias de palabras más largas compartidas con el relato (Grusky et al., 2018). Las exportaciones y el informe del estudio la llaman «coverage».</translation>
    </message>
    <message>
        <source>Copied word for word</source>
        <translation>Copiado palabra por palabra</translation>
    </message>
    <message>
        <source>How much of the summary is copied word for word from your story, as the typical length of a copied run: about 1 means single words are shared, 5 or more means whole phrases or sentences are lifted from the story.</source>
        <translation>Cuánto del resumen está copiado palabra por palabra de tu relato, según la longitud típica de un fragmento copiado: alrededor de 1 significa que se comparten palabras sueltas; 5 o más, que se toman del relato expresiones o frases enteras.</translation>
    </message>
    <message>
        <source>Extractive fragment density</source>
        <translation>Densidad de fragmentos extractivos (extractive fragment density)</translation>
    </message>
    <message>
        <source>The sum of the squared lengths of the extractive fragments divided by the number of summary words (Grusky et al., 2018). Exports call it “density”.</source>
        <translation>La suma de los cuadrados de las longitudes de los fragmentos extractivos dividida entre el número de palabras del resumen (Grusky et al., 2018). Las exportaciones la llaman «density».</translation>
    </message>
    <message>
        <source>How much shorter</source>
        <translation>Cuánto más corto</translation>
    </message>
    <message>
        <source>How many words of your story each word of the summary stands for: “8 times shorter” means the summary is an eighth of your story&apos;s length.</source>
        <translation>Cuántas palabras de tu relato representa cada palabra del resumen: «8 veces más corto» significa que el resumen mide una octava parte de tu relato.</translation>
    </message>
    <message>
        <source>Compression ratio</source>
        <translation>Tasa de compresión (compression ratio)</translation>
    </message>
    <message>
        <source>Story words ÷ summary words (Grusky et al., 2018). Exports call it “compression”.</source>
        <translation>Palabras del relato ÷ palabras del resumen (Grusky et al., 2018). Las exportaciones la llaman «compression».</translation>
    </message>
    <message>
        <source>Runs of words also in your story</source>
        <translation>Secuencias también en tu relato</translation>
    </message>
    <message>
        <source>Quantisation (quantization)</source>
        <translation>Cuantización (quantization)</translation>
    </message>
    <message>
        <source>Context window (context size)</source>
        <translation>Ventana de contexto (context size)</translation>
    </message>
    <message>
        <source>The maximum number of tokens (prompt and generated text) a model attends to in one call; for a model on this computer, the n_ctx it is loaded with, at most the trained context it was built for.</source>
        <translation>El número máximo de tokens (prompt y texto generado) que un modelo atiende en una llamada; para un modelo de este ordenador, el n_ctx con el que se carga, como mucho el contexto de entrenamiento para el que se construyó.</translation>
    </message>
    <message>
        <source>Of all the runs of 2, 3, 4 or 5 words in a row in the summary, how many also appear in your story. Lower means the summary uses more wording of its own.</source>
        <translation>De todas las secuencias de 2, 3, 4 o 5 palabras seguidas del resumen, cuántas aparecen también en tu relato. Más bajo significa que el resumen usa más palabras propias.</translation>
    </message>
    <message>
        <source>N-gram overlap</source>
        <translation>Solapamiento de n-gramas (n-gram overlap)</translation>
    </message>
    <message>
        <source>The share of the summary&apos;s n-grams (n = 2 to 5, compared by their dictionary forms) that also occur in the story; one minus the share of novel n-grams.</source>
        <translation>La proporción de n-gramas del resumen (n = 2 a 5, comparados por sus formas de diccionario) que también aparecen en el relato; uno menos la proporción de n-gramas nuevos.</translation>
    </message>
    <message>
        <source>Longest copied run</source>
        <translation>Fragmento copiado más largo</translation>
    </message>
    <message>
        <source>The longest passage the summary repeats from your story word for word.</source>
        <translation>El pasaje más largo que el resumen repite palabra por palabra de tu relato.</translation>
    </message>
    <message>
        <source>Longest common word sequence</source>
        <translation>Secuencia común de palabras más larga (longest common word sequence)</translation>
    </message>
    <message>
        <source>The longest run of consecutive words that occurs in both the summary and the story.</source>
        <translation>La secuencia más larga de palabras consecutivas que aparece tanto en el resumen como en el relato.</translation>
    </message>
    <message>
        <source>Copied passages</source>
        <translation>Pasajes copiados</translation>
    </message>
    <message>
        <source>Passages of five words or more the summary copies from your story without quotation marks. You can show them in the summary&apos;s text.</source>
        <translation>Pasajes de cinco palabras o más que el resumen copia de tu relato sin comillas. Puedes mostrarlos en el texto del resumen.</translation>
    </message>
    <message>
        <source>Unquoted verbatim spans</source>
        <translation>Fragmentos literales sin comillas (unquoted verbatim spans)</translation>
    </message>
    <message>
        <source>Maximal word sequences of length 5 or more shared with the story and not inside quotation marks in the summary.</source>
        <translation>Secuencias máximas de 5 palabras o más compartidas con el relato y que no están entre comillas en el resumen.</translation>
    </message>
    <message>
        <source>Cost for this story</source>
        <translation>Coste de este relato</translation>
    </message>
    <message>
        <source>What the cloud company charges to read your story and write the summary, in US dollars, written the way your computer writes amounts. Models on this computer are free.</source>
        <translation>Lo que cobra la empresa en la nube por leer tu relato y escribir el resumen, en dólares estadounidenses, escrito como tu ordenador escribe las cantidades. Los modelos de este ordenador son gratis.</translation>
    </message>
    <message>
        <source>Price per million tokens</source>
        <translation>Precio por millón de tokens</translation>
    </message>
    <message>
        <source>Cost = tokens read × input price + tokens written × output price, with the prices the company publishes in US dollars per million tokens (reading and writing are priced apart).</source>
        <translation>Coste = tokens leídos × precio de entrada + tokens escritos × precio de salida, con los precios que la empresa publica en dólares estadounidenses por millón de tokens (leer y escribir tienen precios distintos).</translation>
    </message>
    <message>
        <source>File size and quality</source>
        <translation>Tamaño y calidad</translation>
    </message>
    <message>
        <source>How finely the model&apos;s numbers are stored in its file. A smaller file loads faster and needs less memory but writes slightly weaker summaries; “Q4” files are a common balance.</source>
        <translation>Con cuánta precisión se guardan los números del modelo en su archivo. Un archivo más pequeño carga más rápido y necesita menos memoria, pero escribe resúmenes algo peores; los archivos «Q4» son un equilibrio habitual.</translation>
    </message>
    <message>
        <source>The number format of the model&apos;s weights, e.g. Q4_K_M (about 4.8 bits per weight in k-quant blocks), Q8_0 (8 bits) or F16 (16-bit floating point).</source>
        <translation>El formato numérico de los pesos del modelo, p. ej. Q4_K_M (unos 4,8 bits por peso en bloques k-quant), Q8_0 (8 bits) o F16 (coma flotante de 16 bits).</translation>
    </message>
    <message>
        <source>How much it reads at once</source>
        <translation>Cuánto lee de una vez</translation>
    </message>
    <message>
        <source>The most text a model can keep in mind at one time: your story, WriterLens&apos;s instructions and the summary it writes, together. A story that does not fit is summarized part by part.</source>
        <translation>Lo máximo de texto que un modelo puede tener presente a la vez: tu relato, las instrucciones de WriterLens y el resumen que escribe, todo junto. Un relato que no cabe se resume parte por parte.</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>Memoria necesaria</translation>
    </message>
    <message>
        <source>How much of your computer&apos;s memory the model takes while it writes. If it needs more than is free, the computer slows down or the model does not start.</source>
        <translation>Cuánta memoria de tu ordenador ocupa el modelo mientras escribe. Si necesita más de la que hay libre, el ordenador va lento o el modelo no arranca.</translation>
    </message>
    <message>
        <source>RAM for weights and KV cache</source>
        <translation>RAM para pesos y caché KV</translation>
    </message>
    <message>
        <source>About the model file&apos;s size plus the key-value cache for the chosen context window.</source>
        <translation>Aproximadamente el tamaño del archivo del modelo más la caché clave-valor para la ventana de contexto elegida.</translation>
    </message>
    <message>
        <source>Times the model is asked</source>
        <translation>Veces que se consulta al modelo</translation>
    </message>
    <message>
        <source>How many separate requests a summary takes. A long story summarized part by part needs one per part, and more to join the parts.</source>
        <translation>Cuántas peticiones separadas necesita un resumen. Un relato largo resumido parte por parte necesita una por parte, y más para unir las partes.</translation>
    </message>
    <message>
        <source>Model calls</source>
        <translation>Llamadas al modelo (model calls)</translation>
    </message>
    <message>
        <source>The number of completion requests (API calls or local generations) of one run.</source>
        <translation>El número de peticiones de completado (llamadas a la API o generaciones locales) de una ejecución.</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Modelo evaluador</translation>
    </message>
    <message>
        <source>An AI model you can ask to score a summary, as a second opinion next to yours. Its scores are never your answers.</source>
        <translation>Un modelo de IA al que puedes pedir que puntúe un resumen, como segunda opinión junto a la tuya. Sus puntuaciones nunca son tus respuestas.</translation>
    </message>
    <message>
        <source>LLM-as-a-judge</source>
        <translation>LLM como evaluador (LLM-as-a-judge)</translation>
    </message>
    <message>
        <source>A language model prompted with the story, the summary and a rubric to return scores; its cost is counted like a summary&apos;s.</source>
        <translation>Un modelo de lenguaje al que se le da el relato, el resumen y una rúbrica para que devuelva puntuaciones; su coste se cuenta como el de un resumen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{plain}&lt;/b&gt;: {explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Exact term:&lt;/i&gt; {exact}. {definition}&lt;/p&gt;&lt;p&gt;&lt;i&gt;More in Help → Glossary.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{plain}&lt;/b&gt;: {explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Término exacto:&lt;/i&gt; {exact}. {definition}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Más en Ayuda → Glosario.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <source>What the numbers in WriterLens mean. Each entry gives the plain name you see on screen, then the exact term researchers use (and the exports keep) with its definition.</source>
        <translation>Qué significan las cifras de WriterLens. Cada entrada da primero el nombre sencillo que ves en pantalla y luego el término exacto que usan los investigadores (y que conservan las exportaciones), con su definición.</translation>
    </message>
    <message>
        <source>Search the glossary</source>
        <translation>Buscar en el glosario</translation>
    </message>
    <message>
        <source>Glossary entries</source>
        <translation>Entradas del glosario</translation>
    </message>
    <message>
        <source>Nothing in the glossary mentions “{query}”.</source>
        <translation>Nada del glosario menciona «{query}».</translation>
    </message>
    <message>
        <source>&lt;h3&gt;&lt;a name=&apos;{key}&apos;&gt;&lt;/a&gt;{plain}&lt;/h3&gt;&lt;p&gt;{explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Exact term:&lt;/i&gt; &lt;b&gt;{exact}&lt;/b&gt;. {definition}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;&lt;a name=&apos;{key}&apos;&gt;&lt;/a&gt;{plain}&lt;/h3&gt;&lt;p&gt;{explanation}&lt;/p&gt;&lt;p&gt;&lt;i&gt;Término exacto:&lt;/i&gt; &lt;b&gt;{exact}&lt;/b&gt;. {definition}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ImportResults</name>
    <message>
        <source>What happened to each imported file</source>
        <translation>Qué pasó con cada archivo importado</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Aceptado</translation>
    </message>
    <message>
        <source>participant {code}, bundle {bundle}</source>
        <translation>participante {code}, paquete {bundle}</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rechazado</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Study Instructions — {title}</source>
        <translation>Instrucciones del estudio — {title}</translation>
    </message>
    <message>
        <source>The study&apos;s instructions</source>
        <translation>Las instrucciones del estudio</translation>
    </message>
    <message>
        <source>The coordinator gave no instructions.</source>
        <translation>El coordinador no dejó instrucciones.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;You take part as &lt;b&gt;{code}&lt;/b&gt; since {day}. Your exports carry this code and the study id ({id}), never your name.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Participas como &lt;b&gt;{code}&lt;/b&gt; desde el {day}. Tus exportaciones llevan este código y el identificador del estudio ({id}), nunca tu nombre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;You take part as &lt;b&gt;{code}&lt;/b&gt;. Your exports carry this code and the study id ({id}), never your name.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Participas como &lt;b&gt;{code}&lt;/b&gt;. Tus exportaciones llevan este código y el identificador del estudio ({id}), nunca tu nombre.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>InstrumentPicker</name>
    <message>
        <source>{id} (ships with WriterLens)</source>
        <translation>{id} (incluido en WriterLens)</translation>
    </message>
    <message>
        <source>Your own (a JSON file)…</source>
        <translation>Uno propio (un archivo JSON)…</translation>
    </message>
    <message>
        <source>The JSON file, in the format of the shipped ones</source>
        <translation>El archivo JSON, con el formato de los incluidos</translation>
    </message>
    <message>
        <source>{noun} file</source>
        <translation>Archivo de {noun}</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose the {noun} file</source>
        <translation>Elegir el archivo de {noun}</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Archivos JSON (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>JoinStudyDialog</name>
    <message>
        <source>Join a Study</source>
        <translation>Unirse a un estudio</translation>
    </message>
    <message>
        <source>Reading the study file…</source>
        <translation>Leyendo el archivo de estudio…</translation>
    </message>
    <message>
        <source>The study&apos;s instructions</source>
        <translation>Las instrucciones del estudio</translation>
    </message>
    <message>
        <source>Your participant code</source>
        <translation>Tu código de participante</translation>
    </message>
    <message>
        <source>Your participant &amp;code:</source>
        <translation>Tu &amp;código de participante:</translation>
    </message>
    <message>
        <source>&amp;Join the Study</source>
        <translation>&amp;Unirse al estudio</translation>
    </message>
    <message>
        <source>&amp;Instructions from the coordinator:</source>
        <translation>&amp;Instrucciones del coordinador:</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Study id: {id}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Id. del estudio: {id}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The coordinator gave no instructions.</source>
        <translation>El coordinador no dejó instrucciones.</translation>
    </message>
    <message>
        <source>Type the code the coordinator sent you</source>
        <translation>Escribe el código que te envió el coordinador</translation>
    </message>
    <message>
        <source>Leave empty for a random pseudonym</source>
        <translation>Déjalo vacío para un seudónimo aleatorio</translation>
    </message>
    <message>
        <source>You have already joined this study; joining again keeps your ids.</source>
        <translation>Ya te uniste a este estudio; si te unes de nuevo, conservas tus identificadores.</translation>
    </message>
    <message>
        <source>You are taking part in “{current}”. Joining this study replaces it; your reviews stay in your library.</source>
        <translation>Participas en «{current}». Unirte a este estudio lo sustituye; tus revisiones se quedan en tu biblioteca.</translation>
    </message>
    <message>
        <source>This study file cannot be used.</source>
        <translation>Este archivo de estudio no se puede usar.</translation>
    </message>
</context>
<context>
    <name>JudgeDialog</name>
    <message>
        <source>A judge model reads your story and a summary, and answers as a careful reader would. Its answers are shown apart from yours and never change them.</source>
        <translation>Un modelo evaluador lee tu relato y un resumen, y responde como lo haría un lector atento. Sus respuestas se muestran aparte de las tuyas y nunca las cambian.</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Modelo evaluador</translation>
    </message>
    <message>
        <source>&amp;Judge model:</source>
        <translation>Modelo &amp;evaluador:</translation>
    </message>
    <message>
        <source>Judging progress</source>
        <translation>Progreso de la evaluación</translation>
    </message>
    <message>
        <source>Choose a judge model and at least one thing to ask.</source>
        <translation>Elige un modelo evaluador y al menos una cosa que preguntar.</translation>
    </message>
    <message>
        <source>Ask judge models</source>
        <extracomment>the writer wants to write their questions about the story first</extracomment>
        <translation>Consultar modelos evaluadores</translation>
    </message>
</context>
<context>
    <name>JudgePage</name>
    <message>
        <source>Done. The judges&apos; answers are in the measures panel.</source>
        <extracomment>the writer wants to write their questions about the story first</extracomment>
        <translation>Hecho. Las respuestas de los evaluadores están en el panel de medidas.</translation>
    </message>
    <message>
        <source>Stopped. What the judge had finished is kept in the measures panel.</source>
        <translation>Detenido. Lo que el evaluador había terminado se conserva en el panel de medidas.</translation>
    </message>
    <message>
        <source>The judge could not finish. What it had finished is kept in the measures panel.</source>
        <translation>El evaluador no pudo terminar. Lo que había terminado se conserva en el panel de medidas.</translation>
    </message>
    <message>
        <source>The &amp;four questions (coverage, faithfulness, coherence, analysis), 1–4</source>
        <translation>Las &amp;cuatro preguntas (cobertura, fidelidad, coherencia, análisis), 1–4</translation>
    </message>
    <message>
        <source>&amp;Coherence, sentence by sentence: what would confuse a reader</source>
        <translation>C&amp;oherencia, frase a frase: lo que confundiría a un lector</translation>
    </message>
    <message>
        <source>Your &amp;questions about the story: which it answers</source>
        <translation>Tus &amp;preguntas sobre el relato: cuáles responde</translation>
    </message>
    <message>
        <source>&amp;Write your questions…</source>
        <translation>E&amp;scribir tus preguntas…</translation>
    </message>
    <message>
        <source>What to ask</source>
        <translation>Qué preguntar</translation>
    </message>
    <message>
        <source>You have not written any questions about this story yet.</source>
        <translation>Todavía no has escrito ninguna pregunta sobre este relato.</translation>
    </message>
    <message>
        <source>1 question of yours about this story.</source>
        <translation>1 pregunta tuya sobre este relato.</translation>
    </message>
    <message numerus="yes">
        <source>%n questions of yours about this story.</source>
        <translation>
            <numerusform>%n pregunta tuya sobre este relato.</numerusform>
            <numerusform>%n preguntas tuyas sobre este relato.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Edit your questions…</source>
        <translation>Editar tus pre&amp;guntas…</translation>
    </message>
    <message>
        <source>the four questions</source>
        <translation>las cuatro preguntas</translation>
    </message>
    <message>
        <source>coherence</source>
        <translation>coherencia</translation>
    </message>
    <message>
        <source>your questions</source>
        <translation>tus preguntas</translation>
    </message>
</context>
<context>
    <name>JudgeResults</name>
    <message>
        <source>someone or something not introduced</source>
        <extracomment>The kinds of confusion a coherence judge reports, in a few words (the tooltip says more).</extracomment>
        <translation>alguien o algo sin presentar</translation>
    </message>
    <message>
        <source>an event left out</source>
        <translation>un suceso omitido</translation>
    </message>
    <message>
        <source>a missing reason</source>
        <translation>falta un motivo</translation>
    </message>
    <message>
        <source>a minor detail given weight</source>
        <translation>un detalle menor con demasiado peso</translation>
    </message>
    <message>
        <source>an abrupt jump</source>
        <translation>un salto brusco</translation>
    </message>
    <message>
        <source>says the same twice</source>
        <translation>dice lo mismo dos veces</translation>
    </message>
    <message>
        <source>contradicts itself</source>
        <translation>se contradice</translation>
    </message>
    <message>
        <source>unclear wording</source>
        <translation>redacción poco clara</translation>
    </message>
    <message>
        <source>Judge models</source>
        <extracomment>summary code points to select (a sentence a coherence judge found confusing)</extracomment>
        <translation>Modelos evaluadores</translation>
    </message>
    <message>
        <source>Run &amp;judges…</source>
        <translation>Consultar &amp;evaluadores…</translation>
    </message>
    <message>
        <source>Ask a model you set up to score this summary (you see the cost first)</source>
        <translation>Pedir a un modelo que configuraste que puntúe este resumen (primero ves el coste)</translation>
    </message>
    <message>
        <source>Your &amp;questions…</source>
        <translation>Tus &amp;preguntas…</translation>
    </message>
    <message>
        <source>Questions about your story a good summary should answer, with your answers</source>
        <translation>Preguntas sobre tu relato que un buen resumen debería responder, con tus respuestas</translation>
    </message>
    <message>
        <source>Judge scores per question</source>
        <translation>Puntuaciones de los evaluadores por pregunta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coherence, sentence by sentence&lt;/b&gt;</source>
        <translation>&lt;b&gt;Coherencia, frase a frase&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Coherence, sentence by sentence</source>
        <translation>Coherencia, frase a frase</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your questions about the story&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tus preguntas sobre el relato&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your questions answered</source>
        <translation>Tus preguntas respondidas</translation>
    </message>
    <message>
        <source>Judged by: {models}. A judge is another AI model: its scores are its reading, not yours. Hover over a score for its reply.</source>
        <translation>Evaluado por: {models}. Un evaluador es otro modelo de IA: sus puntuaciones son su lectura, no la tuya. Pasa el ratón por una puntuación para ver su respuesta.</translation>
    </message>
    <message>
        <source>No judge model has read this summary yet. Run judges… asks a model you set up; you see what it would cost before anything is sent.</source>
        <translation>Ningún evaluador ha leído aún este resumen. «Consultar evaluadores…» pregunta a un modelo que configuraste; ves lo que costaría antes de que se envíe nada.</translation>
    </message>
    <message>
        <source>Not asked: the judge declined an earlier question, or the run stopped.</source>
        <translation>Sin preguntar: el evaluador rechazó una pregunta anterior, o la ejecución se detuvo.</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>The judge declined to answer this question.</source>
        <translation>El evaluador se negó a responder a esta pregunta.</translation>
    </message>
    <message>
        <source>The judge&apos;s reply could not be read as a score 1–4.</source>
        <translation>La respuesta del evaluador no se pudo leer como una puntuación del 1 al 4.</translation>
    </message>
    <message>
        <source>{v} of 4</source>
        <translation>{v} de 4</translation>
    </message>
    <message>
        <source>Its reply: {reply}</source>
        <translation>Su respuesta: {reply}</translation>
    </message>
    <message>
        <source>{judge}: {clear} of {n} sentences read clearly ({share})</source>
        <translation>{judge}: {clear} de {n} frases se leen con claridad ({share})</translation>
    </message>
    <message>
        <source>{judge}: no sentence got a usable answer</source>
        <translation>{judge}: ninguna frase obtuvo una respuesta utilizable</translation>
    </message>
    <message>
        <source>A reader asks: {q}</source>
        <translation>Un lector pregunta: {q}</translation>
    </message>
    <message>
        <source>the judge declined to answer</source>
        <translation>el evaluador se negó a responder</translation>
    </message>
    <message>
        <source>the judge&apos;s reply could not be read</source>
        <translation>la respuesta del evaluador no se pudo leer</translation>
    </message>
    <message>
        <source>{judge}: answers {k} of your {n} questions ({share})</source>
        <translation>{judge}: responde {k} de tus {n} preguntas ({share})</translation>
    </message>
    <message>
        <source>✓ Yes</source>
        <translation>✓ Sí</translation>
    </message>
    <message>
        <source>✗ No</source>
        <translation>✗ No</translation>
    </message>
    <message>
        <source>Evidence: {e}</source>
        <translation>Prueba: {e}</translation>
    </message>
    <message>
        <source>{heading} — stopped after {n} of {total} sentences</source>
        <translation>{heading} — detenido tras {n} de {total} frases</translation>
    </message>
    <message>
        <source>a person, place or thing appears without being introduced</source>
        <extracomment>Every kind, in the order offered. BooookScore&apos;s kinds of confusion (Chang et al., 2024), as stored and exported. What a reader is told each kind means (the judge&apos;s prompt, in English, and the UI&apos;s tooltips, translated: hence marked for lupdate).</extracomment>
        <translation>aparece una persona, un lugar o una cosa sin haberse presentado</translation>
    </message>
    <message>
        <source>an event it relies on is never told</source>
        <translation>nunca se cuenta un suceso del que depende</translation>
    </message>
    <message>
        <source>why something happens, or why someone acts, is left out</source>
        <translation>se omite por qué pasa algo o por qué alguien actúa</translation>
    </message>
    <message>
        <source>it dwells on something that does not matter to the story</source>
        <translation>se detiene en algo que no importa para el relato</translation>
    </message>
    <message>
        <source>it does not follow from what comes before it</source>
        <translation>no se sigue de lo que va antes</translation>
    </message>
    <message>
        <source>it repeats what was already said</source>
        <translation>repite lo que ya se dijo</translation>
    </message>
    <message>
        <source>it contradicts another part of the summary</source>
        <translation>contradice otra parte del resumen</translation>
    </message>
    <message>
        <source>its wording or grammar gets in the way</source>
        <translation>su redacción o su gramática estorban</translation>
    </message>
</context>
<context>
    <name>LabelPalette</name>
    <message>
        <source>Error labels</source>
        <extracomment>a label was chosen (its id)</extracomment>
        <translation>Etiquetas de error</translation>
    </message>
    <message>
        <source>&lt;b&gt;Labels&lt;/b&gt; (select words, then a key)</source>
        <translation>&lt;b&gt;Etiquetas&lt;/b&gt; (selecciona palabras y luego una tecla)</translation>
    </message>
    <message>
        <source>{label}, key {key}</source>
        <translation>{label}, tecla {key}</translation>
    </message>
</context>
<context>
    <name>LabelsPage</name>
    <message>
        <source>Is the narrator reliable?</source>
        <translation>¿Es fiable el narrador?</translation>
    </message>
    <message>
        <source>Reliable</source>
        <translation>Fiable</translation>
    </message>
    <message>
        <source>Unreliable</source>
        <translation>No fiable</translation>
    </message>
    <message>
        <source>Does the story have a detailed subplot (with niche knowledge)?</source>
        <translation>¿Tiene el relato una subtrama detallada (con conocimientos especializados)?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Is the timeline linear?</source>
        <translation>¿Es lineal la cronología?</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <source>Non-linear (flashbacks)</source>
        <translation>No lineal (analepsis)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About your story&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Sobre tu relato&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>These describe the story, not the summaries. The study used them to see which kinds of story models find hard.</source>
        <translation>Esto describe el relato, no los resúmenes. El estudio lo usó para ver qué tipos de relato les resultan difíciles a los modelos.</translation>
    </message>
    <message>
        <source>Reading level: not available for this story.</source>
        <translation>Nivel de lectura: no disponible para este relato.</translation>
    </message>
    <message>
        <source>Reading level, worked out by WriterLens: {level}.</source>
        <translation>Nivel de lectura, calculado por WriterLens: {level}.</translation>
    </message>
</context>
<context>
    <name>LanguagePage</name>
    <message>
        <source>The language of WriterLens&apos;s menus, buttons and questions. Your stories, summaries and a study&apos;s own questions stay as they were written.</source>
        <translation>El idioma de los menús, botones y preguntas de WriterLens. Tus relatos, resúmenes y las preguntas propias de un estudio se quedan tal como se escribieron.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Saved. WriterLens will use {language} the next time it starts: close it and open it again.</source>
        <translation>Guardado. WriterLens usará {language} la próxima vez que se abra: ciérralo y vuelve a abrirlo.</translation>
    </message>
</context>
<context>
    <name>LateNote</name>
    <message>
        <source>Add to this review</source>
        <translation>Añadir a esta revisión</translation>
    </message>
    <message>
        <source>The summaries are shuffled again, so you cannot tell which one is new</source>
        <translation>Los resúmenes se barajan de nuevo, para que no sepas cuál es el nuevo</translation>
    </message>
    <message>
        <source>A summary of this story is still being written. When it is finished it can join this review, as long as you have not judged anything yet.</source>
        <translation>Todavía se está escribiendo un resumen de esta historia. Cuando esté terminado podrá sumarse a esta revisión, siempre que aún no hayas juzgado nada.</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries finished after this review began and are not in it yet. You have not judged anything, so they can join.</source>
        <translation>
            <numerusform>%n resumen se terminó después de empezar esta revisión y aún no está en ella. No has juzgado nada, así que puede sumarse.</numerusform>
            <numerusform>%n resúmenes se terminaron después de empezar esta revisión y aún no están en ella. No has juzgado nada, así que pueden sumarse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summaries finished after this review began and are not part of it: you judged the others side by side, so the review keeps the summaries it started with. They stay in your library.</source>
        <translation>
            <numerusform>%n resumen se terminó después de empezar esta revisión y no forma parte de ella: juzgaste los demás uno junto a otro, así que la revisión conserva los resúmenes con los que empezó. Sigue en tu biblioteca.</numerusform>
            <numerusform>%n resúmenes se terminaron después de empezar esta revisión y no forman parte de ella: juzgaste los demás uno junto a otro, así que la revisión conserva los resúmenes con los que empezó. Siguen en tu biblioteca.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryText</name>
    <message>
        <source>No summaries yet</source>
        <translation>Sin resúmenes todavía</translation>
    </message>
    <message>
        <source>Ready to review</source>
        <translation>Listo para revisar</translation>
    </message>
    <message>
        <source>Review in progress</source>
        <translation>Revisión en curso</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Revisado</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importado</translation>
    </message>
    <message>
        <source>Summaries</source>
        <translation>Resúmenes</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Sample story with three demo summaries, to try a review.</source>
        <translation>Relato de ejemplo con tres resúmenes de muestra, para probar una revisión.</translation>
    </message>
    <message>
        <source>(version {n})</source>
        <translation>(versión {n})</translation>
    </message>
    <message>
        <source>· sample</source>
        <translation>· ejemplo</translation>
    </message>
    <message>
        <source>Summaries being written…</source>
        <translation>Se están escribiendo resúmenes…</translation>
    </message>
</context>
<context>
    <name>LockedNote</name>
    <message>
        <source>You have seen which model wrote each summary, so this review is kept as you made it, blind. You can read everything; nothing can be changed.</source>
        <translation>Ya viste qué modelo escribió cada resumen, así que esta revisión se guarda tal como la hiciste, a ciegas. Puedes leerlo todo; no se puede cambiar nada.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your stories stay on this computer.</source>
        <extracomment>Emitted after every import round (tests and the status bar listen to it). Emitted when the reader shows a story (its id).</extracomment>
        <translation>Tus relatos se quedan en este ordenador.</translation>
    </message>
    <message>
        <source>{app} (read-only)</source>
        <translation>{app} (solo lectura)</translation>
    </message>
    <message>
        <source>Read-only: this library is open in another WriterLens or cannot be written. You can read everything; nothing can be changed here.</source>
        <translation>Solo lectura: esta biblioteca está abierta en otro WriterLens o no se puede escribir en ella. Puedes leerlo todo; aquí no se puede cambiar nada.</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Import stories (.txt, .md, .docx, .odt, .epub, .rtf)</source>
        <translation>Importar relatos (.txt, .md, .docx, .odt, .epub, .rtf)</translation>
    </message>
    <message>
        <source>&amp;Review Summaries</source>
        <translation>&amp;Revisar resúmenes</translation>
    </message>
    <message>
        <source>Judge this story&apos;s summaries blind: rate them, mark mistakes, rank them</source>
        <translation>Juzgar a ciegas los resúmenes de este relato: puntuarlos, marcar errores, ordenarlos</translation>
    </message>
    <message>
        <source>Read the Summaries</source>
        <translation>Leer los resúmenes</translation>
    </message>
    <message>
        <source>Read this story&apos;s summaries with the models&apos; names, outside the blind review</source>
        <translation>Leer los resúmenes de este relato con los nombres de los modelos, fuera de la revisión a ciegas</translation>
    </message>
    <message>
        <source>&amp;Summarize…</source>
        <translation>Re&amp;sumir…</translation>
    </message>
    <message>
        <source>Get summaries of this story from up to three models</source>
        <translation>Obtener resúmenes de este relato de hasta tres modelos</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>Cambiar &amp;nombre…</translation>
    </message>
    <message>
        <source>Re&amp;move from Library…</source>
        <translation>&amp;Quitar de la biblioteca…</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Acerca de {app}</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Bienvenida</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>API keys, models, servers and privacy</source>
        <translation>Claves de API, modelos, servidores y privacidad</translation>
    </message>
    <message>
        <source>&amp;Back Up Now</source>
        <translation>Hacer una &amp;copia ahora</translation>
    </message>
    <message>
        <source>Make a checked backup of your whole library now</source>
        <translation>Hacer ahora una copia comprobada de toda tu biblioteca</translation>
    </message>
    <message>
        <source>Restore From &amp;Backup…</source>
        <translation>&amp;Restaurar desde una copia…</translation>
    </message>
    <message>
        <source>Put back an earlier backup, or open a library brought from another computer</source>
        <translation>Recuperar una copia anterior o abrir una biblioteca traída de otro ordenador</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Story</source>
        <translation>&amp;Relato</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Find a story by title</source>
        <translation>Buscar un relato por título</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Your library is empty&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Drop a story here, or use &lt;b&gt;Import…&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;WriterLens reads .txt, .md, .docx, .odt, .epub and .rtf files.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Tu biblioteca está vacía&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Suelta aquí un relato o usa &lt;b&gt;Importar…&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;WriterLens lee archivos .txt, .md, .docx, .odt, .epub y .rtf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Import stories</source>
        <translation>Importar relatos</translation>
    </message>
    <message>
        <source>Stories ({patterns});;All files (*)</source>
        <translation>Relatos ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
    <message>
        <source>Imported “{title}” ({words} words).</source>
        <translation>Se importó «{title}» ({words} palabras).</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Rename story</source>
        <translation>Cambiar el nombre del relato</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Remove story</source>
        <translation>Quitar el relato</translation>
    </message>
    <message>
        <source>Remove “{title}” from your library? Its {n} summaries and your review of them are removed too. The file you imported it from is not touched.</source>
        <translation>¿Quitar «{title}» de tu biblioteca? También se quitan sus {n} resúmenes y tu revisión de ellos. El archivo desde el que lo importaste no se toca.</translation>
    </message>
    <message>
        <source>Adding the sample story…</source>
        <translation>Añadiendo el relato de ejemplo…</translation>
    </message>
    <message>
        <source>the sample story</source>
        <translation>el relato de ejemplo</translation>
    </message>
    <message>
        <source>The daily backup could not be made: {problem}</source>
        <translation>No se pudo hacer la copia diaria: {problem}</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glosario</translation>
    </message>
    <message>
        <source>What each number WriterLens shows means</source>
        <translation>Qué significa cada cifra que muestra WriterLens</translation>
    </message>
</context>
<context>
    <name>MeasuresPanel</name>
    <message>
        <source>Automatic measures — not your judgments</source>
        <extracomment>story code points to scroll to and mark (the sentence&apos;s most likely source) summary code points to select in the summary text</extracomment>
        <translation>Medidas automáticas: no son tus juicios</translation>
    </message>
    <message>
        <source>&lt;b&gt;Automatic measures — not your judgments&lt;/b&gt;</source>
        <extracomment>each summary measured once, shared with the window&apos;s copied-phrases layer</extracomment>
        <translation>&lt;b&gt;Medidas automáticas: no son tus juicios&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Computed by WriterLens, or by a judge model you run. They never change your answers; use them or ignore them as you like.</source>
        <translation>Calculadas por WriterLens o por un modelo evaluador que consultas. Nunca cambian tus respuestas; úsalas o ignóralas como prefieras.</translation>
    </message>
    <message>
        <source>Copying from your story</source>
        <translation>Lo copiado de tu relato</translation>
    </message>
    <message>
        <source>Longest copied run</source>
        <translation>Fragmento copiado más largo</translation>
    </message>
    <message>
        <source>Reading level</source>
        <translation>Nivel de lectura</translation>
    </message>
    <message>
        <source>Your story</source>
        <translation>Tu relato</translation>
    </message>
    <message>
        <source>This summary</source>
        <translation>Este resumen</translation>
    </message>
    <message>
        <source>Where each sentence comes from</source>
        <translation>De dónde viene cada frase</translation>
    </message>
    <message>
        <source>Click a sentence here or in the summary: the story scrolls to the part it most likely retells (found by shared words, a guess).</source>
        <translation>Haz clic en una frase aquí o en el resumen: el relato se desplaza hasta la parte que más probablemente cuenta (encontrada por palabras compartidas; es una suposición).</translation>
    </message>
    <message>
        <source>Summary sentences and their source</source>
        <translation>Frases del resumen y su origen</translation>
    </message>
    <message>
        <source>Open one of the summaries to see its measures.</source>
        <translation>Abre uno de los resúmenes para ver sus medidas.</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <source>Reading the judges&apos; answers…</source>
        <translation>Leyendo las respuestas de los evaluadores…</translation>
    </message>
    <message>
        <source>The measures could not be computed.</source>
        <translation>No se pudieron calcular las medidas.</translation>
    </message>
    <message>
        <source>{n} words</source>
        <translation>{n} palabras</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>no match in your story</source>
        <translation>sin coincidencia en tu relato</translation>
    </message>
    <message>
        <source>What these figures mean</source>
        <translation>Qué significan estas cifras</translation>
    </message>
    <message>
        <source>Opens Help → Glossary</source>
        <translation>Abre Ayuda → Glosario</translation>
    </message>
    <message>
        <source>Words shared with your story</source>
        <translation>Palabras compartidas con tu relato</translation>
    </message>
    <message>
        <source>Copied word for word</source>
        <translation>Copiado palabra por palabra</translation>
    </message>
    <message>
        <source>How much shorter</source>
        <translation>Cuánto más corto</translation>
    </message>
    <message numerus="yes">
        <source>%n words in a row</source>
        <translation>
            <numerusform>%n palabra seguida</numerusform>
            <numerusform>%n palabras seguidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs of words also found in your story:</source>
        <translation>Secuencias de palabras que también están en tu relato:</translation>
    </message>
    <message>
        <source>{x} times</source>
        <translation>{x} veces</translation>
    </message>
    <message>
        <source>mostly single words ({x})</source>
        <translation>sobre todo palabras sueltas ({x})</translation>
    </message>
    <message>
        <source>some short phrases ({x})</source>
        <translation>algunas expresiones cortas ({x})</translation>
    </message>
    <message>
        <source>long passages ({x})</source>
        <translation>pasajes largos ({x})</translation>
    </message>
    <message>
        <source>Copied passages</source>
        <translation>Pasajes copiados</translation>
    </message>
    <message>
        <source>{where} (goes back)</source>
        <translation>{where} (vuelve atrás)</translation>
    </message>
</context>
<context>
    <name>MeasuresPart</name>
    <message>
        <source>Looking for copied phrases…</source>
        <extracomment>the panel, just shown, has taken its width (the window&apos;s layout follows)</extracomment>
        <translation>Buscando fragmentos copiados…</translation>
    </message>
    <message>
        <source>1 passage copied word for word from your story</source>
        <translation>1 pasaje copiado palabra por palabra de tu relato</translation>
    </message>
    <message numerus="yes">
        <source>%n passages copied word for word from your story</source>
        <translation>
            <numerusform>%n pasaje copiado palabra por palabra de tu relato</numerusform>
            <numerusform>%n pasajes copiados palabra por palabra de tu relato</numerusform>
        </translation>
    </message>
    <message>
        <source>No copied phrases of 5 words or more</source>
        <translation>No hay fragmentos copiados de 5 palabras o más</translation>
    </message>
    <message>
        <source>Automatic measures</source>
        <translation>Medidas automáticas</translation>
    </message>
    <message>
        <source>Show figures computed about this summary, and judge models&apos; answers (Ctrl+M)</source>
        <translation>Mostrar las cifras calculadas sobre este resumen y las respuestas de los modelos evaluadores (Ctrl+M)</translation>
    </message>
    <message>
        <source>Run judges…</source>
        <translation>Consultar evaluadores…</translation>
    </message>
    <message>
        <source>Ask a judge model about the summaries (Ctrl+J)</source>
        <translation>Consultar a un modelo evaluador sobre los resúmenes (Ctrl+J)</translation>
    </message>
    <message>
        <source>Your questions…</source>
        <translation>Tus preguntas…</translation>
    </message>
    <message>
        <source>Your questions about the story, for the judges to check the summaries</source>
        <translation>Tus preguntas sobre el relato, para que los evaluadores comprueben los resúmenes</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>Medidas</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Runs on this computer: the story does not leave it.</source>
        <translation>Funciona en este ordenador: el relato no sale de él.</translation>
    </message>
    <message>
        <source>Sends the story to {provider}.</source>
        <translation>Envía el relato a {provider}.</translation>
    </message>
    <message>
        <source>Models (choose up to three)</source>
        <translation>Modelos (elige hasta tres)</translation>
    </message>
    <message>
        <source>Looking up the models you set up…</source>
        <extracomment>the name shown beside each box (it wraps; the box&apos;s own text would not)</extracomment>
        <translation>Buscando los modelos que configuraste…</translation>
    </message>
    <message>
        <source>Open Se&amp;ttings…</source>
        <translation>Abrir Aj&amp;ustes…</translation>
    </message>
    <message>
        <source>Open Settings to set up models and keys</source>
        <translation>Abrir Ajustes para configurar modelos y claves</translation>
    </message>
    <message>
        <source>Add keys, servers and model files in Settings.</source>
        <translation>Añade claves, servidores y archivos de modelo en Ajustes.</translation>
    </message>
    <message>
        <source>No models are set up yet. Add a cloud model&apos;s key, a server, or a model file on this computer in Settings.</source>
        <translation>Todavía no hay modelos configurados. Añade en Ajustes la clave de un modelo en la nube, un servidor o un archivo de modelo en este ordenador.</translation>
    </message>
    <message>
        <source>You can choose up to three models: a study compares three summaries of each story. Untick one to choose “{model}” instead.</source>
        <translation>Puedes elegir hasta tres modelos: un estudio compara tres resúmenes de cada relato. Desmarca uno para elegir «{model}» en su lugar.</translation>
    </message>
</context>
<context>
    <name>ModelWorkDialog</name>
    <message>
        <source>Done.</source>
        <extracomment>Runs at once: one per model, and a page compares at most three (the study&apos;s three summaries). results were stored (all of them, or those finished before a cancel or a failure) every run of the last start has ended (done, failed, cancelled, not sent) the models are listed and the writer can choose (tests wait for it) runs started or ended, or a consent question opened or closed the estimates of the chosen models with the page&apos;s options (a text: why none) the runs of the last start, one per model (kept when they end: Resume)</extracomment>
        <translation>Hecho.</translation>
    </message>
    <message>
        <source>Stopped. What had finished is kept.</source>
        <translation>Detenido. Lo que estaba terminado se conserva.</translation>
    </message>
    <message>
        <source>The model could not finish. What it had finished is kept.</source>
        <translation>El modelo no pudo terminar. Lo que había terminado se conserva.</translation>
    </message>
    <message>
        <source>Choose one of your models that can run now.</source>
        <translation>Elige uno de tus modelos que pueda funcionar ahora.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Looking for your models…</source>
        <translation>Buscando tus modelos…</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>Which summaries</source>
        <translation>Qué resúmenes</translation>
    </message>
    <message>
        <source>&amp;This one ({name})</source>
        <translation>Es&amp;te ({name})</translation>
    </message>
    <message numerus="yes">
        <source>&amp;All %n summaries</source>
        <translation>
            <numerusform>To&amp;do: %n resumen</numerusform>
            <numerusform>To&amp;dos los %n resúmenes</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>No models set up yet</source>
        <translation>Todavía no hay modelos configurados</translation>
    </message>
    <message>
        <source>Set up a model first (Settings): a cloud model with your key, a server such as Ollama, or a model file on this computer.</source>
        <translation>Primero configura un modelo (Ajustes): un modelo en la nube con tu clave, un servidor como Ollama o un archivo de modelo en este ordenador.</translation>
    </message>
    <message>
        <source>None of your models can run right now.</source>
        <translation>Ninguno de tus modelos puede funcionar ahora mismo.</translation>
    </message>
    <message>
        <source>Runs on this computer: your story stays here.</source>
        <translation>Funciona en este ordenador: tu relato se queda aquí.</translation>
    </message>
    <message>
        <source>Working out what this would cost…</source>
        <translation>Calculando lo que costaría…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before anything is sent:&lt;/b&gt; the model is asked once; it reads about {words_in} words ({tokens_in} tokens) and writes about {words_out} words. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</source>
        <translation>&lt;b&gt;Antes de enviar nada:&lt;/b&gt; se consulta al modelo una vez; lee unas {words_in} palabras ({tokens_in} tokens) y escribe unas {words_out} palabras. &lt;b&gt;Coste:&lt;/b&gt; {cost}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Before anything is sent:&lt;/b&gt; the model is asked %n times; it reads about {words_in} words ({tokens_in} tokens) and writes about {words_out} words. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</source>
        <translation>
            <numerusform>&lt;b&gt;Antes de enviar nada:&lt;/b&gt; se consulta al modelo %n vez; lee unas {words_in} palabras ({tokens_in} tokens) y escribe unas {words_out} palabras. &lt;b&gt;Coste:&lt;/b&gt; {cost}.</numerusform>
            <numerusform>&lt;b&gt;Antes de enviar nada:&lt;/b&gt; se consulta al modelo %n veces; lee unas {words_in} palabras ({tokens_in} tokens) y escribe unas {words_out} palabras. &lt;b&gt;Coste:&lt;/b&gt; {cost}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your story stays on this computer.</source>
        <translation>Tu relato se queda en este ordenador.</translation>
    </message>
    <message>
        <source>Your story and its summaries would be sent to {provider}.</source>
        <translation>Tu relato y sus resúmenes se enviarían a {provider}.</translation>
    </message>
    <message>
        <source>There is nothing left to send for the chosen summaries: it was all done before. Choose other summaries, or close this.</source>
        <translation>No queda nada que enviar para los resúmenes elegidos: ya se hizo todo antes. Elige otros resúmenes o cierra esta ventana.</translation>
    </message>
    <message>
        <source>The cost could not be worked out.</source>
        <translation>No se pudo calcular el coste.</translation>
    </message>
    <message>
        <source>Nothing is sent before you answer.</source>
        <translation>No se envía nada antes de que respondas.</translation>
    </message>
    <message>
        <source>Nothing was sent. To run this without your story leaving this computer, choose a model that runs here.</source>
        <translation>No se envió nada. Para hacerlo sin que tu relato salga de este ordenador, elige un modelo que funcione aquí.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <source>Waiting for your answer about sending the story to {provider}.</source>
        <translation>Esperando tu respuesta sobre enviar el relato a {provider}.</translation>
    </message>
    <message>
        <source>{step} (step {n} of {runs})</source>
        <translation>{step} (paso {n} de {runs})</translation>
    </message>
    <message>
        <source>{step} — {done} of {total} done</source>
        <translation>{step} — {done} de {total} hechos</translation>
    </message>
    <message>
        <source>{step} — {message}</source>
        <translation>{step} — {message}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>No se envió nada.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Stopping after the model&apos;s current answer…</source>
        <translation>Deteniendo tras la respuesta actual del modelo…</translation>
    </message>
</context>
<context>
    <name>ModelWorkText</name>
    <message>
        <source>free (on this computer)</source>
        <translation>gratis (en este ordenador)</translation>
    </message>
    <message>
        <source>free (your server)</source>
        <translation>gratis (tu servidor)</translation>
    </message>
</context>
<context>
    <name>ModelsEditor</name>
    <message>
        <source>Models writers should use</source>
        <translation>Modelos que deben usar los escritores</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Id. del modelo</translation>
    </message>
    <message>
        <source>A model to add</source>
        <translation>Un modelo que añadir</translation>
    </message>
    <message>
        <source>Finding models…</source>
        <translation>Buscando modelos…</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Aña&amp;dir</translation>
    </message>
    <message>
        <source>Add the model chosen</source>
        <translation>Añadir el modelo elegido</translation>
    </message>
    <message>
        <source>Add &amp;Other…</source>
        <translation>Añadir &amp;otro…</translation>
    </message>
    <message>
        <source>Add an empty row to type a model id</source>
        <translation>Añadir una fila vacía para escribir un id. de modelo</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Remove the selected model</source>
        <translation>Quitar el modelo seleccionado</translation>
    </message>
    <message>
        <source>No suggestions: use Add Other…</source>
        <translation>Sin sugerencias: usa «Añadir otro…»</translation>
    </message>
</context>
<context>
    <name>NamesEditor</name>
    <message>
        <source>A name to remove, e.g. your pen name</source>
        <translation>Un nombre que quitar, p. ej. tu seudónimo</translation>
    </message>
    <message>
        <source>Name to remove</source>
        <translation>Nombre que quitar</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Add this name</source>
        <translation>Añadir este nombre</translation>
    </message>
    <message>
        <source>Names removed from the export</source>
        <translation>Nombres quitados de la exportación</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Remove the selected name from the list</source>
        <translation>Quitar de la lista el nombre seleccionado</translation>
    </message>
</context>
<context>
    <name>OmissionDialog</name>
    <message>
        <source>What did the summaries leave out?</source>
        <translation>¿Qué dejaron fuera los resúmenes?</translation>
    </message>
    <message>
        <source>Your story: {quote}</source>
        <translation>Tu relato: {quote}</translation>
    </message>
    <message>
        <source>What was left out (press its number)</source>
        <translation>Qué se dejó fuera (pulsa su número)</translation>
    </message>
    <message>
        <source>Which summaries left it out</source>
        <translation>Qué resúmenes lo dejaron fuera</translation>
    </message>
    <message>
        <source>A note, if you like</source>
        <translation>Una nota, si quieres</translation>
    </message>
</context>
<context>
    <name>Omissions</name>
    <message>
        <source>A key event</source>
        <translation>Un suceso clave</translation>
    </message>
    <message>
        <source>A character</source>
        <translation>Un personaje</translation>
    </message>
    <message>
        <source>A relationship</source>
        <translation>Una relación</translation>
    </message>
    <message>
        <source>A character&apos;s state or trait</source>
        <translation>El estado o un rasgo de un personaje</translation>
    </message>
    <message>
        <source>A theme</source>
        <translation>Un tema</translation>
    </message>
    <message>
        <source>The ending</source>
        <translation>El final</translation>
    </message>
    <message>
        <source>Left out of the summaries</source>
        <translation>Omitido en los resúmenes</translation>
    </message>
</context>
<context>
    <name>OmissionsBox</name>
    <message>
        <source>Passages of your story the summaries left out</source>
        <translation>Pasajes de tu relato que los resúmenes dejaron fuera</translation>
    </message>
    <message>
        <source>Left out… (L)</source>
        <translation>Omitido… (L)</translation>
    </message>
    <message>
        <source>Select a passage of your story that a summary should have included</source>
        <translation>Seleccionar un pasaje de tu relato que un resumen debería haber incluido</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambiar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Select a passage in your story that a summary should have included, then press L.</source>
        <translation>Selecciona un pasaje de tu relato que un resumen debería haber incluido y luego pulsa L.</translation>
    </message>
    <message>
        <source>{kind}: {quote}, left out of {which}</source>
        <translation>{kind}: {quote}, omitido en {which}</translation>
    </message>
</context>
<context>
    <name>OmissionsPart</name>
    <message>
        <source>First select the passage of your story that was left out, then press L.</source>
        <translation>Primero selecciona el pasaje de tu relato que se dejó fuera y luego pulsa L.</translation>
    </message>
</context>
<context>
    <name>Plain</name>
    <message>
        <source>about {words} words ({tokens} tokens)</source>
        <translation>unas {words} palabras ({tokens} tokens)</translation>
    </message>
    <message>
        <source>price unknown</source>
        <translation>precio desconocido</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>less than a cent (under {amount})</source>
        <translation>menos de un centavo (menos de {amount})</translation>
    </message>
    <message>
        <source>about a cent ({amount})</source>
        <translation>alrededor de un centavo ({amount})</translation>
    </message>
    <message numerus="yes">
        <source>about %n cents ({amount})</source>
        <translation>
            <numerusform>%n centavo ({amount})</numerusform>
            <numerusform>unos %n centavos ({amount})</numerusform>
        </translation>
    </message>
    <message>
        <source>about {amount}</source>
        <translation>unos {amount}</translation>
    </message>
    <message>
        <source>The price for this story is not known.</source>
        <translation>No se conoce el precio para este relato.</translation>
    </message>
    <message>
        <source>Free for this story.</source>
        <translation>Gratis para este relato.</translation>
    </message>
    <message>
        <source>{cost} for this story</source>
        <translation>{cost} por este relato</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>{amount} per million tokens</source>
        <translation>{amount} por millón de tokens</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>no disponible</translation>
    </message>
    <message>
        <source>very easy to read, like a book for {age}-year-olds (grade {grade})</source>
        <translation>muy fácil de leer, como un libro para niños de {age} años (grado {grade})</translation>
    </message>
    <message>
        <source>easy to read, like a book for {age}-year-olds (grade {grade})</source>
        <translation>fácil de leer, como un libro para lectores de {age} años (grado {grade})</translation>
    </message>
    <message>
        <source>fairly easy to read, like a book for {age}-year-olds (grade {grade})</source>
        <translation>bastante fácil de leer, como un libro para lectores de {age} años (grado {grade})</translation>
    </message>
    <message>
        <source>takes some effort, like a book for {age}-year-olds (grade {grade})</source>
        <translation>exige algo de esfuerzo, como un libro para lectores de {age} años (grado {grade})</translation>
    </message>
    <message>
        <source>hard to read, like a university textbook (grade {grade})</source>
        <translation>difícil de leer, como un manual universitario (grado {grade})</translation>
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
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>The plots appear here once bundles are imported.</source>
        <translation>Los gráficos aparecen aquí en cuanto se importan paquetes.</translation>
    </message>
    <message>
        <source>There is nothing to plot yet.</source>
        <translation>Todavía no hay nada que representar.</translation>
    </message>
    <message>
        <source>Answers per model and question</source>
        <translation>Respuestas por modelo y pregunta</translation>
    </message>
    <message>
        <source>Ranking: how often one model was placed above another</source>
        <translation>Clasificación: cuántas veces un modelo quedó por encima de otro</translation>
    </message>
    <message>
        <source>Highlighted passages per error label</source>
        <translation>Pasajes marcados por etiqueta de error</translation>
    </message>
    <message>
        <source>Claims: where in the story the claimed events sit</source>
        <translation>Afirmaciones: en qué parte de la historia están los hechos afirmados</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>The practice summaries: you found {found} of the {planted} planted mistakes</source>
        <translation>Los resúmenes de práctica: encontraste {found} de los {planted} errores colocados a propósito</translation>
    </message>
    <message>
        <source>These summaries were written by hand with deliberate mistakes, so that you can see how your marks compare. Nothing here is a score: a real review has no answer key.</source>
        <translation>Estos resúmenes se escribieron a mano con errores deliberados, para que veas cómo se comparan tus marcas. Nada de esto es una nota: una revisión real no tiene solucionario.</translation>
    </message>
    <message>
        <source>no mistakes were planted in this one (it is the faithful summary).</source>
        <translation>en este no se colocó ningún error (es el resumen fiel).</translation>
    </message>
    <message>
        <source>{found} of {n} found.</source>
        <translation>{found} de {n} encontrados.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Found&lt;/b&gt;: {quote}</source>
        <translation>&lt;b&gt;Encontrado&lt;/b&gt;: {quote}</translation>
    </message>
    <message>
        <source>(you chose another label; the planted one is “{label}”)</source>
        <translation>(elegiste otra etiqueta; la colocada es «{label}»)</translation>
    </message>
    <message>
        <source>It contradicts “{earlier}”: link it to that passage too.</source>
        <translation>Contradice «{earlier}»: vincúlalo también con ese pasaje.</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Sin encontrar</translation>
    </message>
    <message>
        <source>(it contradicts “{earlier}”)</source>
        <translation>(contradice «{earlier}»)</translation>
    </message>
</context>
<context>
    <name>ProbesEditor</name>
    <message>
        <source>Your questions about the story</source>
        <extracomment>the questions changed (the judge dialog counts them again)</extracomment>
        <translation>Tus preguntas sobre el relato</translation>
    </message>
    <message>
        <source>&lt;p&gt;Write questions a reader of a good summary should be able to answer, each with the answer you have in mind. For example: &lt;i&gt;Why does Nell keep the ledger?&lt;/i&gt; A judge model then checks which questions each summary answers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Escribe preguntas que quien lea un buen resumen debería poder responder, cada una con la respuesta que tienes en mente. Por ejemplo: &lt;i&gt;¿Por qué se queda Nell con el libro de cuentas?&lt;/i&gt; Luego un modelo evaluador comprueba qué preguntas responde cada resumen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your questions</source>
        <translation>Tus preguntas</translation>
    </message>
    <message>
        <source>No questions yet. Write the first one below.</source>
        <translation>Todavía no hay preguntas. Escribe la primera abajo.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>A question about what happens, or why</source>
        <translation>Una pregunta sobre lo que pasa, o por qué</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <source>The answer a good summary would give</source>
        <translation>La respuesta que daría un buen resumen</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Pregunta:</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Respuesta:</translation>
    </message>
    <message>
        <source>A&amp;dd as a new question</source>
        <translation>Añadir como pregunta &amp;nueva</translation>
    </message>
    <message>
        <source>&amp;Save changes</source>
        <translation>&amp;Guardar cambios</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;New question</source>
        <translation>Pregunta nue&amp;va</translation>
    </message>
    <message>
        <source>Question added. Write another one, or close.</source>
        <translation>Pregunta añadida. Escribe otra o cierra.</translation>
    </message>
    <message>
        <source>Changes saved.</source>
        <translation>Cambios guardados.</translation>
    </message>
    <message>
        <source>Question removed.</source>
        <translation>Pregunta quitada.</translation>
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
        <translation>¿Hasta qué punto hace justicia cada resumen a tu relato?</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Does the summary include the plot points that matter in your story?</source>
        <translation>¿Incluye el resumen los puntos de la trama que importan en tu relato?</translation>
    </message>
    <message>
        <source>Critical details are missing: a reader would not learn what really happens.</source>
        <translation>Faltan detalles fundamentales: un lector no sabría lo que de verdad pasa.</translation>
    </message>
    <message>
        <source>Several important details are missing.</source>
        <translation>Faltan varios detalles importantes.</translation>
    </message>
    <message>
        <source>Most of the important details are there; one or two are missing.</source>
        <translation>Están casi todos los detalles importantes; faltan uno o dos.</translation>
    </message>
    <message>
        <source>The important details are all covered.</source>
        <translation>Todos los detalles importantes están cubiertos.</translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation>Fidelidad</translation>
    </message>
    <message>
        <source>Does the summary misrepresent your story, or add things that are not in it?</source>
        <translation>¿Tergiversa el resumen tu relato o añade cosas que no están en él?</translation>
    </message>
    <message>
        <source>It includes incorrect details that change what the story is.</source>
        <translation>Incluye detalles erróneos que cambian lo que es el relato.</translation>
    </message>
    <message>
        <source>It includes several incorrect details.</source>
        <translation>Incluye varios detalles erróneos.</translation>
    </message>
    <message>
        <source>It is mostly correct, with a small slip or two.</source>
        <translation>Es correcto en su mayor parte, con uno o dos pequeños fallos.</translation>
    </message>
    <message>
        <source>Everything in it is correct.</source>
        <translation>Todo lo que dice es correcto.</translation>
    </message>
    <message>
        <source>Coherence</source>
        <translation>Coherencia</translation>
    </message>
    <message>
        <source>Read on its own, is the summary clear and easy to follow?</source>
        <translation>Leído por sí solo, ¿es el resumen claro y fácil de seguir?</translation>
    </message>
    <message>
        <source>Grammar mistakes or sentences that do not follow from each other make it hard to read.</source>
        <translation>Los errores gramaticales o las frases que no se siguen unas de otras lo hacen difícil de leer.</translation>
    </message>
    <message>
        <source>It is often awkward or confusing.</source>
        <translation>A menudo resulta torpe o confuso.</translation>
    </message>
    <message>
        <source>It is mostly clear, with a few rough places.</source>
        <translation>Es claro en su mayor parte, con algunos pasajes algo torpes.</translation>
    </message>
    <message>
        <source>It is easy to read and understand.</source>
        <translation>Es fácil de leer y de entender.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Does the summary say anything about what your story means: its themes, what lies beneath it?</source>
        <translation>¿Dice el resumen algo sobre lo que significa tu relato: sus temas, lo que hay debajo de la superficie?</translation>
    </message>
    <message>
        <source>There is no analysis, only a list of events.</source>
        <translation>No hay análisis, solo una lista de sucesos.</translation>
    </message>
    <message>
        <source>There is some analysis, but it is generic or could fit any story.</source>
        <translation>Hay algo de análisis, pero es genérico o podría valer para cualquier relato.</translation>
    </message>
    <message>
        <source>The analysis fits your story but misses what matters most to you.</source>
        <translation>El análisis encaja con tu relato, pero no capta lo que más te importa.</translation>
    </message>
    <message>
        <source>It touches the themes you hoped to convey.</source>
        <translation>Toca los temas que querías transmitir.</translation>
    </message>
    <message>
        <source>Anything else you would like to say about this summary? What did it get right, what did it miss, what surprised you?</source>
        <translation>¿Quieres decir algo más sobre este resumen? ¿Qué acertó, qué se le escapó, qué te sorprendió?</translation>
    </message>
    <message>
        <source>Put the summaries in order, starting with the one that best captures your story.</source>
        <translation>Ordena los resúmenes, empezando por el que mejor capta tu relato.</translation>
    </message>
</context>
<context>
    <name>QuestionsPanel</name>
    <message>
        <source>Press 1–4 to answer the question in focus, Enter for the next.</source>
        <translation>Pulsa 1–4 para responder a la pregunta activa, Intro para la siguiente.</translation>
    </message>
    <message>
        <source>Feedback on this summary</source>
        <translation>Valoración de este resumen</translation>
    </message>
    <message>
        <source>Anything you want to say about this summary.</source>
        <translation>Lo que quieras decir sobre este resumen.</translation>
    </message>
</context>
<context>
    <name>QuestionsPart</name>
    <message>
        <source>Answer “{question}”: {value}</source>
        <translation>Respuesta a «{question}»: {value}</translation>
    </message>
    <message>
        <source>Change your story&apos;s labels</source>
        <translation>Cambiar las etiquetas de tu relato</translation>
    </message>
    <message>
        <source>Change the ranking</source>
        <translation>Cambiar el orden</translation>
    </message>
</context>
<context>
    <name>RankingList</name>
    <message>
        <source>Ranking, best first</source>
        <extracomment>the summary ids in their new order, best first</extracomment>
        <translation>Clasificación, el mejor primero</translation>
    </message>
    <message>
        <source>Drag a summary up or down, or press Alt+Up and Alt+Down to move it.</source>
        <translation>Arrastra un resumen hacia arriba o hacia abajo, o pulsa Alt+Up y Alt+Down para moverlo.</translation>
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
        <translation>&amp;Mantener este orden</translation>
    </message>
    <message>
        <source>Save the order as it is shown, if it is already right</source>
        <translation>Guardar el orden tal como se muestra, si ya es el correcto</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rank the summaries&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ordena los resúmenes&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Best first. Drag them into order, or use Alt+Up and Alt+Down.</source>
        <translation>El mejor primero. Arrástralos para ordenarlos, o usa Alt+Up y Alt+Down.</translation>
    </message>
    <message>
        <source>Your ranking is saved.</source>
        <translation>Tu clasificación está guardada.</translation>
    </message>
    <message>
        <source>Not ranked yet.</source>
        <translation>Todavía sin clasificar.</translation>
    </message>
</context>
<context>
    <name>ReaderPane</name>
    <message>
        <source>Story text</source>
        <extracomment>the whole story is on the page</extracomment>
        <translation>Texto del relato</translation>
    </message>
    <message>
        <source>Chapters and scenes</source>
        <translation>Capítulos y escenas</translation>
    </message>
    <message>
        <source>Jump to a chapter or scene</source>
        <translation>Ir a un capítulo o escena</translation>
    </message>
    <message>
        <source>Find in the story (Enter: next, Esc: close)</source>
        <translation>Buscar en el relato (Intro: siguiente, Esc: cerrar)</translation>
    </message>
    <message>
        <source>Find in the story</source>
        <translation>Buscar en el relato</translation>
    </message>
    <message>
        <source>No story selected</source>
        <translation>Ningún relato seleccionado</translation>
    </message>
    <message>
        <source>Choose a story on the left, or import one of your own.</source>
        <translation>Elige un relato a la izquierda o importa uno tuyo.</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Abriendo…</translation>
    </message>
    <message>
        <source>{words} words</source>
        <translation>{words} palabras</translation>
    </message>
    <message>
        <source>About {tokens} tokens for an AI model.</source>
        <translation>Unos {tokens} tokens para un modelo de IA.</translation>
    </message>
    <message>
        <source>imported {date}</source>
        <translation>importado el {date}</translation>
    </message>
    <message>
        <source>version {n}</source>
        <translation>versión {n}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message>
        <source>Scene {n}: {words}…</source>
        <translation>Escena {n}: {words}…</translation>
    </message>
    <message>
        <source>The beginning</source>
        <translation>El principio</translation>
    </message>
    <message>
        <source>reading level: {level}</source>
        <translation>nivel de lectura: {level}</translation>
    </message>
    <message>
        <source>Contents…</source>
        <translation>Contenido…</translation>
    </message>
</context>
<context>
    <name>ReleaseImportText</name>
    <message>
        <source>Choose the folder of a published study&apos;s data ({names})</source>
        <translation>Elegir la carpeta con los datos de un estudio publicado ({names})</translation>
    </message>
    <message>
        <source>{source} does not hold a published study&apos;s data that WriterLens can open ({known}). Choose the folder the release unpacked into.</source>
        <translation>{source} no contiene datos de un estudio publicado que WriterLens pueda abrir ({known}). Elige la carpeta en la que se descomprimieron.</translation>
    </message>
    <message>
        <source>{title}: {accepted} accepted, {rejected} rejected.</source>
        <translation>{title}: {accepted} aceptados, {rejected} rechazados.</translation>
    </message>
    <message>
        <source>{path} already exists and is not an empty folder. Choose a new name, or use Open Folder… to open a study folder you made before.</source>
        <translation>{path} ya existe y no es una carpeta vacía. Elige un nombre nuevo, o usa «Abrir carpeta…» para abrir una carpeta de estudio que creaste antes.</translation>
    </message>
    <message>
        <source>The folder {path} could not be created ({reason}). Choose a place where you may write.</source>
        <translation>No se pudo crear la carpeta {path} ({reason}). Elige un sitio donde puedas escribir.</translation>
    </message>
</context>
<context>
    <name>ReportTabs</name>
    <message>
        <source>The study&apos;s tables and plots</source>
        <translation>Las tablas y gráficos del estudio</translation>
    </message>
    <message>
        <source>Sections of the study</source>
        <extracomment>the tables shown, by the report section they show (&quot;ratings&quot;, &quot;wilcoxon&quot;, ...) the sections&apos; names down the side; the window places it left of the pages</extracomment>
        <translation>Secciones del estudio</translation>
    </message>
    <message>
        <source>The study&apos;s tables appear here once bundles are imported.</source>
        <translation>Las tablas del estudio aparecen aquí en cuanto se importan paquetes.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Nothing to show.</source>
        <translation>Nada que mostrar.</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore From Backup</source>
        <extracomment>Emitted after a restore (the window reloads everything it shows). Emitted when the writer has said yes, before the library is replaced (windows that show its rows close first).</extracomment>
        <translation>Restaurar desde una copia</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Hecha</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>Relatos</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>Revisiones</translation>
    </message>
    <message>
        <source>Restoring replaces your library with the backup. The library as it is now is backed up first, so a restore can be undone from this list.</source>
        <translation>Al restaurar, tu biblioteca se sustituye por la copia. Antes se hace una copia de la biblioteca tal como está ahora, así que una restauración se puede deshacer desde esta lista.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>Restore From &amp;File…</source>
        <translation>Restaurar desde un &amp;archivo…</translation>
    </message>
    <message>
        <source>Backups in {folder}</source>
        <translation>Copias en {folder}</translation>
    </message>
    <message>
        <source>Choose a WriterLens Backup</source>
        <translation>Elegir una copia de WriterLens</translation>
    </message>
    <message>
        <source>WriterLens backups (*.sqlite3);;All files (*)</source>
        <translation>Copias de WriterLens (*.sqlite3);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Restore This Backup?</source>
        <translation>¿Restaurar esta copia?</translation>
    </message>
    <message>
        <source>Replace your library with the backup made {made} ({stories} stories, {reviews} reviews)? Your library as it is now is backed up first.</source>
        <translation>¿Sustituir tu biblioteca por la copia hecha el {made} ({stories} relatos, {reviews} revisiones)? Antes se hace una copia de tu biblioteca tal como está ahora.</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Restaurada</translation>
    </message>
    <message>
        <source>Your library now holds the backup&apos;s {stories} stories and {reviews} reviews. The library as it was is kept as the backup at the top of this list.</source>
        <translation>Tu biblioteca contiene ahora los {stories} relatos y las {reviews} revisiones de la copia. La biblioteca tal como estaba se guarda como la primera copia de esta lista.</translation>
    </message>
</context>
<context>
    <name>RevealText</name>
    <message>
        <source>Show which model wrote which summary?</source>
        <translation>¿Mostrar qué modelo escribió cada resumen?</translation>
    </message>
    <message>
        <source>Once you see which model wrote which summary, your review is kept exactly as it is now, blind: you can still read it, but not change it. This cannot be undone.</source>
        <translation>En cuanto veas qué modelo escribió cada resumen, tu revisión se guarda tal como está ahora, a ciegas: podrás seguir leyéndola, pero no cambiarla. Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Show the models&apos; names now?</source>
        <translation>¿Mostrar ahora los nombres de los modelos?</translation>
    </message>
    <message>
        <source>Show the models</source>
        <translation>Mostrar los modelos</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Todavía no</translation>
    </message>
</context>
<context>
    <name>ReviewCommandText</name>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo: {what}</source>
        <translation>Deshacer: {what}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Redo: {what}</source>
        <translation>Rehacer: {what}</translation>
    </message>
    <message>
        <source>Label “{label}”</source>
        <translation>Etiqueta «{label}»</translation>
    </message>
    <message>
        <source>Remove “{label}”</source>
        <translation>Quitar «{label}»</translation>
    </message>
    <message>
        <source>Edit a highlighted passage</source>
        <translation>Editar un pasaje resaltado</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Resaltados</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Afirmaciones</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Omitido</translation>
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
        <translation>Resumen {letter}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review — {title}</source>
        <extracomment>something the library list shows may have changed (status, counts)</extracomment>
        <translation>Revisión — {title}</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Show copied phrases</source>
        <translation>Mostrar fragmentos copiados</translation>
    </message>
    <message>
        <source>Mark passages the summary copies word for word from your story</source>
        <translation>Marcar los pasajes que el resumen copia palabra por palabra de tu relato</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Cerrar la revisión</translation>
    </message>
    <message>
        <source>{name}, written by {model}</source>
        <translation>{name}, escrito por {model}</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Progress</source>
        <extracomment>Cancel All was pressed</extracomment>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Progress shows here once you start. You can keep reading and reviewing in WriterLens meanwhile; finished summaries appear in your library.</source>
        <translation>El progreso aparece aquí en cuanto empiezas. Mientras tanto puedes seguir leyendo y revisando en WriterLens; los resúmenes terminados aparecen en tu biblioteca.</translation>
    </message>
    <message>
        <source>Show the &amp;text as it is written</source>
        <translation>Mostrar el &amp;texto mientras se escribe</translation>
    </message>
    <message>
        <source>Seeing a summary being written may tell you which model wrote which summary, which the blind review hides. Untick this to keep the review blind.</source>
        <translation>Ver cómo se escribe un resumen puede revelarte qué modelo escribió cada resumen, algo que la revisión a ciegas oculta. Desmarca esto para que la revisión siga siendo a ciegas.</translation>
    </message>
    <message>
        <source>Canc&amp;el All</source>
        <translation>Canc&amp;elar todo</translation>
    </message>
    <message>
        <source>Cancel all running summaries</source>
        <translation>Cancelar todos los resúmenes en curso</translation>
    </message>
</context>
<context>
    <name>SecondOpinionText</name>
    <message>
        <source>A model has checked these claims too. Its answers are shown once you have checked every claim yourself, so that they cannot sway yours.</source>
        <translation>Un modelo también ha comprobado estas afirmaciones. Sus respuestas se muestran cuando hayas comprobado tú cada afirmación, para que no influyan en las tuyas.</translation>
    </message>
    <message>
        <source>The checking model {n}</source>
        <translation>El modelo que comprueba {n}</translation>
    </message>
    <message>
        <source>The checking model</source>
        <translation>El modelo que comprueba</translation>
    </message>
    <message>
        <source>{name} gave no usable answer about these claims, so there is nothing to compare with yours.</source>
        <translation>{name} no dio ninguna respuesta utilizable sobre estas afirmaciones, así que no hay nada que comparar con las tuyas.</translation>
    </message>
    <message numerus="yes">
        <source>{name} agreed with you on {same} of %n claims.</source>
        <translation>
            <numerusform>{name} coincidió contigo en {same} de %n afirmación.</numerusform>
            <numerusform>{name} coincidió contigo en {same} de %n afirmaciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: agreement beyond chance (Cohen&apos;s kappa) {kappa}</source>
        <translation>{name}: acuerdo más allá del azar (kappa de Cohen) {kappa}</translation>
    </message>
    <message>
        <source>{name} said: {verdict}.</source>
        <translation>{name} dijo: {verdict}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Reading: {input}. Writing: {output}. (Published prices, in US dollars.)</source>
        <extracomment>a 3,000-word story with the prompt, and a summary of about 400 words</extracomment>
        <translation>Lectura: {input}. Escritura: {output}. (Precios publicados, en dólares estadounidenses.)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>about {words} words</source>
        <translation>unas {words} palabras</translation>
    </message>
    <message>
        <source>small file, weaker summaries ({name})</source>
        <translation>archivo pequeño, resúmenes más flojos ({name})</translation>
    </message>
    <message>
        <source>balanced size and quality ({name})</source>
        <translation>equilibrio entre tamaño y calidad ({name})</translation>
    </message>
    <message>
        <source>large file, near full quality ({name})</source>
        <translation>archivo grande, calidad casi completa ({name})</translation>
    </message>
    <message>
        <source>full quality, largest file ({name})</source>
        <translation>calidad completa, archivo más grande ({name})</translation>
    </message>
    <message>
        <source>&lt;p&gt;How much text the model reads at once, in tokens. Longer stories are summarized in parts when they do not fit. Reading more at once needs more memory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuánto texto lee el modelo de una vez, en tokens. Los relatos más largos se resumen por partes cuando no caben. Leer más de una vez necesita más memoria.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>something the Summarize dialog offers may have changed (keys, models, servers)</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>Claves de API</translation>
    </message>
    <message>
        <source>Cloud models</source>
        <translation>Modelos en la nube</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>Local models</source>
        <translation>Modelos locales</translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation>Privacidad</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de ajustes</translation>
    </message>
    <message>
        <source>Close Settings</source>
        <translation>Cerrar Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
<context>
    <name>SettingsText</name>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Tick the cloud models you want to be offered when you ask for summaries. Each needs an API key from its company (see &lt;i&gt;API keys&lt;/i&gt;). Prices are what one summary of a 3,000-word story costs, in US dollars, from the prices the companies published on {date}.</source>
        <translation>Marca los modelos en la nube que quieres que se te ofrezcan al pedir resúmenes. Cada uno necesita una clave de API de su empresa (consulta &lt;i&gt;Claves de API&lt;/i&gt;). Los precios son lo que cuesta un resumen de un relato de 3000 palabras, en dólares estadounidenses, según los precios que las empresas publicaron el {date}.</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>una fecha desconocida</translation>
    </message>
    <message>
        <source>Cloud models to offer</source>
        <translation>Modelos en la nube que ofrecer</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Reads at once</source>
        <translation>Lee de una vez</translation>
    </message>
    <message>
        <source>Cost for a 3,000-word story</source>
        <translation>Coste por 3000 palabras</translation>
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
        <translation>{n} tokens</translation>
    </message>
    <message>
        <source>less than a minute</source>
        <translation>menos de un minuto</translation>
    </message>
    <message>
        <source>about a minute</source>
        <translation>alrededor de un minuto</translation>
    </message>
    <message>
        <source>about {n} minutes</source>
        <translation>unos {n} minutos</translation>
    </message>
    <message>
        <source>about {h} h {m} min</source>
        <translation>unas {h} h {m} min</translation>
    </message>
    <message>
        <source>Asking the model hub about the file…</source>
        <translation>Consultando el archivo en el repositorio de modelos…</translation>
    </message>
    <message>
        <source>Checking the file is complete and undamaged: {done} of {total}…</source>
        <translation>Comprobando que el archivo está completo y sin daños: {done} de {total}…</translation>
    </message>
    <message>
        <source>Downloaded and checked.</source>
        <translation>Descargado y comprobado.</translation>
    </message>
    <message>
        <source>The connection dropped at {done} of {total}; trying again ({n} of {max})…</source>
        <translation>La conexión se cortó en {done} de {total}; reintentando ({n} de {max})…</translation>
    </message>
    <message>
        <source>{done} of {total}</source>
        <translation>{done} de {total}</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/s</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>quedan {time}</translation>
    </message>
    <message>
        <source>working out the time left…</source>
        <translation>calculando el tiempo restante…</translation>
    </message>
    <message>
        <source>{progress} (went on from {n} kept)</source>
        <translation>{progress} (continuado desde {n} guardados)</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <extracomment>a model was downloaded and checked (its path): add it like a file the writer chose a download started, paused, failed or finished (for the table&apos;s &quot;on this computer&quot;)</extracomment>
        <translation>&amp;Descargar</translation>
    </message>
    <message>
        <source>Download the selected suggested model</source>
        <translation>Descargar el modelo sugerido seleccionado</translation>
    </message>
    <message>
        <source>Fetches the model&apos;s file from the model hub; a paused download goes on.</source>
        <translation>Descarga el archivo del modelo desde el repositorio de modelos; una descarga en pausa continúa.</translation>
    </message>
    <message>
        <source>&amp;Cancel download</source>
        <translation>&amp;Cancelar descarga</translation>
    </message>
    <message>
        <source>Cancel the download (what arrived is kept)</source>
        <translation>Cancelar la descarga (lo que ya llegó se conserva)</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Progreso de la descarga</translation>
    </message>
    <message>
        <source>Download status</source>
        <translation>Estado de la descarga</translation>
    </message>
    <message>
        <source>&amp;Go on downloading</source>
        <translation>Se&amp;guir descargando</translation>
    </message>
    <message>
        <source>{name} is already downloaded.</source>
        <translation>{name} ya está descargado.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <source>Downloading {file} from {repo} on the model hub…</source>
        <translation>Descargando {file} de {repo} en el repositorio de modelos…</translation>
    </message>
    <message>
        <source>Pausing the download…</source>
        <translation>Pausando la descarga…</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Downloaded and checked {file}.</source>
        <translation>{file} descargado y comprobado.</translation>
    </message>
    <message>
        <source>The download failed unexpectedly.</source>
        <translation>La descarga falló de forma inesperada.</translation>
    </message>
    <message>
        <source>Create a key in your Anthropic Console account, under API keys.</source>
        <translation>Crea una clave en tu cuenta de Anthropic Console, en «API keys».</translation>
    </message>
    <message>
        <source>Create a key in your OpenAI platform account, under API keys.</source>
        <translation>Crea una clave en tu cuenta de la plataforma de OpenAI, en «API keys».</translation>
    </message>
    <message>
        <source>Using the key from the {var} environment variable (set outside WriterLens).</source>
        <translation>Se usa la clave de la variable de entorno {var} (definida fuera de WriterLens).</translation>
    </message>
    <message>
        <source>Key saved in your system keyring.</source>
        <translation>Clave guardada en el llavero de tu sistema.</translation>
    </message>
    <message>
        <source>Key kept in memory until WriterLens closes.</source>
        <translation>Clave guardada en memoria hasta que cierres WriterLens.</translation>
    </message>
    <message>
        <source>No {company} key yet.</source>
        <translation>Todavía no hay clave de {company}.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <extracomment>the stored key changed (saved or removed)</extracomment>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>{company} key status</source>
        <translation>Estado de la clave de {company}</translation>
    </message>
    <message>
        <source>Paste your {company} API key here</source>
        <translation>Pega aquí tu clave de API de {company}</translation>
    </message>
    <message>
        <source>{company} API key</source>
        <translation>Clave de API de {company}</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>&amp;Guardar clave</translation>
    </message>
    <message>
        <source>Sa&amp;ve key</source>
        <translation>Guardar c&amp;lave</translation>
    </message>
    <message>
        <source>Save the {company} key</source>
        <translation>Guardar la clave de {company}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the saved {company} key</source>
        <translation>Quitar la clave guardada de {company}</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Probar conexión</translation>
    </message>
    <message>
        <source>Test co&amp;nnection</source>
        <translation>Probar co&amp;nexión</translation>
    </message>
    <message>
        <source>Test the connection to {company}</source>
        <translation>Probar la conexión con {company}</translation>
    </message>
    <message>
        <source>Sends a one-word question to the first {company} model you ticked.</source>
        <translation>Envía una pregunta de una palabra al primer modelo de {company} que marcaste.</translation>
    </message>
    <message>
        <source>{company} connection test result</source>
        <translation>Resultado de la prueba de conexión con {company}</translation>
    </message>
    <message>
        <source>Asking {model} at {company}…</source>
        <translation>Preguntando a {model} en {company}…</translation>
    </message>
    <message>
        <source>Connected: {model} answered.</source>
        <translation>Conectado: {model} respondió.</translation>
    </message>
    <message>
        <source>The test could not be run.</source>
        <translation>No se pudo hacer la prueba.</translation>
    </message>
    <message>
        <source>Not connected. {why}</source>
        <translation>Sin conexión. {why}</translation>
    </message>
    <message>
        <source>To summarize with a cloud model you need an API key from its company. WriterLens keeps keys out of your library, its logs and its exports, and never shows a saved key again.</source>
        <translation>Para resumir con un modelo en la nube necesitas una clave de API de su empresa. WriterLens mantiene las claves fuera de tu biblioteca, de sus registros y de sus exportaciones, y nunca vuelve a mostrar una clave guardada.</translation>
    </message>
    <message>
        <source>Where keys are kept</source>
        <translation>Dónde se guardan las claves</translation>
    </message>
    <message>
        <source>WriterLens cannot tell how much memory is free on this computer.</source>
        <extracomment>Used as the upper bound when a file does not say what context it was trained for. Above this share of the free memory, the model may fit but the computer will struggle.</extracomment>
        <translation>WriterLens no puede saber cuánta memoria libre hay en este ordenador.</translation>
    </message>
    <message>
        <source>This will not fit: the model needs about {need} but only {free} of memory is free now. Choose a smaller context, close other programs, or use a smaller model.</source>
        <translation>No cabe: el modelo necesita unos {need}, pero ahora solo hay {free} de memoria libre. Elige un contexto más pequeño, cierra otros programas o usa un modelo más pequeño.</translation>
    </message>
    <message>
        <source>This will only just fit ({need} of the {free} free): the computer may slow down while it runs. A smaller context leaves more room.</source>
        <translation>Cabe por poco ({need} de {free} libres): el ordenador puede ir más lento mientras funciona. Un contexto más pequeño deja más espacio.</translation>
    </message>
    <message>
        <source>This fits: about {need} of the {free} of memory free now.</source>
        <translation>Cabe: unos {need} de los {free} de memoria libre ahora.</translation>
    </message>
    <message>
        <source>Selected model</source>
        <extracomment>the writer changed context, threads or the GPU choice (path, context, threads, gpu)</extracomment>
        <translation>Modelo seleccionado</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Nombre del modelo</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Archivo del modelo</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>Tamaño del archivo</translation>
    </message>
    <message>
        <source>File size and quality</source>
        <translation>Tamaño y calidad</translation>
    </message>
    <message>
        <source>The most it can read at once</source>
        <translation>Lo máximo que lee de una vez</translation>
    </message>
    <message>
        <source>How much it reads at once, in tokens</source>
        <translation>Cuánto lee de una vez, en tokens</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Processor cores to use. Automatic uses the cores other programs leave free each time the model runs, shared with other models running at the same time.</source>
        <translation>Núcleos del procesador que se usan. «Automático» usa, cada vez que se ejecuta el modelo, los núcleos que otros programas dejan libres, repartidos con los demás modelos que se ejecutan a la vez.</translation>
    </message>
    <message>
        <source>Use the &amp;graphics card (GPU)</source>
        <translation>Usar la tarjeta &amp;gráfica (GPU)</translation>
    </message>
    <message>
        <source>Use the graphics card</source>
        <translation>Usar la tarjeta gráfica</translation>
    </message>
    <message>
        <source>&lt;p&gt;On: the model runs on the graphics card where it fits in its free memory (all of it, or as many layers as fit), which is many times faster. Off: the model runs on the processor only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Activado: el modelo se ejecuta en la tarjeta gráfica en la medida en que cabe en su memoria libre (entero, o tantas capas como quepan), lo que es mucho más rápido. Desactivado: el modelo se ejecuta solo en el procesador.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>Tarjeta gráfica</translation>
    </message>
    <message>
        <source>Whether this copy of WriterLens can use the graphics card shows when a model first runs: it is used then if the build supports one.</source>
        <translation>Si esta copia de WriterLens puede usar la tarjeta gráfica se verá cuando un modelo se ejecute por primera vez: se usará entonces si la compilación la admite.</translation>
    </message>
    <message>
        <source>This copy of WriterLens can use the graphics card: Metal on a Mac, CUDA or Vulkan where it was built with them.</source>
        <translation>Esta copia de WriterLens puede usar la tarjeta gráfica: Metal en un Mac, CUDA o Vulkan donde se compiló con ellos.</translation>
    </message>
    <message>
        <source>This copy of WriterLens runs models on the processor only: it was built without graphics card support.</source>
        <translation>Esta copia de WriterLens ejecuta los modelos solo en el procesador: se compiló sin soporte para tarjetas gráficas.</translation>
    </message>
    <message>
        <source>File size and quality:</source>
        <translation>Tamaño y calidad:</translation>
    </message>
    <message>
        <source>Can read at most:</source>
        <translation>Lee como máximo:</translation>
    </message>
    <message>
        <source>&amp;Reads at once:</source>
        <translation>&amp;Lee de una vez:</translation>
    </message>
    <message>
        <source>Graphics card:</source>
        <translation>Tarjeta gráfica:</translation>
    </message>
    <message>
        <source>Memory needed:</source>
        <translation>Memoria necesaria:</translation>
    </message>
    <message>
        <source>About {need} to read about {words} words at once (free now: {free}).</source>
        <translation>Unos {need} para leer unas {words} palabras de una vez (libre ahora: {free}).</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Núcleos</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>Memoria necesaria</translation>
    </message>
    <message>
        <source>Whether the model fits in memory</source>
        <translation>Si el modelo cabe en la memoria</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>Problema con el archivo del modelo</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>&amp;Núcleos:</translation>
    </message>
    <message>
        <source>Add a .gguf file, or select a model in the list.</source>
        <translation>Añade un archivo .gguf o selecciona un modelo de la lista.</translation>
    </message>
    <message>
        <source>Models that run on this computer: your story never leaves it, and there is no key and no cost. WriterLens runs model files in the GGUF format (files ending in &lt;i&gt;.gguf&lt;/i&gt;), the format of llama.cpp. They are slower than cloud models: a summary can take several minutes.</source>
        <extracomment>a model file was read and shown (its path); for tests and the status bar</extracomment>
        <translation>Modelos que funcionan en este ordenador: tu relato nunca sale de él, y no hay clave ni coste. WriterLens ejecuta archivos de modelo en formato GGUF (archivos que terminan en &lt;i&gt;.gguf&lt;/i&gt;), el formato de llama.cpp. Son más lentos que los modelos en la nube: un resumen puede tardar varios minutos.</translation>
    </message>
    <message>
        <source>&amp;Add a .gguf file…</source>
        <translation>&amp;Añadir un archivo .gguf…</translation>
    </message>
    <message>
        <source>Add a model file in GGUF format</source>
        <translation>Añadir un archivo de modelo en formato GGUF</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Remove the selected model from WriterLens</source>
        <translation>Quitar de WriterLens el modelo seleccionado</translation>
    </message>
    <message>
        <source>The file itself stays where it is.</source>
        <translation>El archivo en sí se queda donde está.</translation>
    </message>
    <message>
        <source>Local model status</source>
        <translation>Estado de los modelos locales</translation>
    </message>
    <message>
        <source>Your local models</source>
        <translation>Tus modelos locales</translation>
    </message>
    <message>
        <source>Get a model: suggestions that run well on a laptop</source>
        <translation>Consigue un modelo: sugerencias que funcionan bien en un portátil</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>what a worker reads about a file: its header, free memory, physical cores</extracomment>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>about {words} words</source>
        <translation>unas {words} palabras</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Add a model file</source>
        <translation>Añadir un archivo de modelo</translation>
    </message>
    <message>
        <source>GGUF model files (*.gguf);;All files (*)</source>
        <translation>Archivos de modelo GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Added {name} ({model}).</source>
        <translation>Se añadió {name} ({model}).</translation>
    </message>
    <message>
        <source>{problem} Nothing was added.</source>
        <translation>{problem} No se añadió nada.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>No se pudo leer el archivo.</translation>
    </message>
    <message>
        <source>{name} is already in your models.</source>
        <translation>{name} ya está en tus modelos.</translation>
    </message>
    <message>
        <source>Removed {name} from WriterLens; the file itself was not deleted.</source>
        <translation>Se quitó {name} de WriterLens; el archivo en sí no se borró.</translation>
    </message>
    <message>
        <source>The server at {host}</source>
        <translation>El servidor en {host}</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date}, {time}</translation>
    </message>
    <message>
        <source>&lt;p&gt;A story goes to a cloud provider only after you have agreed to send your stories to that provider: the first time, WriterLens names the provider, says what it does with the text, and asks you. Models on this computer, and servers running on this computer, need no agreement, because the story does not leave it. If you withdraw an agreement, WriterLens asks you again before it sends that provider another story; what was already sent cannot be called back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un relato solo va a un proveedor en la nube después de que hayas aceptado enviar tus relatos a ese proveedor: la primera vez, WriterLens te dice qué proveedor es, qué hace con el texto, y te pregunta. Los modelos de este ordenador, y los servidores que funcionan en este ordenador, no necesitan tu aceptación, porque el relato no sale de él. Si retiras una aceptación, WriterLens vuelve a preguntarte antes de enviar otro relato a ese proveedor; lo que ya se envió no se puede recuperar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your answers about cloud providers</source>
        <translation>Tus respuestas sobre los proveedores en la nube</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Privacy status</source>
        <translation>Estado de privacidad</translation>
    </message>
    <message>
        <source>You have not been asked yet: no story has been sent to a cloud provider.</source>
        <translation>Todavía no se te ha preguntado: no se ha enviado ningún relato a un proveedor en la nube.</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>Aceptado</translation>
    </message>
    <message>
        <source>Not agreed</source>
        <translation>No aceptado</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Withdraw your agreement for {name}</source>
        <translation>Retirar tu aceptación para {name}</translation>
    </message>
    <message>
        <source>Withdrawn. WriterLens will ask you again before it sends a story to {name}.</source>
        <translation>Retirada. WriterLens volverá a preguntarte antes de enviar un relato a {name}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggested models.&lt;/b&gt; None comes with WriterLens. Select one and press &lt;b&gt;Download&lt;/b&gt;: WriterLens fetches that one file from the Hugging Face model hub, checks it, and adds it to your models. WriterLens contacts the hub only when you press Download, and sends nothing about you or your stories. Read the model&apos;s licence first. Sizes and memory are approximate (memory when reading about 3,000 words at once); a bigger model writes better summaries but runs more slowly.</source>
        <translation>&lt;b&gt;Modelos sugeridos.&lt;/b&gt; WriterLens no incluye ninguno. Selecciona uno y pulsa &lt;b&gt;Descargar&lt;/b&gt;: WriterLens trae ese único archivo del repositorio de modelos de Hugging Face, lo comprueba y lo añade a tus modelos. WriterLens solo contacta con el repositorio cuando pulsas Descargar, y no envía nada sobre ti ni sobre tus relatos. Lee antes la licencia del modelo. Los tamaños y la memoria son aproximados (memoria al leer unas 3000 palabras de una vez); un modelo más grande escribe mejores resúmenes, pero va más lento.</translation>
    </message>
    <message>
        <source>Suggested models for a laptop</source>
        <translation>Modelos sugeridos para un portátil</translation>
    </message>
    <message>
        <source>What it needs</source>
        <translation>Qué necesita</translation>
    </message>
    <message>
        <source>Good for</source>
        <translation>Bueno para</translation>
    </message>
    <message>
        <source>≈ {n} GB to download</source>
        <translation>≈ {n} GB de descarga</translation>
    </message>
    <message>
        <source>≈ {n} GB of memory</source>
        <translation>≈ {n} GB de memoria</translation>
    </message>
    <message>
        <source>reads ≈ {n} words at once</source>
        <translation>lee ≈ {n} palabras de una vez</translation>
    </message>
    <message>
        <source>From {repo} on the model hub</source>
        <translation>De {repo} en el repositorio de modelos</translation>
    </message>
    <message>
        <source>{name} ({publisher})</source>
        <translation>{name} ({publisher})</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Licencia: {licence}</translation>
    </message>
    <message>
        <source>✓ In your models</source>
        <translation>✓ En tus modelos</translation>
    </message>
    <message>
        <source>✓ Downloaded</source>
        <translation>✓ Descargado</translation>
    </message>
    <message>
        <source>Paused: {n} kept</source>
        <translation>En pausa: {n} guardados</translation>
    </message>
    <message>
        <source>New server</source>
        <extracomment>(kind shown, usual address on this computer)</extracomment>
        <translation>Servidor nuevo</translation>
    </message>
    <message>
        <source>Choose to fill in the usual address…</source>
        <translation>Elige para rellenar la dirección habitual…</translation>
    </message>
    <message>
        <source>Kind of server</source>
        <translation>Tipo de servidor</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Nombre del servidor</translation>
    </message>
    <message>
        <source>A name you will recognise, e.g. Ollama</source>
        <translation>Un nombre que reconozcas, p. ej. Ollama</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>Model on the server</source>
        <translation>Modelo en el servidor</translation>
    </message>
    <message>
        <source>Type a model name, or fetch the list</source>
        <translation>Escribe el nombre de un modelo o trae la lista</translation>
    </message>
    <message>
        <source>&amp;Fetch models</source>
        <translation>&amp;Traer modelos</translation>
    </message>
    <message>
        <source>Fetch the list of models from the server</source>
        <translation>Traer la lista de modelos del servidor</translation>
    </message>
    <message>
        <source>Server API key (optional)</source>
        <translation>Clave de API del servidor (opcional)</translation>
    </message>
    <message>
        <source>Forget &amp;key</source>
        <translation>Olvidar &amp;clave</translation>
    </message>
    <message>
        <source>Forget the key saved for this server</source>
        <translation>Olvidar la clave guardada para este servidor</translation>
    </message>
    <message>
        <source>Server key status</source>
        <translation>Estado de la clave del servidor</translation>
    </message>
    <message>
        <source>&amp;Save server</source>
        <translation>&amp;Guardar servidor</translation>
    </message>
    <message>
        <source>Save this server</source>
        <translation>Guardar este servidor</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Probar</translation>
    </message>
    <message>
        <source>Test this server with its model</source>
        <translation>Probar este servidor con su modelo</translation>
    </message>
    <message>
        <source>Server status</source>
        <translation>Estado del servidor</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>API ke&amp;y:</source>
        <translation>C&amp;lave de API:</translation>
    </message>
    <message>
        <source>Server “{name}”</source>
        <translation>Servidor «{name}»</translation>
    </message>
    <message>
        <source>A key is saved for this server (leave empty to keep it).</source>
        <translation>Hay una clave guardada para este servidor (déjalo vacío para conservarla).</translation>
    </message>
    <message>
        <source>Saved; type a new key to replace it</source>
        <translation>Guardada; escribe una clave nueva para sustituirla</translation>
    </message>
    <message>
        <source>Most servers on this computer need no key.</source>
        <translation>La mayoría de los servidores de este ordenador no necesitan clave.</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Opcional</translation>
    </message>
    <message>
        <source>Use models served by a program that speaks the OpenAI API: Ollama, LM Studio, llama.cpp&apos;s server or vLLM, on this computer or on your network. Start the server first, then add it here. A server on this computer (localhost) needs no agreement to send it a story; for a server elsewhere, WriterLens asks you first.</source>
        <translation>Usa modelos servidos por un programa que hable la API de OpenAI: Ollama, LM Studio, el servidor de llama.cpp o vLLM, en este ordenador o en tu red. Primero arranca el servidor y luego añádelo aquí. Un servidor en este ordenador (localhost) no necesita tu aceptación para enviarle un relato; para un servidor en otro sitio, WriterLens te pregunta antes.</translation>
    </message>
    <message>
        <source>Your servers</source>
        <translation>Tus servidores</translation>
    </message>
    <message>
        <source>&amp;New server</source>
        <translation>Servidor nue&amp;vo</translation>
    </message>
    <message>
        <source>Add a new server</source>
        <translation>Añadir un servidor nuevo</translation>
    </message>
    <message>
        <source>Remove the selected server</source>
        <translation>Quitar el servidor seleccionado</translation>
    </message>
    <message>
        <source>No servers yet. Choose the kind of server on the right, then Save server.</source>
        <translation>Todavía no hay servidores. Elige el tipo de servidor a la derecha y luego «Guardar servidor».</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>ningún modelo elegido</translation>
    </message>
    <message>
        <source>There is already a server called “{name}”. Choose another name, or select that server in the list to change it.</source>
        <translation>Ya hay un servidor llamado «{name}». Elige otro nombre, o selecciona ese servidor en la lista para cambiarlo.</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>Se guardó «{name}».</translation>
    </message>
    <message>
        <source>Removed the server “{name}”.</source>
        <translation>Se quitó el servidor «{name}».</translation>
    </message>
    <message>
        <source>The key for “{name}” is forgotten.</source>
        <translation>La clave de «{name}» se ha olvidado.</translation>
    </message>
    <message>
        <source>Asking the server for its models…</source>
        <translation>Preguntando al servidor por sus modelos…</translation>
    </message>
    <message>
        <source>The server offers 1 model; choose it, then Save server.</source>
        <translation>El servidor ofrece 1 modelo; elígelo y luego «Guardar servidor».</translation>
    </message>
    <message numerus="yes">
        <source>The server offers %n models; choose one, then Save server.</source>
        <translation>
            <numerusform>El servidor ofrece %n modelo; elígelo y luego «Guardar servidor».</numerusform>
            <numerusform>El servidor ofrece %n modelos; elige uno y luego «Guardar servidor».</numerusform>
        </translation>
    </message>
    <message>
        <source>The server lists no models. Load one in the server, then fetch again.</source>
        <translation>El servidor no ofrece ningún modelo. Carga uno en el servidor y vuelve a traer la lista.</translation>
    </message>
    <message>
        <source>Asking {model}…</source>
        <translation>Preguntando a {model}…</translation>
    </message>
    <message>
        <source>That did not work.</source>
        <translation>Eso no funcionó.</translation>
    </message>
</context>
<context>
    <name>SpanDialog</name>
    <message>
        <source>Highlighted passage</source>
        <extracomment>the dialog&apos;s result when the writer wants to choose the passage in the summary itself</extracomment>
        <translation>Pasaje resaltado</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Optional: why this passage is wrong.</source>
        <translation>Opcional: por qué este pasaje está mal.</translation>
    </message>
    <message>
        <source>Clashes with</source>
        <translation>Choca con</translation>
    </message>
    <message>
        <source>(no other passage)</source>
        <translation>(ningún otro pasaje)</translation>
    </message>
    <message>
        <source>Choose in the summary…</source>
        <translation>Elegir en el resumen…</translation>
    </message>
    <message>
        <source>Close this and select the passage it clashes with in the summary&apos;s text</source>
        <translation>Cerrar esto y seleccionar en el texto del resumen el pasaje con el que choca</translation>
    </message>
    <message>
        <source>Passage:</source>
        <translation>Pasaje:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Etiqueta:</translation>
    </message>
    <message>
        <source>&amp;Comment:</source>
        <translation>&amp;Comentario:</translation>
    </message>
    <message>
        <source>Clashes &amp;with:</source>
        <translation>Choca c&amp;on:</translation>
    </message>
</context>
<context>
    <name>SpanList</name>
    <message>
        <source>Highlighted passages and your comments</source>
        <translation>Pasajes resaltados y tus comentarios</translation>
    </message>
    <message>
        <source>clashes with {quote}</source>
        <translation>choca con {quote}</translation>
    </message>
    <message>
        <source>Your comment: {c}</source>
        <translation>Tu comentario: {c}</translation>
    </message>
    <message>
        <source>No comment (double-click to add one)</source>
        <translation>Sin comentario (doble clic para añadir uno)</translation>
    </message>
</context>
<context>
    <name>SpansPart</name>
    <message>
        <source>First select the words you want to label.</source>
        <extracomment>A summary with more marks than this lists them in the margin just after it is shown, so that showing it and listing them are two short waits for the writer, not one long one.</extracomment>
        <translation>Primero selecciona las palabras que quieres etiquetar.</translation>
    </message>
    <message>
        <source>“{label}”: now select the passage it clashes with (any words of this summary, marked or not), or click a mark. Esc: no link.</source>
        <translation>«{label}»: ahora selecciona el pasaje con el que choca (cualquier palabra de este resumen, marcada o no) o haz clic en una marca. Esc: sin vínculo.</translation>
    </message>
    <message>
        <source>Link “{label}” to {quote}</source>
        <translation>Vincular «{label}» con {quote}</translation>
    </message>
</context>
<context>
    <name>StepRow</name>
    <message>
        <source>Review steps</source>
        <extracomment>how wide Back and Next are when they show only their arrows</extracomment>
        <translation>Pasos de la revisión</translation>
    </message>
    <message>
        <source>← &amp;Back</source>
        <translation>← &amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Siguiente →</translation>
    </message>
    <message>
        <source>The step before (Ctrl+Page Up)</source>
        <translation>El paso anterior (Ctrl+Page Up)</translation>
    </message>
    <message>
        <source>The next step (Ctrl+Page Down)</source>
        <translation>El paso siguiente (Ctrl+Page Down)</translation>
    </message>
    <message>
        <source>Your story</source>
        <translation>Tu relato</translation>
    </message>
    <message>
        <source>Ranking ✓</source>
        <translation>Clasificación ✓</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Terminar ✓</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>{name} (refused)</source>
        <translation>{name} (rechazado)</translation>
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
        <translation>¿Detener el trabajo en curso?</translation>
    </message>
    <message>
        <source>A model you pay for is still working for this window. Closing the window stops it before its next call; everything it finished is kept.</source>
        <translation>Un modelo por el que pagas sigue trabajando para esta ventana. Al cerrar la ventana se detiene antes de su siguiente llamada; todo lo que terminó se conserva.</translation>
    </message>
    <message>
        <source>&amp;Stop and close</source>
        <translation>&amp;Detener y cerrar</translation>
    </message>
    <message>
        <source>&amp;Keep working</source>
        <translation>&amp;Seguir trabajando</translation>
    </message>
</context>
<context>
    <name>StoryReading</name>
    <message>
        <source>No story selected</source>
        <translation>Ningún relato seleccionado</translation>
    </message>
    <message>
        <source>Read the summaries</source>
        <translation>Leer los resúmenes</translation>
    </message>
    <message>
        <source>Reading the summaries with the models&apos; names means you will not review this story blind. Read them anyway? (You can still review it later, but knowing which model wrote which.)</source>
        <translation>Si lees los resúmenes con los nombres de los modelos, ya no revisarás este relato a ciegas. ¿Leerlos de todos modos? (Podrás revisarlo más tarde, pero sabiendo qué modelo escribió cada uno.)</translation>
    </message>
</context>
<context>
    <name>StrategyBox</name>
    <message>
        <source>How to summarize</source>
        <extracomment>the strategy or the length changed</extracomment>
        <translation>Cómo resumir</translation>
    </message>
    <message>
        <source> words</source>
        <translation> palabras</translation>
    </message>
    <message>
        <source>Target length of the summary, in words</source>
        <translation>Longitud objetivo del resumen, en palabras</translation>
    </message>
    <message>
        <source>Target &amp;length: about</source>
        <translation>&amp;Longitud objetivo: unas</translation>
    </message>
</context>
<context>
    <name>StudyFormText</name>
    <message>
        <source>Give the study a short id, for example “pilot-2025”.</source>
        <extracomment>The schema&apos;s id pattern (study ids and participant codes). Letters that cannot be mistaken for each other when read aloud or copied by hand.</extracomment>
        <translation>Da al estudio un identificador corto, por ejemplo «pilot-2025».</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos; only (no spaces), at most 64, starting with a letter or a digit.</source>
        <translation>Usa solo letras, dígitos, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; o &apos;:&apos; (sin espacios), 64 como máximo, empezando por una letra o un dígito.</translation>
    </message>
    <message>
        <source>Give the study a title: writers see it when they join.</source>
        <translation>Da un título al estudio: los escritores lo ven al unirse.</translation>
    </message>
    <message>
        <source>Keep the title under {n} characters.</source>
        <translation>El título debe tener menos de {n} caracteres.</translation>
    </message>
    <message>
        <source>The instructions are too long; keep them under {n} characters.</source>
        <translation>Las instrucciones son demasiado largas; deben tener menos de {n} caracteres.</translation>
    </message>
    <message>
        <source>These codes cannot be used: {codes}. Use letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos; (at most 64 each).</source>
        <translation>Estos códigos no se pueden usar: {codes}. Usa letras, dígitos, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; o &apos;:&apos; (64 como máximo cada uno).</translation>
    </message>
    <message>
        <source>“{code}” is listed twice; each writer needs their own code.</source>
        <translation>«{code}» aparece dos veces; cada escritor necesita su propio código.</translation>
    </message>
    <message>
        <source>A study can ask for at most {n} models.</source>
        <translation>Un estudio puede pedir como máximo {n} modelos.</translation>
    </message>
    <message>
        <source>Row {n} needs both a provider and a model id (or remove the row).</source>
        <translation>La fila {n} necesita un proveedor y un id. de modelo (o quita la fila).</translation>
    </message>
    <message>
        <source>A model is listed twice; remove one of them.</source>
        <translation>Un modelo aparece dos veces; quita uno de ellos.</translation>
    </message>
    <message>
        <source>Choose your JSON file, or one of those that ship with WriterLens.</source>
        <translation>Elige tu archivo JSON o uno de los que incluye WriterLens.</translation>
    </message>
    <message>
        <source>There is no file at {path}.</source>
        <translation>No hay ningún archivo en {path}.</translation>
    </message>
</context>
<context>
    <name>StudyMenu</name>
    <message>
        <source>&amp;Export for Study…</source>
        <extracomment>the library setting that keeps the study folder opened last joined, left or switched studies (the Summarize dialog and others may listen)</extracomment>
        <translation>&amp;Exportar para un estudio…</translation>
    </message>
    <message>
        <source>See exactly what would be sent, choose what to include, and save a bundle</source>
        <translation>Ver exactamente lo que se enviaría, elegir qué incluir y guardar un paquete</translation>
    </message>
    <message>
        <source>&amp;Join a Study…</source>
        <translation>&amp;Unirse a un estudio…</translation>
    </message>
    <message>
        <source>Open the study file a coordinator sent you</source>
        <translation>Abrir el archivo de estudio que te envió un coordinador</translation>
    </message>
    <message>
        <source>Study &amp;Instructions…</source>
        <translation>&amp;Instrucciones del estudio…</translation>
    </message>
    <message>
        <source>&amp;Leave Study…</source>
        <translation>&amp;Salir del estudio…</translation>
    </message>
    <message>
        <source>&amp;Create a Study File…</source>
        <translation>&amp;Crear un archivo de estudio…</translation>
    </message>
    <message>
        <source>For coordinators: prepare a study for writers</source>
        <translation>Para coordinadores: preparar un estudio para escritores</translation>
    </message>
    <message>
        <source>Open Study &amp;Folder…</source>
        <translation>Abrir carpeta de estu&amp;dio…</translation>
    </message>
    <message>
        <source>For coordinators: import writers&apos; bundles and see the study&apos;s results</source>
        <translation>Para coordinadores: importar los paquetes de los escritores y ver los resultados del estudio</translation>
    </message>
    <message>
        <source>Open &amp;Published Study Data…</source>
        <translation>Abrir datos de estudio &amp;publicados…</translation>
    </message>
    <message>
        <source>For coordinators: the released data of Reading Subtext or BooookScore</source>
        <translation>Para coordinadores: los datos publicados de Reading Subtext o BooookScore</translation>
    </message>
    <message>
        <source>Stu&amp;dy</source>
        <translation>&amp;Estudio</translation>
    </message>
    <message>
        <source>Join a study</source>
        <translation>Unirse a un estudio</translation>
    </message>
    <message>
        <source>WriterLens study files (*{suffix});;All files (*)</source>
        <translation>Archivos de estudio de WriterLens (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>You joined “{title}” as {code}.</source>
        <translation>Te uniste a «{title}» como {code}.</translation>
    </message>
    <message>
        <source>Leave the study</source>
        <translation>Salir del estudio</translation>
    </message>
    <message>
        <source>Leave the study “{title}”?</source>
        <translation>¿Salir del estudio «{title}»?</translation>
    </message>
    <message>
        <source>Leave the study you joined?</source>
        <translation>¿Salir del estudio al que te uniste?</translation>
    </message>
    <message>
        <source>Your stories, summaries and reviews stay in your library. Exports will no longer carry the study&apos;s id, and reviews use WriterLens&apos;s own questions. You can join again with the study file: your ids stay the same.</source>
        <translation>Tus relatos, resúmenes y revisiones se quedan en tu biblioteca. Las exportaciones ya no llevarán el identificador del estudio, y las revisiones usarán las preguntas propias de WriterLens. Puedes volver a unirte con el archivo de estudio: tus identificadores siguen siendo los mismos.</translation>
    </message>
    <message>
        <source>Leave the Study</source>
        <translation>Salir del estudio</translation>
    </message>
    <message>
        <source>You left the study.</source>
        <translation>Saliste del estudio.</translation>
    </message>
</context>
<context>
    <name>StudyReportWords</name>
    <message>
        <source>{name} ({n} words)</source>
        <extracomment>columns whose values name an error label or an attribute columns whose values name a question the automatic scores&apos; ids -&gt; the glossary term that names them for a reader</extracomment>
        <translation>{name} ({n} palabras)</translation>
    </message>
    <message>
        <source>{label} ({attribute})</source>
        <translation>{label} ({attribute})</translation>
    </message>
    <message>
        <source>Narrator</source>
        <translation>Narrador</translation>
    </message>
    <message>
        <source>Detailed subplot</source>
        <translation>Subtrama elaborada</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>reliable</source>
        <translation>fiable</translation>
    </message>
    <message>
        <source>unreliable</source>
        <translation>no fiable</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>lineal</translation>
    </message>
    <message>
        <source>non-linear</source>
        <translation>no lineal</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>automatic score</source>
        <translation>puntuación automática</translation>
    </message>
    <message>
        <source>judge model</source>
        <translation>modelo evaluador</translation>
    </message>
    <message>
        <source>small sample (n = {n}): read with care</source>
        <extracomment>the notes the statistics write (writerlens/study: stats, analysis, claim_analysis), each as a pattern of its English and the note in the window&apos;s language</extracomment>
        <translation>muestra pequeña (n = {n}): leer con cautela</translation>
    </message>
    <message>
        <source>1 tied pair left out (zero difference)</source>
        <translation>1 par empatado excluido (diferencia cero)</translation>
    </message>
    <message numerus="yes">
        <source>%n tied pairs left out (zero differences)</source>
        <translation>
            <numerusform>%n par empatado excluido (diferencia cero)</numerusform>
            <numerusform>%n pares empatados excluidos (diferencias cero)</numerusform>
        </translation>
    </message>
    <message>
        <source>only 1 untied pair: too few for the test to show a difference at p &lt; 0.05 (it needs {needed})</source>
        <translation>solo 1 par sin empate: demasiado pocos para que la prueba muestre una diferencia con p &lt; 0,05 (necesita {needed})</translation>
    </message>
    <message numerus="yes">
        <source>only %n untied pairs: too few for the test to show a difference at p &lt; 0.05 (it needs {needed})</source>
        <translation>
            <numerusform>solo %n par sin empate: demasiado pocos para que la prueba muestre una diferencia con p &lt; 0,05 (necesita {needed})</numerusform>
            <numerusform>solo %n pares sin empate: demasiado pocos para que la prueba muestre una diferencia con p &lt; 0,05 (necesita {needed})</numerusform>
        </translation>
    </message>
    <message>
        <source>only 1 pair: too few to correlate</source>
        <translation>solo 1 par: demasiado pocos para correlacionar</translation>
    </message>
    <message numerus="yes">
        <source>only %n pairs: too few to correlate</source>
        <translation>
            <numerusform>solo %n par: demasiado pocos para correlacionar</numerusform>
            <numerusform>solo %n pares: demasiado pocos para correlacionar</numerusform>
        </translation>
    </message>
    <message>
        <source>no story has answers for both models</source>
        <translation>ninguna historia tiene respuestas para ambos modelos</translation>
    </message>
    <message>
        <source>every pair is a tie: nothing to test</source>
        <translation>todos los pares empatan: nada que probar</translation>
    </message>
    <message>
        <source>one side is the same everywhere</source>
        <translation>un lado es igual en todas partes</translation>
    </message>
    <message>
        <source>the judge answered the same question</source>
        <translation>el modelo evaluador respondió la misma pregunta</translation>
    </message>
    <message>
        <source>the score is meant for “{question}”</source>
        <translation>la puntuación está pensada para «{question}»</translation>
    </message>
    <message>
        <source>exploratory: the score is not meant for one question</source>
        <translation>exploratorio: la puntuación no está pensada para una sola pregunta</translation>
    </message>
    <message>
        <source>no item was judged by more than one person</source>
        <translation>ningún elemento fue juzgado por más de una persona</translation>
    </message>
    <message>
        <source>every judgment was the same: agreement is not defined</source>
        <translation>todos los juicios fueron iguales: el acuerdo no está definido</translation>
    </message>
    <message>
        <source>kappa undefined: one verdict throughout</source>
        <translation>kappa no definido: el mismo veredicto en todo</translation>
    </message>
    <message>
        <source>each third is a third of the story&apos;s length</source>
        <translation>cada tercio es un tercio de la extensión de la historia</translation>
    </message>
</context>
<context>
    <name>StudyTablesText</name>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elementos</translation>
    </message>
    <message>
        <source>Raters</source>
        <translation>Evaluadores</translation>
    </message>
    <message>
        <source>The most people who judged one item</source>
        <translation>El máximo de personas que juzgaron un elemento</translation>
    </message>
    <message>
        <source>α nominal</source>
        <translation>α nominal</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s alpha</source>
        <translation>alfa de Krippendorff</translation>
    </message>
    <message>
        <source>α ordinal</source>
        <translation>α ordinal</translation>
    </message>
    <message>
        <source>α interval</source>
        <translation>α de intervalo</translation>
    </message>
    <message>
        <source>Fleiss κ</source>
        <translation>κ de Fleiss</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Estilo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Summaries</source>
        <translation>Resúmenes</translation>
    </message>
    <message>
        <source>Summaries with claims</source>
        <translation>Resúmenes con afirmaciones</translation>
    </message>
    <message>
        <source>Active claims</source>
        <translation>Afirmaciones activas</translation>
    </message>
    <message>
        <source>Per summary</source>
        <translation>Por resumen</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Mín.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Sustituidas</translation>
    </message>
    <message>
        <source>Claims the writer edited, split or merged (kept, not counted)</source>
        <translation>Afirmaciones que el escritor editó, dividió o unió (guardadas, no contadas)</translation>
    </message>
    <message>
        <source>Claims judged</source>
        <translation>Afirmaciones juzgadas</translation>
    </message>
    <message>
        <source>Claims with the writer&apos;s verdict</source>
        <translation>Afirmaciones con el veredicto del escritor</translation>
    </message>
    <message>
        <source>Faithful</source>
        <translation>Fiel</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>En parte</translation>
    </message>
    <message>
        <source>Partly supported</source>
        <translation>Respaldadas en parte</translation>
    </message>
    <message>
        <source>Unfaithful</source>
        <translation>No fiel</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>No se sabe</translation>
    </message>
    <message>
        <source>Unverifiable</source>
        <translation>No verificables</translation>
    </message>
    <message>
        <source>% faithful</source>
        <translation>% fieles</translation>
    </message>
    <message>
        <source>Partly supported claims counted as not faithful</source>
        <translation>Afirmaciones respaldadas en parte contadas como no fieles</translation>
    </message>
    <message>
        <source>% faithful or partly</source>
        <translation>% fieles o en parte</translation>
    </message>
    <message>
        <source>Partly supported claims counted as faithful</source>
        <translation>Afirmaciones respaldadas en parte contadas como fieles</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Evaluador</translation>
    </message>
    <message>
        <source>Claims both the writer and the judge judged</source>
        <translation>Afirmaciones que juzgaron tanto el escritor como el evaluador</translation>
    </message>
    <message>
        <source>% same verdict</source>
        <translation>% mismo veredicto</translation>
    </message>
    <message>
        <source>Cohen κ</source>
        <translation>κ de Cohen</translation>
    </message>
    <message>
        <source>Over the four verdicts</source>
        <translation>Sobre los cuatro veredictos</translation>
    </message>
    <message>
        <source>Error label</source>
        <translation>Etiqueta de error</translation>
    </message>
    <message>
        <source>Claims placed</source>
        <translation>Afirmaciones situadas</translation>
    </message>
    <message>
        <source>By writer</source>
        <translation>Según el escritor</translation>
    </message>
    <message>
        <source>Placed by the passage the writer gave as evidence</source>
        <translation>Situadas según el pasaje que el escritor dio como prueba</translation>
    </message>
    <message>
        <source>By judge</source>
        <translation>Según el evaluador</translation>
    </message>
    <message>
        <source>The writer gave none: placed by the passage a judge used</source>
        <translation>El escritor no dio ninguna: situadas según el pasaje que usó un evaluador</translation>
    </message>
    <message>
        <source>% beginning</source>
        <translation>% principio</translation>
    </message>
    <message>
        <source>First third of the story</source>
        <translation>Primer tercio del relato</translation>
    </message>
    <message>
        <source>% middle</source>
        <translation>% mitad</translation>
    </message>
    <message>
        <source>Middle third of the story</source>
        <translation>Tercio central del relato</translation>
    </message>
    <message>
        <source>% end</source>
        <translation>% final</translation>
    </message>
    <message>
        <source>Last third of the story</source>
        <translation>Último tercio del relato</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Omitido</translation>
    </message>
    <message>
        <source>Omissions</source>
        <translation>Omisiones</translation>
    </message>
    <message>
        <source>Summaries checked</source>
        <translation>Resúmenes comprobados</translation>
    </message>
    <message>
        <source>Summaries shown in reviews that marked omissions</source>
        <translation>Resúmenes mostrados en revisiones que marcaron omisiones</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Paired because</source>
        <translation>Emparejado porque</translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation>r de Pearson</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>ρ de Spearman</translation>
    </message>
    <message>
        <source>p </source>
        <translation>p </translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Pasajes</translation>
    </message>
    <message>
        <source>Summaries with one</source>
        <translation>Resúmenes con alguno</translation>
    </message>
    <message>
        <source>% of summaries</source>
        <translation>% de resúmenes</translation>
    </message>
    <message>
        <source>Summaries with both answers</source>
        <translation>Resúmenes con ambas respuestas</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>Relatos</translation>
    </message>
    <message>
        <source>Rankings</source>
        <translation>Clasificaciones</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primero</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>How many answers</source>
        <translation>Cuántas respuestas</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>DE</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>Desviación estándar</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>% 4s</source>
        <translation>% de 4</translation>
    </message>
    <message>
        <source>Share of perfect answers</source>
        <translation>Proporción de respuestas máximas</translation>
    </message>
    <message>
        <source># 1</source>
        <translation># 1</translation>
    </message>
    <message>
        <source>Answers of 1</source>
        <translation>Respuestas de 1</translation>
    </message>
    <message>
        <source># 2</source>
        <translation># 2</translation>
    </message>
    <message>
        <source>Answers of 2</source>
        <translation>Respuestas de 2</translation>
    </message>
    <message>
        <source># 3</source>
        <translation># 3</translation>
    </message>
    <message>
        <source>Answers of 3</source>
        <translation>Respuestas de 3</translation>
    </message>
    <message>
        <source># 4</source>
        <translation># 4</translation>
    </message>
    <message>
        <source>Answers of 4</source>
        <translation>Respuestas de 4</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rechazados</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Answers left out</source>
        <translation>Respuestas dejadas fuera</translation>
    </message>
    <message>
        <source>Reviewed summaries</source>
        <translation>Resúmenes revisados</translation>
    </message>
    <message>
        <source>Model A</source>
        <translation>Modelo A</translation>
    </message>
    <message>
        <source>Model B</source>
        <translation>Modelo B</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Stories rated for both models</source>
        <translation>Relatos valorados para ambos modelos</translation>
    </message>
    <message>
        <source>Untied</source>
        <translation>Sin empate</translation>
    </message>
    <message>
        <source>Pairs whose answers differ</source>
        <translation>Pares cuyas respuestas difieren</translation>
    </message>
    <message>
        <source>Mean A−B</source>
        <translation>Media A−B</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>The test statistic</source>
        <translation>El estadístico de contraste</translation>
    </message>
    <message>
        <source>{q} mean</source>
        <translation>{q}: media</translation>
    </message>
    <message>
        <source>{q} % 4s</source>
        <translation>{q}: % de 4</translation>
    </message>
    <message>
        <source>Share of top answers</source>
        <translation>Proporción de respuestas máximas</translation>
    </message>
    <message>
        <source>Average mean</source>
        <translation>Media de las medias</translation>
    </message>
    <message>
        <source>Each question weighs the same</source>
        <translation>Cada pregunta pesa lo mismo</translation>
    </message>
    <message>
        <source>Average % 4s</source>
        <translation>Media del % de 4</translation>
    </message>
    <message>
        <source>{n} answers</source>
        <translation>{n} respuestas</translation>
    </message>
    <message>
        <source>No highlight data: no bundle carried highlighted passages, so there is nothing to count (this is not the same as no errors).</source>
        <translation>Sin datos de resaltado: ningún paquete traía pasajes resaltados, así que no hay nada que contar (no es lo mismo que no haber errores).</translation>
    </message>
    <message>
        <source>Writers&apos; answers per model: mean and share of top answers per question, and their average (hover a cell for n)</source>
        <translation>Respuestas de los escritores por modelo: media y proporción de respuestas máximas por pregunta, y su promedio (pasa el ratón por una celda para ver n)</translation>
    </message>
    <message>
        <source>No answers were found in the imported bundles.</source>
        <translation>No se encontraron respuestas en los paquetes importados.</translation>
    </message>
    <message>
        <source>Error labels per model: passages, and the share of reviewed summaries with one</source>
        <translation>Etiquetas de error por modelo: pasajes y proporción de resúmenes revisados que tienen alguno</translation>
    </message>
    <message>
        <source>By story style: each summary&apos;s mean over its answered questions, averaged; the bucket&apos;s size in summaries and stories</source>
        <translation>Por estilo del relato: la media de cada resumen en sus preguntas respondidas, promediada; el tamaño del grupo en resúmenes y relatos</translation>
    </message>
    <message>
        <source>No writer labelled their stories&apos; style.</source>
        <translation>Ningún escritor etiquetó el estilo de sus relatos.</translation>
    </message>
    <message>
        <source>LLM judges against the writers, per question (the judge answered the same question; two-sided p-values)</source>
        <translation>Evaluadores LLM frente a los escritores, por pregunta (el evaluador respondió a la misma pregunta; valores p bilaterales)</translation>
    </message>
    <message>
        <source>No LLM judge answered the questions in these bundles.</source>
        <translation>Ningún evaluador LLM respondió a las preguntas de estos paquetes.</translation>
    </message>
    <message>
        <source>Paper tables</source>
        <extracomment>How a column&apos;s values are shown: text, whole numbers, means, percentages, p-values, coefficients (r, ρ, α, κ). how a value (an id: ``coverage.vague``) is shown (its name); the cell keeps the value (row, column) -&gt; a tooltip for that cell</extracomment>
        <translation>Tablas del artículo</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Error labels</source>
        <translation>Etiquetas de error</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Model differences</source>
        <translation>Diferencias entre modelos</translation>
    </message>
    <message>
        <source>By story style</source>
        <translation>Por estilo del relato</translation>
    </message>
    <message>
        <source>Automatic scores</source>
        <translation>Puntuaciones automáticas</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Acuerdo</translation>
    </message>
    <message>
        <source>Answers per model and question. Refused and failed summaries are left out here and counted in the next table.</source>
        <translation>Respuestas por modelo y pregunta. Los resúmenes rechazados y fallidos se dejan fuera aquí y se cuentan en la tabla siguiente.</translation>
    </message>
    <message>
        <source>Refused and failed summaries</source>
        <translation>Resúmenes rechazados y fallidos</translation>
    </message>
    <message>
        <source>No highlight data: no bundle carried highlighted passages (which is not the same as no errors).</source>
        <translation>Sin datos de resaltado: ningún paquete traía pasajes resaltados (no es lo mismo que no haber errores).</translation>
    </message>
    <message>
        <source>Highlighted passages per error label and model</source>
        <translation>Pasajes resaltados por etiqueta de error y modelo</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>… per attribute (coverage, faithfulness, coherence, analysis, …)</source>
        <translation>… por atributo (cobertura, fidelidad, coherencia, análisis, …)</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>Highlighted passages per reviewed summary</source>
        <translation>Pasajes resaltados por resumen revisado</translation>
    </message>
    <message>
        <source>{model} was ranked above {other} in {above} of {stories} stories ranked with both</source>
        <translation>{model} quedó por delante de {other} en {above} de {stories} relatos clasificados con ambos</translation>
    </message>
    <message>
        <source>How often the row&apos;s model was ranked above the column&apos;s model (% of the stories in which both were ranked; hover a cell for the counts)</source>
        <translation>Con qué frecuencia el modelo de la fila quedó por delante del de la columna (% de los relatos en que ambos se clasificaron; pasa el ratón por una celda para ver los recuentos)</translation>
    </message>
    <message>
        <source>Ranked above →</source>
        <translation>Por delante de →</translation>
    </message>
    <message>
        <source>No rankings were found in the imported bundles.</source>
        <translation>No se encontraron clasificaciones en los paquetes importados.</translation>
    </message>
    <message>
        <source>Ranked first</source>
        <translation>En primer lugar</translation>
    </message>
    <message>
        <source>Wilcoxon signed-rank tests (two-sided) between each pair of models, paired by story; the note marks ties left out and samples too small to read much into</source>
        <translation>Pruebas de rangos con signo de Wilcoxon (bilaterales) entre cada par de modelos, emparejadas por relato; la nota señala los empates descartados y las muestras demasiado pequeñas para sacar mucho de ellas</translation>
    </message>
    <message>
        <source>A test needs at least two models.</source>
        <translation>Una prueba necesita al menos dos modelos.</translation>
    </message>
    <message>
        <source>Mean answers by the writers&apos; labels of their stories</source>
        <translation>Respuestas medias según las etiquetas que los escritores dieron a sus relatos</translation>
    </message>
    <message>
        <source>Writers&apos; answers against automatic scores, each paired only with the question it is meant for (two-sided p-values)</source>
        <translation>Respuestas de los escritores frente a puntuaciones automáticas, cada una emparejada solo con la pregunta a la que corresponde (valores p bilaterales)</translation>
    </message>
    <message>
        <source>The bundles hold no judge or metric scores.</source>
        <translation>Los paquetes no contienen puntuaciones de evaluadores ni de métricas.</translation>
    </message>
    <message>
        <source>Agreement between writers who judged the same story and model</source>
        <translation>Acuerdo entre escritores que juzgaron el mismo relato y modelo</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Afirmaciones</translation>
    </message>
    <message>
        <source>Left out and where</source>
        <translation>Omisiones y ubicación</translation>
    </message>
    <message>
        <source>No claim data: no bundle carried claims (older bundles, or writers who did not check claims).</source>
        <translation>Sin datos de afirmaciones: ningún paquete traía afirmaciones (paquetes antiguos o escritores que no comprobaron afirmaciones).</translation>
    </message>
    <message>
        <source>None in these bundles.</source>
        <translation>Ninguna en estos paquetes.</translation>
    </message>
    <message>
        <source>Faithful claims per model, of the claims the writers judged; partly supported claims counted both ways</source>
        <translation>Afirmaciones fieles por modelo, de las que juzgaron los escritores; las respaldadas en parte se cuentan de las dos maneras</translation>
    </message>
    <message>
        <source>Unfaithful and partly supported claims by the writer&apos;s error label</source>
        <translation>Afirmaciones no fieles y respaldadas en parte, según la etiqueta de error del escritor</translation>
    </message>
    <message>
        <source>Claims per summary</source>
        <translation>Afirmaciones por resumen</translation>
    </message>
    <message>
        <source>What the summaries left out, per model and kind (per summary shown in a review that marked omissions)</source>
        <translation>Lo que los resúmenes dejaron fuera, por modelo y tipo (por resumen mostrado en una revisión que marcó omisiones)</translation>
    </message>
    <message>
        <source>Where the claimed events sit in the story, by thirds of its length (from the writer&apos;s evidence, or a judge&apos;s where the writer gave none); the last row is the story itself</source>
        <translation>Dónde se sitúan en el relato los sucesos de las afirmaciones, por tercios de su extensión (según la prueba del escritor o, si no dio ninguna, la de un evaluador); la última fila es el propio relato</translation>
    </message>
    <message>
        <source>LLM judges against the writers, claim by claim (Cohen&apos;s kappa over the four verdicts)</source>
        <translation>Evaluadores LLM frente a los escritores, afirmación por afirmación (kappa de Cohen sobre los cuatro veredictos)</translation>
    </message>
    <message>
        <source>{bundles} from {participants}: {stories}, {summaries}, {answers}, {spans}, {rankings}.</source>
        <translation>{bundles} de {participants}: {stories}, {summaries}, {answers}, {spans}, {rankings}.</translation>
    </message>
    <message>
        <source>1 bundle</source>
        <translation>1 paquete</translation>
    </message>
    <message numerus="yes">
        <source>%n bundles</source>
        <translation>
            <numerusform>%n paquete</numerusform>
            <numerusform>%n paquetes</numerusform>
        </translation>
    </message>
    <message>
        <source>1 participant</source>
        <translation>1 participante</translation>
    </message>
    <message numerus="yes">
        <source>%n participants</source>
        <translation>
            <numerusform>%n participante</numerusform>
            <numerusform>%n participantes</numerusform>
        </translation>
    </message>
    <message>
        <source>1 story</source>
        <translation>1 relato</translation>
    </message>
    <message numerus="yes">
        <source>%n stories</source>
        <translation>
            <numerusform>%n relato</numerusform>
            <numerusform>%n relatos</numerusform>
        </translation>
    </message>
    <message>
        <source>1 summary</source>
        <translation>1 resumen</translation>
    </message>
    <message numerus="yes">
        <source>%n summaries</source>
        <translation>
            <numerusform>%n resumen</numerusform>
            <numerusform>%n resúmenes</numerusform>
        </translation>
    </message>
    <message>
        <source>1 answer</source>
        <translation>1 respuesta</translation>
    </message>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message>
        <source>1 highlighted passage</source>
        <translation>1 pasaje resaltado</translation>
    </message>
    <message numerus="yes">
        <source>%n highlighted passages</source>
        <translation>
            <numerusform>%n pasaje resaltado</numerusform>
            <numerusform>%n pasajes resaltados</numerusform>
        </translation>
    </message>
    <message>
        <source>1 ranking</source>
        <translation>1 clasificación</translation>
    </message>
    <message numerus="yes">
        <source>%n rankings</source>
        <translation>
            <numerusform>%n clasificación</numerusform>
            <numerusform>%n clasificaciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyText</name>
    <message>
        <source>your own server</source>
        <translation>tu propio servidor</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>en este ordenador</translation>
    </message>
    <message>
        <source>practice summaries</source>
        <translation>resúmenes de práctica</translation>
    </message>
    <message>
        <source>the summaries&apos; text</source>
        <translation>el texto de los resúmenes</translation>
    </message>
    <message>
        <source>your comments</source>
        <translation>tus comentarios</translation>
    </message>
    <message>
        <source>your stories&apos; titles</source>
        <translation>los títulos de tus relatos</translation>
    </message>
    <message>
        <source>your stories&apos; text</source>
        <translation>el texto de tus relatos</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>Summaries: about {words} words. Strategy: {strategy}.</source>
        <translation>Resúmenes: unas {words} palabras. Estrategia: {strategy}.</translation>
    </message>
    <message>
        <source>Models: {models}.</source>
        <translation>Modelos: {models}.</translation>
    </message>
    <message>
        <source>Models: any you like.</source>
        <translation>Modelos: los que quieras.</translation>
    </message>
    <message>
        <source>Your bundle will include your answers and rankings, and {sent}.</source>
        <translation>Tu paquete incluirá tus respuestas y clasificaciones, y {sent}.</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>nada más</translation>
    </message>
    <message>
        <source>It leaves out {kept}.</source>
        <translation>Deja fuera {kept}.</translation>
    </message>
</context>
<context>
    <name>StudyWindow</name>
    <message>
        <source>Study</source>
        <extracomment>where the folder dialogs start: the folder opened last time</extracomment>
        <translation>Estudio</translation>
    </message>
    <message>
        <source>&lt;b&gt;Imported files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Archivos importados&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Open Folder…</source>
        <translation>&amp;Abrir carpeta…</translation>
    </message>
    <message>
        <source>Choose the folder that collects this study&apos;s bundles</source>
        <translation>Elegir la carpeta que reúne los paquetes de este estudio</translation>
    </message>
    <message>
        <source>&amp;New Study Folder…</source>
        <translation>&amp;Nueva carpeta de estudio…</translation>
    </message>
    <message>
        <source>Name a new folder for a new study; it is created</source>
        <translation>Poner nombre a una carpeta nueva para un estudio nuevo; se crea</translation>
    </message>
    <message>
        <source>Open &amp;Published Study Data…</source>
        <translation>Abrir datos de estudio &amp;publicados…</translation>
    </message>
    <message>
        <source>Import the released data of Reading Subtext or BooookScore into this folder</source>
        <translation>Importar a esta carpeta los datos publicados de Reading Subtext o BooookScore</translation>
    </message>
    <message>
        <source>&amp;Import Bundles…</source>
        <translation>&amp;Importar paquetes…</translation>
    </message>
    <message>
        <source>Check the bundles writers sent and add them</source>
        <translation>Comprobar los paquetes que enviaron los escritores y añadirlos</translation>
    </message>
    <message>
        <source>&amp;Write Report…</source>
        <translation>&amp;Escribir informe…</translation>
    </message>
    <message>
        <source>Write report.html, report.json and the tables as CSV into a folder</source>
        <translation>Escribir report.html, report.json y las tablas en CSV en una carpeta</translation>
    </message>
    <message>
        <source>O&amp;pen Report</source>
        <translation>Abrir in&amp;forme</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>Es&amp;tudio</translation>
    </message>
    <message>
        <source>Choose the study&apos;s folder</source>
        <translation>Elegir la carpeta del estudio</translation>
    </message>
    <message>
        <source>Name the new study folder</source>
        <translation>Poner nombre a la nueva carpeta de estudio</translation>
    </message>
    <message>
        <source>Study — {folder}</source>
        <translation>Estudio — {folder}</translation>
    </message>
    <message>
        <source>Reading the study folder…</source>
        <translation>Leyendo la carpeta del estudio…</translation>
    </message>
    <message>
        <source>The plots appear here once bundles are imported.</source>
        <translation>Los gráficos aparecen aquí en cuanto se importan paquetes.</translation>
    </message>
    <message>
        <source>Drawing the plots…</source>
        <translation>Dibujando los gráficos…</translation>
    </message>
    <message>
        <source>The plots could not be drawn.</source>
        <translation>No se pudieron dibujar los gráficos.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No study folder open&lt;/h2&gt;&lt;p&gt;Choose &lt;b&gt;New Study Folder…&lt;/b&gt; to start a study, or &lt;b&gt;Open Folder…&lt;/b&gt; for a folder you used before. &lt;b&gt;Open Published Study Data…&lt;/b&gt; (Study menu) imports Reading Subtext&apos;s or BooookScore&apos;s released data.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;No hay ninguna carpeta de estudio abierta&lt;/h2&gt;&lt;p&gt;Elige &lt;b&gt;Nueva carpeta de estudio…&lt;/b&gt; para empezar un estudio, o &lt;b&gt;Abrir carpeta…&lt;/b&gt; para una carpeta que ya usaste. &lt;b&gt;Abrir datos de estudio publicados…&lt;/b&gt; (menú Estudio) importa los datos publicados de Reading Subtext o BooookScore.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Study “{id}”</source>
        <translation>Estudio «{id}»</translation>
    </message>
    <message>
        <source>A new study folder</source>
        <translation>Una carpeta de estudio nueva</translation>
    </message>
    <message>
        <source>&lt;p&gt;No bundles yet. Use &lt;b&gt;Import Bundles…&lt;/b&gt; to add the {suffix} files writers sent you; each is checked before it is accepted.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Todavía no hay paquetes. Usa &lt;b&gt;Importar paquetes…&lt;/b&gt; para añadir los archivos {suffix} que te enviaron los escritores; cada uno se comprueba antes de aceptarlo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Import bundles</source>
        <translation>Importar paquetes</translation>
    </message>
    <message>
        <source>WriterLens bundles (*{suffix});;All files (*)</source>
        <translation>Paquetes de WriterLens (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Checked {n} of {total}: {file}</source>
        <translation>Comprobados {n} de {total}: {file}</translation>
    </message>
    <message>
        <source>{accepted} accepted, {rejected} rejected.</source>
        <translation>{accepted} aceptados, {rejected} rechazados.</translation>
    </message>
    <message>
        <source>Converting and checking the published data…</source>
        <translation>Convirtiendo y comprobando los datos publicados…</translation>
    </message>
    <message>
        <source>Name the report&apos;s folder (a new one is made)</source>
        <translation>Nombra la carpeta del informe (se crea una nueva)</translation>
    </message>
    <message>
        <source>{path} is a file. Choose a folder, or a new name for one.</source>
        <translation>{path} es un archivo. Elige una carpeta o un nombre nuevo para una.</translation>
    </message>
    <message>
        <source>The folder {path} could not be made ({reason}). Choose another place.</source>
        <translation>No se pudo crear la carpeta {path} ({reason}). Elige otro lugar.</translation>
    </message>
    <message>
        <source>Writing the report was cancelled.</source>
        <translation>Se canceló la escritura del informe.</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Escribiendo el informe…</translation>
    </message>
    <message>
        <source>The report is in {folder}: report.html (to read), report.json and the tables as CSV (for spreadsheets and R).</source>
        <translation>El informe está en {folder}: report.html (para leer), report.json y las tablas en CSV (para hojas de cálculo y R).</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n files…</source>
        <translation>
            <numerusform>Comprobando %n archivo…</numerusform>
            <numerusform>Comprobando %n archivos…</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking 1 file…</source>
        <translation>Comprobando 1 archivo…</translation>
    </message>
    <message>
        <source>Import cancelled after 1 file: {outcome}</source>
        <translation>Importación cancelada tras 1 archivo: {outcome}</translation>
    </message>
    <message numerus="yes">
        <source>Import cancelled after %n files: {outcome}</source>
        <translation>
            <numerusform>Importación cancelada tras %n archivo: {outcome}</numerusform>
            <numerusform>Importación cancelada tras %n archivos: {outcome}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SuggestedModels</name>
    <message>
        <source>The quickest to try: a short story is summarized in a few minutes even on an older laptop. Its summaries are plainer and miss more.</source>
        <translation>El más rápido para probar: un relato corto se resume en pocos minutos incluso en un portátil antiguo. Sus resúmenes son más sencillos y se dejan más cosas.</translation>
    </message>
    <message>
        <source>Small and quick; a good first model on a laptop with 8 GB of memory. Follows the plot well, says little about themes.</source>
        <translation>Pequeño y rápido; un buen primer modelo para un portátil con 8 GB de memoria. Sigue bien la trama, dice poco de los temas.</translation>
    </message>
    <message>
        <source>Writes fluent prose for its size and reads long stories in one go.</source>
        <translation>Escribe prosa fluida para su tamaño y lee relatos largos de una sola vez.</translation>
    </message>
    <message>
        <source>Careful, literal summaries that stick to what happens; needs more memory than its file size suggests.</source>
        <translation>Resúmenes cuidadosos y literales que se ciñen a lo que pasa; necesita más memoria de lo que sugiere el tamaño de su archivo.</translation>
    </message>
    <message>
        <source>A larger model for a laptop with 16 GB of memory: slower, with more detail about characters and motives.</source>
        <translation>Un modelo más grande para un portátil con 16 GB de memoria: más lento, con más detalle sobre los personajes y sus motivos.</translation>
    </message>
    <message>
        <source>A larger model for a laptop with 16 GB of memory; the best of these at keeping to the length and form you ask for.</source>
        <translation>Un modelo más grande para un portátil con 16 GB de memoria; el mejor de estos para respetar la longitud y la forma que pides.</translation>
    </message>
</context>
<context>
    <name>SuggestedNames</name>
    <message>
        <source>Names found in your text: tick one to remove it</source>
        <translation>Nombres encontrados en tu texto: marca uno para quitarlo</translation>
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
        <translation>Resúmenes de «{title}»</translation>
    </message>
    <message>
        <source>{name} (not a summary)</source>
        <translation>{name} (no es un resumen)</translation>
    </message>
    <message>
        <source>{name} (cut off)</source>
        <translation>{name} (cortado)</translation>
    </message>
    <message>
        <source>{model} ({provider}), {strategy}</source>
        <translation>{model} ({provider}), {strategy}</translation>
    </message>
    <message>
        <source>{name} (refused)</source>
        <translation>{name} (rechazado)</translation>
    </message>
</context>
<context>
    <name>SummarizeDialog</name>
    <message>
        <source>Summarize</source>
        <extracomment>a job ended and the story&apos;s summaries changed (the manuscript id) an estimate (or the reason there is none) arrived for the model with this key</extracomment>
        <translation>Resumir</translation>
    </message>
    <message>
        <source>Opening the story…</source>
        <translation>Abriendo el relato…</translation>
    </message>
    <message>
        <source>&amp;Start Summarizing</source>
        <translation>&amp;Empezar a resumir</translation>
    </message>
    <message>
        <source>Summarize “{title}”</source>
        <translation>Resumir «{title}»</translation>
    </message>
    <message>
        <source>Summaries are still being written</source>
        <translation>Todavía se están escribiendo resúmenes</translation>
    </message>
    <message>
        <source>Some summaries of “{title}” are still being written.</source>
        <translation>Todavía se están escribiendo algunos resúmenes de «{title}».</translation>
    </message>
    <message>
        <source>Keep them running in the background (they appear in your library when they are done), or cancel them? Cancelled summaries keep their finished steps and can be resumed.</source>
        <translation>¿Dejarlos en marcha en segundo plano (aparecen en tu biblioteca cuando terminan) o cancelarlos? Los resúmenes cancelados conservan sus pasos terminados y se pueden reanudar.</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Seguir en marcha</translation>
    </message>
    <message>
        <source>&amp;Cancel Them</source>
        <translation>&amp;Cancelarlos</translation>
    </message>
    <message>
        <source>Stay &amp;Here</source>
        <translation>&amp;Quedarme aquí</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Summarize “{title}”&lt;/h3&gt;&lt;p&gt;{words} words ({tokens} tokens)&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Resumir «{title}»&lt;/h3&gt;&lt;p&gt;{words} palabras ({tokens} tokens)&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SummarizeText</name>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Declined by the model</source>
        <translation>Rechazado por el modelo</translation>
    </message>
    <message>
        <source>Cut off: not finished</source>
        <translation>Cortado: sin terminar</translation>
    </message>
    <message>
        <source>Not a summary</source>
        <translation>No es un resumen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>No enviado</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Leyendo</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Escribiendo</translation>
    </message>
    <message>
        <source>Waiting to try again</source>
        <translation>Esperando para reintentar</translation>
    </message>
    <message>
        <source>Progress of {model}</source>
        <extracomment>A state the writer must notice: drawn in a warning colour (with its words, never colour alone). the strategy &quot;auto&quot; chose, once known (from the estimate, or the finished job) this story&apos;s words per token, so that the row&apos;s words match the dialog&apos;s</extracomment>
        <translation>Progreso de {model}</translation>
    </message>
    <message>
        <source>How much of the text {model} has read</source>
        <translation>Cuánto del texto ha leído {model}</translation>
    </message>
    <message>
        <source>What {model} is writing</source>
        <translation>Lo que está escribiendo {model}</translation>
    </message>
    <message>
        <source>The summary appears here as it is written.</source>
        <translation>El resumen aparece aquí mientras se escribe.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel {model}</source>
        <translation>Cancelar {model}</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Resume {model}</source>
        <translation>Reanudar {model}</translation>
    </message>
    <message>
        <source>Getting ready (measuring the story&apos;s length)…</source>
        <translation>Preparando (midiendo la longitud del relato)…</translation>
    </message>
    <message>
        <source>%v / %m steps</source>
        <translation>%v / %m pasos</translation>
    </message>
    <message>
        <source>read %p %</source>
        <translation>%p % leído</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Stopping now; what is finished is kept.</source>
        <translation>Deteniendo ahora; lo que está terminado se conserva.</translation>
    </message>
    <message>
        <source>WriterLens ran into a problem it did not expect ({error}). Your library is safe; please report it if it happens again.</source>
        <translation>WriterLens se encontró con un problema inesperado ({error}). Tu biblioteca está a salvo; avísanos si vuelve a pasar.</translation>
    </message>
    <message>
        <source>You chose not to send your story to {provider}, so this model was left out and nothing left this computer.</source>
        <translation>Elegiste no enviar tu relato a {provider}, así que este modelo se dejó fuera y nada salió de este ordenador.</translation>
    </message>
    <message>
        <source>Done: the summary ({words} words) is in your library.</source>
        <translation>Hecho: el resumen ({words} palabras) está en tu biblioteca.</translation>
    </message>
    <message>
        <source>Done: its {n} summaries ({words} words) are in your library.</source>
        <translation>Hecho: sus {n} resúmenes ({words} palabras) están en tu biblioteca.</translation>
    </message>
    <message>
        <source>It took {retries} on the way.</source>
        <translation>Por el camino hicieron falta {retries}.</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>cortado</translation>
    </message>
    <message>
        <source>The model stopped at its length limit before it finished the summary.</source>
        <translation>El modelo se detuvo en su límite de longitud antes de terminar el resumen.</translation>
    </message>
    <message>
        <source>The model stopped at its length limit before it finished {n} of its {all} summaries.</source>
        <translation>El modelo se detuvo en su límite de longitud antes de terminar {n} de sus {all} resúmenes.</translation>
    </message>
    <message>
        <source>What it wrote is in your library, marked as cut off, so it is never taken for a finished summary. A shorter target length, or a model that can write more at a time, may finish it.</source>
        <translation>Lo que escribió está en tu biblioteca, marcado como cortado, para que nunca se tome por un resumen terminado. Una longitud objetivo más corta, o un modelo que pueda escribir más de una vez, quizá lo termine.</translation>
    </message>
    <message>
        <source>not a summary</source>
        <translation>no es un resumen</translation>
    </message>
    <message>
        <source>What it wrote is in your library, marked as not a summary, so it is never reviewed or counted as one. Another model, or an instruction-tuned (chat) version of this one, may do better.</source>
        <translation>Lo que escribió está en tu biblioteca, marcado como «no es un resumen», para que nunca se evalúe ni se cuente como tal. Otro modelo, o una versión de este ajustada a instrucciones (chat), puede hacerlo mejor.</translation>
    </message>
    <message>
        <source>The model declined: {words}</source>
        <translation>El modelo se negó: {words}</translation>
    </message>
    <message>
        <source>The model declined without giving a reason.</source>
        <translation>El modelo se negó sin dar un motivo.</translation>
    </message>
    <message>
        <source>Its answer is kept as a refused summary, which a study leaves out of its averages. You can try another model.</source>
        <translation>Su respuesta se guarda como un resumen rechazado, que un estudio deja fuera de sus promedios. Puedes probar con otro modelo.</translation>
    </message>
    <message>
        <source>Finished steps are kept: Try Again goes on from where it stopped.</source>
        <translation>Los pasos terminados se conservan: «Reintentar» sigue desde donde se detuvo.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Nothing was summarized.</source>
        <translation>No se resumió nada.</translation>
    </message>
    <message>
        <source>Cancelled. The {n} finished steps and the {words} words written of the next are kept: Resume goes on from there without doing them again.</source>
        <translation>Cancelado. Se conservan los {n} pasos terminados y las {words} palabras ya escritas del siguiente: Reanudar sigue desde ahí sin volver a hacerlos.</translation>
    </message>
    <message>
        <source>Cancelled. The {n} finished steps are kept: Resume goes on from there without doing them again.</source>
        <translation>Cancelado. Los {n} pasos terminados se conservan: «Reanudar» sigue desde ahí sin repetirlos.</translation>
    </message>
    <message>
        <source>Cancelled before the first step finished. Resume starts it again.</source>
        <translation>Cancelado antes de terminar el primer paso. «Reanudar» lo empieza de nuevo.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>Your study “{study}” asks for these models, so they are chosen for you.</source>
        <extracomment>The writer&apos;s last choice of models, strategy and length (a settings row).</extracomment>
        <translation>Tu estudio «{study}» pide estos modelos, así que ya están elegidos para ti.</translation>
    </message>
    <message>
        <source>Not ready yet: {models}. Set them up in Settings.</source>
        <translation>Todavía no están listos: {models}. Configúralos en Ajustes.</translation>
    </message>
    <message>
        <source>&amp;Automatic (recommended)</source>
        <translation>&amp;Automático (recomendado)</translation>
    </message>
    <message>
        <source>&amp;Whole story at once</source>
        <translation>Todo el &amp;relato de una vez</translation>
    </message>
    <message>
        <source>In &amp;parts, then joined</source>
        <translation>En &amp;partes, luego unidas</translation>
    </message>
    <message>
        <source>Part by part, one summary &amp;kept up to date</source>
        <translation>Parte por parte, un &amp;solo resumen al día</translation>
    </message>
    <message>
        <source>In three &amp;lengths</source>
        <translation>En tres &amp;longitudes</translation>
    </message>
    <message>
        <source>hierarchical merging</source>
        <translation>fusión jerárquica (hierarchical merging)</translation>
    </message>
    <message>
        <source>incremental updating</source>
        <translation>actualización incremental (incremental updating)</translation>
    </message>
    <message>
        <source>gradual summaries</source>
        <translation>resúmenes graduales (gradual summaries)</translation>
    </message>
    <message>
        <source>Exact term: {term}.</source>
        <translation>Término exacto: {term}.</translation>
    </message>
    <message>
        <source>The whole story at once when it fits in what the model reads at a time; otherwise in parts, then joined.</source>
        <translation>Toda la historia de una vez cuando cabe en lo que el modelo lee de golpe; si no, en partes, luego unidas.</translation>
    </message>
    <message>
        <source>The model reads the entire story in one go and writes the summary. Only for models that can read the whole story at once.</source>
        <translation>El modelo lee todo el relato de una sola vez y escribe el resumen. Solo para modelos que pueden leer todo el relato de una vez.</translation>
    </message>
    <message>
        <source>The story is cut into parts; each part is summarized, then the part summaries are merged, level by level, into one.</source>
        <translation>El relato se divide en partes; se resume cada parte y luego los resúmenes de las partes se fusionan, nivel a nivel, en uno solo.</translation>
    </message>
    <message>
        <source>The model reads the story part by part and keeps updating one summary, shortening it whenever it grows too long.</source>
        <translation>El modelo lee el relato parte por parte y va actualizando un único resumen, que acorta cada vez que se alarga demasiado.</translation>
    </message>
    <message>
        <source>Three summaries, about 20 %, 10 % and 5 % of the story&apos;s length (the target length is not used).</source>
        <translation>Tres resúmenes, de aproximadamente el 20 %, el 10 % y el 5 % de la longitud del relato (no se usa la longitud objetivo).</translation>
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
        <translation>resumiendo las partes</translation>
    </message>
    <message>
        <source>merge level {level}</source>
        <translation>fusión, nivel {level}</translation>
    </message>
    <message>
        <source>summary {n} of 3</source>
        <translation>resumen {n} de 3</translation>
    </message>
    <message>
        <source>Step {step} of {total}</source>
        <translation>Paso {step} de {total}</translation>
    </message>
    <message>
        <source>about {read} words read, {written} written</source>
        <translation>unas {read} palabras leídas, {written} escritas</translation>
    </message>
    <message>
        <source>{time} so far</source>
        <translation>{time} hasta ahora</translation>
    </message>
    <message>
        <source>about {time} left</source>
        <translation>quedan unos {time}</translation>
    </message>
    <message>
        <source>almost done</source>
        <translation>casi listo</translation>
    </message>
    <message>
        <source>1 retry</source>
        <extracomment>Roughly how many English words a token holds; a writer thinks in words, models in tokens. A run expected to take longer than this is named plainly before it starts.</extracomment>
        <translation>1 reintento</translation>
    </message>
    <message>
        <source>{n} retries</source>
        <translation>{n} reintentos</translation>
    </message>
    <message>
        <source>a few seconds</source>
        <translation>unos segundos</translation>
    </message>
    <message>
        <source>about {s} seconds</source>
        <translation>unos {s} segundos</translation>
    </message>
    <message>
        <source>about {m} minutes</source>
        <translation>unos {m} minutos</translation>
    </message>
    <message>
        <source>about {h} h</source>
        <translation>unas {h} h</translation>
    </message>
    <message>
        <source>about {h} h {m:02d} min</source>
        <translation>unas {h} h {m:02d} min</translation>
    </message>
    <message>
        <source>For all {n} calls of this run, one after another.</source>
        <translation>Para las {n} llamadas de esta ejecución, una tras otra.</translation>
    </message>
    <message>
        <source>For the one call of this run.</source>
        <translation>Para la única llamada de esta ejecución.</translation>
    </message>
    <message>
        <source>{covers} Based on the speed {basis}.</source>
        <translation>{covers} Según la velocidad {basis}.</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>en este ordenador</translation>
    </message>
    <message>
        <source>at this provider&apos;s usual speed</source>
        <translation>habitual de este proveedor</translation>
    </message>
    <message>
        <source>“{model}” will take {time}.</source>
        <translation>«{model}» tardará {time}.</translation>
    </message>
    <message>
        <source>Reading: about {read} of {total} words ({tokens} of {all} tokens)</source>
        <translation>Leyendo: unas {read} de {total} palabras ({tokens} de {all} tokens)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <source>Writing: {words} words so far</source>
        <translation>Escribiendo: {words} palabras hasta ahora</translation>
    </message>
    <message>
        <source>{n} words a second</source>
        <translation>{n} palabras por segundo</translation>
    </message>
    <message>
        <source>Waiting for the model…</source>
        <translation>Esperando al modelo…</translation>
    </message>
    <message>
        <source>Waiting: {reason}</source>
        <translation>En espera: {reason}</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <source>Select the words that are wrong, then press the label&apos;s key or click it. Alt keeps the exact characters. Ctrl+Z undoes.</source>
        <translation>Selecciona las palabras que están mal y luego pulsa la tecla de la etiqueta o haz clic en ella. Alt conserva los caracteres exactos. Ctrl+Z deshace.</translation>
    </message>
    <message>
        <source>The &amp;questions</source>
        <translation>Las &amp;preguntas</translation>
    </message>
    <message>
        <source>Check &amp;claims</source>
        <translation>Comprobar a&amp;firmaciones</translation>
    </message>
    <message>
        <source>The model declined to summarize this story; its words are shown as it wrote them. A refused summary is not rated or ranked, and the study leaves it out of its averages. You can still leave feedback.</source>
        <translation>El modelo se negó a resumir este relato; sus palabras se muestran tal como las escribió. Un resumen rechazado no se puntúa ni se clasifica, y el estudio lo deja fuera de sus promedios. Aun así puedes dejar tu valoración.</translation>
    </message>
</context>
<context>
    <name>SummaryView</name>
    <message>
        <source>Summary text</source>
        <extracomment>start, end (code points), label id a span was clicked in the text while choosing what a span clashes with: the passage chosen (code points) while choosing what a span clashes with: the writer gave up (Esc) a key 1-4 with nothing selected: the framed question&apos;s answer Enter with nothing selected: on to the next question</extracomment>
        <translation>Texto del resumen</translation>
    </message>
    <message>
        <source>Select a passage, then press a label&apos;s key or open the context menu.</source>
        <translation>Selecciona un pasaje y luego pulsa la tecla de una etiqueta o abre el menú contextual.</translation>
    </message>
    <message>
        <source>This review is finished and can be read only.</source>
        <translation>Esta revisión está terminada y solo se puede leer.</translation>
    </message>
    <message>
        <source>First select the passage you want to label.</source>
        <translation>Primero selecciona el pasaje que quieres etiquetar.</translation>
    </message>
    <message>
        <source>{label}: the other passage</source>
        <translation>{label}: el otro pasaje</translation>
    </message>
</context>
<context>
    <name>TaskBar</name>
    <message>
        <source>Working</source>
        <translation>Trabajando</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel what is running</source>
        <translation>Cancelar lo que está en curso</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
</context>
<context>
    <name>Taxonomy</name>
    <message>
        <source>What is wrong with this passage?</source>
        <translation>¿Qué está mal en este pasaje?</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>What the summary chooses to include.</source>
        <translation>Lo que el resumen elige incluir.</translation>
    </message>
    <message>
        <source>Insignificant detail</source>
        <translation>Detalle insignificante</translation>
    </message>
    <message>
        <source>Spends words on a detail that does not matter to the story.</source>
        <translation>Gasta palabras en un detalle que no importa para el relato.</translation>
    </message>
    <message>
        <source>Too vague</source>
        <translation>Demasiado vago</translation>
    </message>
    <message>
        <source>Stays so general that the events or people cannot be recognised.</source>
        <translation>Se queda tan en lo general que no se reconocen los sucesos ni las personas.</translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation>Fidelidad</translation>
    </message>
    <message>
        <source>What the summary gets wrong about the story.</source>
        <translation>Lo que el resumen cuenta mal del relato.</translation>
    </message>
    <message>
        <source>Wrong feeling</source>
        <translation>Sentimiento equivocado</translation>
    </message>
    <message>
        <source>Gets a character&apos;s feelings, motives or attitude wrong.</source>
        <translation>Se equivoca con los sentimientos, los motivos o la actitud de un personaje.</translation>
    </message>
    <message>
        <source>Wrong character</source>
        <translation>Personaje equivocado</translation>
    </message>
    <message>
        <source>Confuses who someone is, or gives one character&apos;s deed or trait to another.</source>
        <translation>Confunde quién es alguien, o atribuye a un personaje lo que hizo o cómo es otro.</translation>
    </message>
    <message>
        <source>Wrong cause</source>
        <translation>Causa equivocada</translation>
    </message>
    <message>
        <source>Gives the wrong reason for an event, or links cause and effect where the story does not.</source>
        <translation>Da un motivo equivocado para un suceso, o une causa y efecto donde el relato no lo hace.</translation>
    </message>
    <message>
        <source>Wrong event</source>
        <translation>Suceso equivocado</translation>
    </message>
    <message>
        <source>Says something happened that did not, or that happened differently.</source>
        <translation>Dice que pasó algo que no pasó, o que pasó de otra manera.</translation>
    </message>
    <message>
        <source>Wrong setting</source>
        <translation>Ambientación equivocada</translation>
    </message>
    <message>
        <source>Gets the place, the time or the circumstances wrong.</source>
        <translation>Se equivoca con el lugar, el momento o las circunstancias.</translation>
    </message>
    <message>
        <source>Coherence</source>
        <translation>Coherencia</translation>
    </message>
    <message>
        <source>How the summary reads on its own.</source>
        <translation>Cómo se lee el resumen por sí solo.</translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation>Contradicción</translation>
    </message>
    <message>
        <source>Contradicts something said earlier in the summary (you can point at that passage).</source>
        <translation>Contradice algo dicho antes en el resumen (puedes señalar ese pasaje).</translation>
    </message>
    <message>
        <source>Abrupt transition</source>
        <translation>Transición brusca</translation>
    </message>
    <message>
        <source>Jumps to a new event or idea without connecting it to what came before.</source>
        <translation>Salta a un suceso o una idea nuevos sin relacionarlos con lo anterior.</translation>
    </message>
    <message>
        <source>Missing context</source>
        <translation>Falta de contexto</translation>
    </message>
    <message>
        <source>Mentions someone or something the reader has not been told about.</source>
        <translation>Menciona a alguien o algo de lo que no se le ha hablado al lector.</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Says again what the summary has already said (you can point at that passage).</source>
        <translation>Repite lo que el resumen ya ha dicho (puedes señalar ese pasaje).</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>What the summary makes of the story.</source>
        <translation>Lo que el resumen hace del relato.</translation>
    </message>
    <message>
        <source>Unsupported reading</source>
        <translation>Interpretación sin fundamento</translation>
    </message>
    <message>
        <source>Offers an interpretation that the story does not bear out.</source>
        <translation>Ofrece una interpretación que el relato no sostiene.</translation>
    </message>
    <message>
        <source>Unreliable narrator</source>
        <translation>Narrador no fiable</translation>
    </message>
    <message>
        <source>A note for stories whose narrator cannot be trusted.</source>
        <translation>Una nota para relatos cuyo narrador no es de fiar.</translation>
    </message>
    <message>
        <source>Narrator taken at their word</source>
        <translation>Narrador tomado al pie de la letra</translation>
    </message>
    <message>
        <source>The summary takes a narrator at their word where the story means otherwise.</source>
        <translation>El resumen toma al narrador al pie de la letra donde el relato quiere decir otra cosa.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to {app}</source>
        <translation>Te damos la bienvenida a {app}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to {app}&lt;/h2&gt;&lt;p&gt;{app} helps you see how well AI models summarize &lt;i&gt;your&lt;/i&gt; stories.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Import a story&lt;/b&gt; (.txt, .md, .docx, .odt, .epub or .rtf): use &lt;i&gt;Import…&lt;/i&gt; or drop a file on the window.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Get summaries&lt;/b&gt; from up to three models: cloud models with your own key, or a model that runs on this computer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Review them blind&lt;/b&gt;: answer four questions about each, highlight its mistakes, and rank the three.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;To try it now with no key and no model, open &lt;b&gt;{sample}&lt;/b&gt;: it is in your library with three demo summaries written by hand, one good, one vague and one with planted mistakes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your stories stay on this computer&lt;/b&gt; unless you choose to send one to a cloud model.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Te damos la bienvenida a {app}&lt;/h2&gt;&lt;p&gt;{app} te ayuda a ver lo bien que los modelos de IA resumen &lt;i&gt;tus&lt;/i&gt; relatos.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Importa un relato&lt;/b&gt; (.txt, .md, .docx, .odt, .epub o .rtf): usa &lt;i&gt;Importar…&lt;/i&gt; o suelta un archivo en la ventana.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Obtén resúmenes&lt;/b&gt; de hasta tres modelos: modelos en la nube con tu propia clave, o un modelo que funcione en este ordenador.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Revísalos a ciegas&lt;/b&gt;: responde cuatro preguntas sobre cada uno, resalta sus errores y ordena los tres.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Para probarlo ahora sin clave ni modelo, abre &lt;b&gt;{sample}&lt;/b&gt;: está en tu biblioteca con tres resúmenes de muestra escritos a mano, uno bueno, uno vago y uno con errores colocados a propósito.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tus relatos se quedan en este ordenador&lt;/b&gt;, salvo que decidas enviar uno a un modelo en la nube.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open the sample</source>
        <translation>Abrir el ejemplo</translation>
    </message>
</context>
<context>
    <name>WorkIndicator</name>
    <message>
        <source>Writing summaries of “{title}”…</source>
        <translation>Escribiendo resúmenes de «{title}»…</translation>
    </message>
    <message numerus="yes">
        <source>Writing summaries of %n stories…</source>
        <translation>
            <numerusform>Escribiendo resúmenes de %n historia…</numerusform>
            <numerusform>Escribiendo resúmenes de %n historias…</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see the progress</source>
        <translation>Haz clic para ver el progreso</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Could not import “{file_name}”: {reason}</source>
        <translation>No se pudo importar «{file_name}»: {reason}</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>Cancelado. No se cambió nada.</translation>
    </message>
    <message>
        <source>this is not a real {kind} file: it is password-protected or an older format (such as a Word 97-2003 .doc) renamed to {kind}. Open it in your word processor, remove any password, save it as {kind} and import that.</source>
        <translation>no es un archivo {kind} de verdad: está protegido con contraseña o tiene un formato antiguo (como un .doc de Word 97-2003) renombrado a {kind}. Ábrelo en tu procesador de textos, quita la contraseña si la tiene, guárdalo como {kind} e importa ese archivo.</translation>
    </message>
    <message>
        <source>it is not a valid zip archive</source>
        <translation>no es un archivo zip válido</translation>
    </message>
    <message>
        <source>the {kind} file would unpack to {unpacked_mb:.0f} MB, more than the {max_mb} MB WriterLens allows (it may hold very large pictures, or be damaged). Save the story as .txt and import that.</source>
        <translation>el archivo {kind} ocuparía {unpacked_mb:.0f} MB al descomprimirse, más de los {max_mb} MB que permite WriterLens (puede contener imágenes muy grandes o estar dañado). Guarda el relato como .txt e importa ese archivo.</translation>
    </message>
    <message>
        <source>the {kind} file&apos;s text is made of more than {max_text_part_tags:,} pieces of markup, far more than a story has (it may be damaged or made to break programs). Open it in your word processor, save the story as .txt and import that.</source>
        <translation>el texto del archivo {kind} tiene más de {max_text_part_tags:,} piezas de marcado, muchas más de las que tiene un relato (puede estar dañado o hecho para romper programas). Ábrelo en tu procesador de textos, guarda el relato como .txt e importa ese archivo.</translation>
    </message>
    <message>
        <source>its part “{member}” cannot be read</source>
        <translation>no se puede leer su parte «{member}»</translation>
    </message>
    <message>
        <source>this {kind} file is password-protected, so WriterLens cannot read its text. Save a copy without a password and import that.</source>
        <translation>este archivo {kind} está protegido con contraseña, así que WriterLens no puede leer su texto. Guarda una copia sin contraseña e impórtala.</translation>
    </message>
    <message>
        <source>the {kind} file&apos;s part “{member}” unpacks to more than {cap_mb} MB, far more than a story needs (it may be damaged). Save the story as .txt and import that.</source>
        <translation>la parte «{member}» del archivo {kind} ocupa más de {cap_mb} MB al descomprimirse, mucho más de lo que necesita un relato (puede estar dañado). Guarda el relato como .txt e importa ese archivo.</translation>
    </message>
    <message>
        <source>this EPUB is protected by DRM/encryption, so WriterLens cannot read its text. If it is your own book, export it again without DRM (or save the story as .docx) and import that.</source>
        <translation>este EPUB está protegido con DRM/cifrado, así que WriterLens no puede leer su texto. Si es tu propio libro, vuelve a exportarlo sin DRM (o guarda el relato como .docx) e importa ese archivo.</translation>
    </message>
    <message>
        <source>a part it lists is missing or unreadable</source>
        <translation>falta una parte que menciona o no se puede leer</translation>
    </message>
    <message>
        <source>its table of contents or a chapter cannot be read</source>
        <translation>no se puede leer su índice o uno de sus capítulos</translation>
    </message>
    <message>
        <source>Open it in your word processor and save it again.</source>
        <translation>Ábrelo en tu procesador de textos y vuelve a guardarlo.</translation>
    </message>
    <message>
        <source>Open it in LibreOffice or your word processor and save it again.</source>
        <translation>Ábrelo en LibreOffice o en tu procesador de textos y vuelve a guardarlo.</translation>
    </message>
    <message>
        <source>Export it again from the program that made it, or save the story as .docx and import that.</source>
        <translation>Vuelve a exportarlo desde el programa que lo creó, o guarda el relato como .docx e importa ese archivo.</translation>
    </message>
    <message>
        <source>the story is {millions:.1f} million characters long; WriterLens imports stories up to {max_millions:.1f} million characters (about 2.5 million words). Split it into parts and import each.</source>
        <translation>el relato tiene {millions:.1f} millones de caracteres; WriterLens importa relatos de hasta {max_millions:.1f} millones de caracteres (unos 2,5 millones de palabras). Divídelo en partes e importa cada una.</translation>
    </message>
    <message>
        <source>Save the story again as {save_as} and import that.</source>
        <translation>Vuelve a guardar el relato como {save_as} e importa ese archivo.</translation>
    </message>
    <message>
        <source>the {kind} file is damaged ({detail}). {fix}</source>
        <translation>el archivo {kind} está dañado ({detail}). {fix}</translation>
    </message>
    <message>
        <source>this looks like a binary file, not text ({detail}). If it is a story, save it as {save_as} and import that.</source>
        <translation>parece un archivo binario, no texto ({detail}). Si es un relato, guárdalo como {save_as} e importa ese archivo.</translation>
    </message>
    <message>
        <source>“{name}” holds characters that cannot be stored (broken UTF-16 halves); WriterLens shows them as “�”. Check those places against your original.</source>
        <translation>«{name}» contiene caracteres que no se pueden guardar (mitades UTF-16 rotas); WriterLens los muestra como «�». Compara esos puntos con tu original.</translation>
    </message>
    <message>
        <source>Open it in your word processor, save it as .docx and import that.</source>
        <translation>Ábrelo en tu procesador de textos, guárdalo como .docx e importa ese archivo.</translation>
    </message>
    <message>
        <source>Open it in Word, save it as .docx and import that.</source>
        <translation>Ábrelo en Word, guárdalo como .docx e importa ese archivo.</translation>
    </message>
    <message>
        <source>Export the story as .docx or .txt from the program you wrote it in (or copy its text into a .txt file) and import that.</source>
        <translation>Exporta el relato como .docx o .txt desde el programa en que lo escribiste (o copia su texto en un archivo .txt) e importa ese archivo.</translation>
    </message>
    <message>
        <source>In Pages, choose File ▸ Export To ▸ Word, and import the .docx.</source>
        <translation>En Pages, elige Archivo ▸ Exportar a ▸ Word e importa el .docx.</translation>
    </message>
    <message>
        <source>Convert it to .epub (for example with Calibre) and import that.</source>
        <translation>Conviértelo a .epub (por ejemplo, con Calibre) e importa ese archivo.</translation>
    </message>
    <message>
        <source>Save it as .txt (or open it in a word processor and save it as .docx).</source>
        <translation>Guárdalo como .txt (o ábrelo en un procesador de textos y guárdalo como .docx).</translation>
    </message>
    <message>
        <source>In Scrivener, choose File ▸ Compile, compile to .docx or .rtf, and import that.</source>
        <translation>En Scrivener, elige Archivo ▸ Compilar, compila a .docx o .rtf e importa ese archivo.</translation>
    </message>
    <message>
        <source>It reads .txt, .md, .docx, .odt, .epub and .rtf.</source>
        <translation>Lee .txt, .md, .docx, .odt, .epub y .rtf.</translation>
    </message>
    <message>
        <source>WriterLens cannot tell what kind of file this is (its name has no extension such as .txt or .docx). {reads}</source>
        <translation>WriterLens no sabe qué tipo de archivo es (su nombre no tiene una extensión como .txt o .docx). {reads}</translation>
    </message>
    <message>
        <source>WriterLens cannot read “{extension}” files. {reads}</source>
        <translation>WriterLens no puede leer archivos «{extension}». {reads}</translation>
    </message>
    <message>
        <source>WriterLens cannot read “{extension}” files. {reads} {hint}</source>
        <translation>WriterLens no puede leer archivos «{extension}». {reads} {hint}</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>el archivo está vacío.</translation>
    </message>
    <message>
        <source>the file contains no text. If the story is in it as pictures or scanned pages, WriterLens cannot read it; save the text itself as {save_as} and import that.</source>
        <translation>el archivo no contiene texto. Si el relato está dentro como imágenes o páginas escaneadas, WriterLens no puede leerlo; guarda el texto en sí como {save_as} e importa ese archivo.</translation>
    </message>
    <message>
        <source>the file was not found. It may have been moved, renamed or deleted.</source>
        <translation>no se encontró el archivo. Puede que se haya movido, renombrado o borrado.</translation>
    </message>
    <message>
        <source>it is a folder, not a file. Choose the story file inside it instead.</source>
        <translation>es una carpeta, no un archivo. Elige el archivo del relato que hay dentro.</translation>
    </message>
    <message>
        <source>it is not a regular file. Choose the story file itself.</source>
        <translation>no es un archivo normal. Elige el archivo del relato en sí.</translation>
    </message>
    <message>
        <source>WriterLens is not allowed to read it (permission denied). Check the file&apos;s permissions, or copy it into your Documents folder and import the copy.</source>
        <translation>WriterLens no tiene permiso para leerlo (acceso denegado). Revisa los permisos del archivo, o cópialo en tu carpeta Documentos e importa la copia.</translation>
    </message>
    <message>
        <source>the file could not be read ({detail}). If it is on a network drive or a removable disk, copy it to your computer and import the copy.</source>
        <translation>no se pudo leer el archivo ({detail}). Si está en una unidad de red o en un disco extraíble, cópialo a tu ordenador e importa la copia.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>the file disappeared while WriterLens was reading it.</source>
        <translation>el archivo desapareció mientras WriterLens lo leía.</translation>
    </message>
    <message>
        <source>there is not enough memory to read it.</source>
        <translation>no hay memoria suficiente para leerlo.</translation>
    </message>
    <message>
        <source>the file is {size}; WriterLens imports {extension} files up to {max_mb} MB. If it holds large pictures, save a copy without them (or save the story as .txt) and import that.</source>
        <translation>el archivo ocupa {size}; WriterLens importa archivos {extension} de hasta {max_mb} MB. Si contiene imágenes grandes, guarda una copia sin ellas (o guarda el relato como .txt) e impórtala.</translation>
    </message>
    <message>
        <source>the file is {size}; WriterLens imports stories up to {max_mb} MB of text (about 2.5 million words). Split it into parts and import each.</source>
        <translation>el archivo ocupa {size}; WriterLens importa relatos de hasta {max_mb} MB de texto (unos 2,5 millones de palabras). Divídelo en partes e importa cada una.</translation>
    </message>
    <message>
        <source>it has no content.xml</source>
        <translation>no tiene content.xml</translation>
    </message>
    <message>
        <source>this .odt file is password-protected, so WriterLens cannot read its text. Open it in LibreOffice, save a copy without a password and import that.</source>
        <translation>este archivo .odt está protegido con contraseña, así que WriterLens no puede leer su texto. Ábrelo en LibreOffice, guarda una copia sin contraseña e impórtala.</translation>
    </message>
    <message>
        <source>its text part, content.xml, is not well-formed XML</source>
        <translation>su parte de texto, content.xml, no es XML bien formado</translation>
    </message>
    <message>
        <source>“{name}” is not UTF-8, so WriterLens read it as {label}. If letters look wrong, save the file as UTF-8 and import it again.</source>
        <translation>«{name}» no está en UTF-8, así que WriterLens lo leyó como {label}. Si alguna letra se ve mal, guarda el archivo en UTF-8 y vuelve a importarlo.</translation>
    </message>
    <message>
        <source>“{name}” is not UTF-8, so WriterLens read it as Windows-1252 (Western European). If accented letters look wrong, save the file as UTF-8 and import it again.</source>
        <translation>«{name}» no está en UTF-8, así que WriterLens lo leyó como Windows-1252 (Europa occidental). Si las letras con tilde se ven mal, guarda el archivo en UTF-8 y vuelve a importarlo.</translation>
    </message>
    <message>
        <source>it is full of control characters</source>
        <translation>está lleno de caracteres de control</translation>
    </message>
    <message>
        <source>it contains NUL bytes</source>
        <translation>contiene bytes NUL</translation>
    </message>
    <message>
        <source>its bytes do not read as text in any encoding WriterLens knows</source>
        <translation>sus bytes no se leen como texto en ninguna codificación que conozca WriterLens</translation>
    </message>
    <message>
        <source>“{name}” is {label} text but part of it is damaged; WriterLens shows the unreadable characters as “�”. Check those places against your original.</source>
        <translation>«{name}» es texto {label}, pero parte de él está dañado; WriterLens muestra los caracteres ilegibles como «�». Compara esos puntos con tu original.</translation>
    </message>
    <message>
        <source>this is not a valid RTF file (it does not start with “{{\rtf”). Open it in your word processor, save it as .rtf again and import that.</source>
        <translation>no es un archivo RTF válido (no empieza por «{{\rtf»). Ábrelo en tu procesador de textos, vuelve a guardarlo como .rtf e importa ese archivo.</translation>
    </message>
    <message>
        <source>WriterLens could not decode it</source>
        <translation>WriterLens no pudo descodificarlo</translation>
    </message>
    <message>
        <source>it has no word/document.xml, so it is not a Word document</source>
        <translation>no tiene word/document.xml, así que no es un documento de Word</translation>
    </message>
    <message>
        <source>its text part is not well-formed XML</source>
        <translation>su parte de texto no es XML bien formado</translation>
    </message>
    <message>
        <source>a part it refers to is missing</source>
        <translation>falta una parte a la que remite</translation>
    </message>
    <message>
        <source>WriterLens could not read its contents</source>
        <translation>WriterLens no pudo leer su contenido</translation>
    </message>
    <message>
        <source>Write the claim in a few words first. Nothing was changed.</source>
        <translation>Primero escribe la afirmación en pocas palabras. No se cambió nada.</translation>
    </message>
    <message>
        <source>Select at least one word of {summary} as the passage the claim comes from. Nothing was changed.</source>
        <translation>Selecciona al menos una palabra de {summary} como el pasaje del que sale la afirmación. No se cambió nada.</translation>
    </message>
    <message>
        <source>That claim is no longer there (it may have been removed or replaced). Nothing was changed.</source>
        <translation>Esa afirmación ya no está (puede que se haya quitado o sustituido). No se cambió nada.</translation>
    </message>
    <message>
        <source>That claim was replaced by your edit, split or merge; work on the claims that replaced it. Nothing was changed.</source>
        <translation>Esa afirmación se sustituyó con tu edición, división o unión; trabaja con las afirmaciones que la sustituyeron. No se cambió nada.</translation>
    </message>
    <message>
        <source>Only claims you added yourself can be removed. To correct the model&apos;s claim, edit, split or merge it; the original is kept. Nothing was changed.</source>
        <translation>Solo se pueden quitar las afirmaciones que añadiste tú. Para corregir la afirmación del modelo, edítala, divídela o únela; el original se conserva. No se cambió nada.</translation>
    </message>
    <message>
        <source>The claim reads the same as before, so there is nothing to change.</source>
        <translation>La afirmación dice lo mismo que antes, así que no hay nada que cambiar.</translation>
    </message>
    <message>
        <source>Splitting a claim needs at least two parts, each with its own words. Nothing was changed.</source>
        <translation>Para dividir una afirmación hacen falta al menos dos partes, cada una con sus propias palabras. No se cambió nada.</translation>
    </message>
    <message>
        <source>Merging needs at least two different claims of the same summary. Nothing was changed.</source>
        <translation>Para unir hacen falta al menos dos afirmaciones distintas del mismo resumen. No se cambió nada.</translation>
    </message>
    <message>
        <source>This change cannot be undone or redone any more, because the claims it touched have changed since. Nothing was changed.</source>
        <translation>Este cambio ya no se puede deshacer ni rehacer, porque las afirmaciones que tocaba han cambiado desde entonces. No se cambió nada.</translation>
    </message>
    <message>
        <source>That can no longer be undone or redone: what it would bring back is already there again. Nothing was changed.</source>
        <translation>Eso ya no se puede deshacer ni rehacer: lo que recuperaría ya vuelve a estar ahí. No se cambió nada.</translation>
    </message>
    <message>
        <source>“{verdict}” is not a verdict. Choose faithful, unfaithful, partly or can&apos;t tell. Nothing was changed.</source>
        <translation>«{verdict}» no es un veredicto. Elige fiel, no fiel, en parte o no se sabe. No se cambió nada.</translation>
    </message>
    <message>
        <source>Select at least one word of your story as the evidence, or give none. Nothing was changed.</source>
        <translation>Selecciona al menos una palabra de tu relato como prueba, o no des ninguna. No se cambió nada.</translation>
    </message>
    <message>
        <source>Select at least one word of your story to mark what was left out. Nothing was changed.</source>
        <translation>Selecciona al menos una palabra de tu relato para marcar lo que se dejó fuera. No se cambió nada.</translation>
    </message>
    <message>
        <source>“{kind}” is not a kind of omission. Choose an event, a character, a relationship, a character&apos;s state, a theme or the ending. Nothing was changed.</source>
        <translation>«{kind}» no es un tipo de omisión. Elige un suceso, un personaje, una relación, el estado de un personaje, un tema o el final. No se cambió nada.</translation>
    </message>
    <message>
        <source>Choose at least one summary that left this passage out. Nothing was changed.</source>
        <translation>Elige al menos un resumen que dejara fuera este pasaje. No se cambió nada.</translation>
    </message>
    <message>
        <source>That omission is no longer there. Nothing was changed.</source>
        <translation>Esa omisión ya no está. No se cambió nada.</translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n already have their claims, so they are left out and nothing is sent for them. Ask again to replace them if you mean to: the claims you checked are kept, set aside.</source>
        <translation>
            <numerusform>De los resúmenes elegidos, %n ya tiene sus afirmaciones, así que se deja fuera y no se envía nada para él. Vuelve a pedirlo para sustituirlas si de verdad quieres: las afirmaciones que comprobaste se conservan, apartadas.</numerusform>
            <numerusform>De los resúmenes elegidos, %n ya tienen sus afirmaciones, así que se dejan fuera y no se envía nada para ellos. Vuelve a pedirlo para sustituirlas si de verdad quieres: las afirmaciones que comprobaste se conservan, apartadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n are no longer in the library (they may have been removed), so they are left out.</source>
        <translation>
            <numerusform>De los resúmenes elegidos, %n ya no está en la biblioteca (puede que se haya quitado), así que se deja fuera.</numerusform>
            <numerusform>De los resúmenes elegidos, %n ya no están en la biblioteca (puede que se hayan quitado), así que se dejan fuera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n have no usable text (the model declined or failed), so they have no claims to check and are left out.</source>
        <translation>
            <numerusform>De los resúmenes elegidos, %n no tiene texto utilizable (el modelo se negó o falló), así que no tiene afirmaciones que comprobar y se deja fuera.</numerusform>
            <numerusform>De los resúmenes elegidos, %n no tienen texto utilizable (el modelo se negó o falló), así que no tienen afirmaciones que comprobar y se dejan fuera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The claims of %n summaries finished before were saved.</source>
        <translation>
            <numerusform>{problem} Se guardaron las afirmaciones de %n resumen ya terminado.</numerusform>
            <numerusform>{problem} Se guardaron las afirmaciones de %n resúmenes ya terminados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the summaries chosen, %n have no claims yet, so there is nothing to judge there and they are left out. Find their claims first.</source>
        <translation>
            <numerusform>De los resúmenes elegidos, %n todavía no tiene afirmaciones, así que no hay nada que evaluar ahí y se deja fuera. Primero busca sus afirmaciones.</numerusform>
            <numerusform>De los resúmenes elegidos, %n todavía no tienen afirmaciones, así que no hay nada que evaluar ahí y se dejan fuera. Primero busca sus afirmaciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The judge&apos;s verdicts on %n claims finished before were saved.</source>
        <translation>
            <numerusform>{problem} Se guardó el veredicto del evaluador sobre %n afirmación ya terminada.</numerusform>
            <numerusform>{problem} Se guardaron los veredictos del evaluador sobre %n afirmaciones ya terminadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>A claim with its story passages</source>
        <translation>Una afirmación con sus pasajes del relato</translation>
    </message>
    <message>
        <source>Choose a model with a larger context.</source>
        <translation>Elige un modelo con un contexto mayor.</translation>
    </message>
    <message>
        <source>{what} comes to about {needed:,} tokens, more than the judge “{model}” can read at once (its context holds {window:,} tokens). Nothing was sent. {remedy}</source>
        <translation>{what} suma unos {needed:,} tokens, más de los que el evaluador «{model}» puede leer de una vez (su contexto admite {window:,} tokens). No se envió nada. {remedy}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Choose a judge with a larger context.</source>
        <extracomment>A judge whose context cannot hold what it must read (the coherence and probe judges alike).</extracomment>
        <translation>Elige un evaluador con un contexto mayor.</translation>
    </message>
    <message>
        <source>The summary with the instructions</source>
        <translation>El resumen con las instrucciones</translation>
    </message>
    <message>
        <source>Read sentence {number} of {total}.</source>
        <translation>Leída la frase {number} de {total}.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the summary&apos;s %n sentences…</source>
        <translation>
            <numerusform>Leyendo %n frase del resumen…</numerusform>
            <numerusform>Leyendo las %n frases del resumen…</numerusform>
        </translation>
    </message>
    <message>
        <source>The summary with a question</source>
        <translation>El resumen con una pregunta</translation>
    </message>
    <message>
        <source>Question {number}: not answered.</source>
        <translation>Pregunta {number}: sin responder.</translation>
    </message>
    <message>
        <source>Checking question {number} of {total}…</source>
        <translation>Comprobando la pregunta {number} de {total}…</translation>
    </message>
    <message>
        <source>Question {number}: the judge declined.</source>
        <translation>Pregunta {number}: el evaluador se negó.</translation>
    </message>
    <message>
        <source>Question {number}: the judge&apos;s reply could not be read, even when asked again.</source>
        <translation>Pregunta {number}: la respuesta del evaluador no se pudo leer, ni siquiera al volver a preguntar.</translation>
    </message>
    <message>
        <source>Question {number}: answered.</source>
        <translation>Pregunta {number}: respondida.</translation>
    </message>
    <message>
        <source>Could not read the prompt file {path}: {strerror}.</source>
        <translation>No se pudo leer el archivo de prompt {path}: {strerror}.</translation>
    </message>
    <message>
        <source>The prompt file {path} is not valid TOML ({exc}).</source>
        <translation>El archivo de prompt {path} no es TOML válido ({exc}).</translation>
    </message>
    <message>
        <source>The prompt file {source} needs a text field “{key}”.</source>
        <translation>El archivo de prompt {source} necesita un campo de texto «{key}».</translation>
    </message>
    <message>
        <source>The prompt file {source} has role “{field_role}”; WriterLens reads its “{role}” prompt from that file. Fix the role or rename the file.</source>
        <translation>El archivo de prompt {source} tiene el rol «{field_role}»; WriterLens lee su prompt «{role}» de ese archivo. Corrige el rol o cambia el nombre del archivo.</translation>
    </message>
    <message>
        <source>The prompt file {source} needs a “version” (for example &quot;1&quot;).</source>
        <translation>El archivo de prompt {source} necesita una «version» (por ejemplo &quot;1&quot;).</translation>
    </message>
    <message>
        <source>The prompt file {where} has a stray brace ({exc}). Write a literal brace as {{{{ or }}}}.</source>
        <translation>El archivo de prompt {where} tiene una llave suelta ({exc}). Escribe una llave literal como {{{{ o }}}}.</translation>
    </message>
    <message>
        <source>The prompt file {where} uses {names}; it may use {may}.</source>
        <translation>El archivo de prompt {where} usa {names}; puede usar {may}.</translation>
    </message>
    <message>
        <source>The prompt file {where} never uses {names}; without it the judge would not see what it is to judge.</source>
        <translation>El archivo de prompt {where} nunca usa {names}; sin eso el evaluador no vería lo que tiene que evaluar.</translation>
    </message>
    <message>
        <source>The story “{title}” with its summary and the questions</source>
        <translation>El relato «{title}» con su resumen y las preguntas</translation>
    </message>
    <message>
        <source>The story with its summary and the questions</source>
        <translation>El relato con su resumen y las preguntas</translation>
    </message>
    <message>
        <source>Choose a judge with a larger context (or, for a model on this computer, raise its context size in Settings → Local models).</source>
        <translation>Elige un evaluador con un contexto mayor (o, si es un modelo de este ordenador, aumenta su tamaño de contexto en Ajustes → Modelos locales).</translation>
    </message>
    <message>
        <source>Asking question {number} of {total}: {title}…</source>
        <translation>Haciendo la pregunta {number} de {total}: {title}…</translation>
    </message>
    <message>
        <source>The judge declined to answer; the other questions were not asked.</source>
        <translation>El evaluador se negó a responder; las demás preguntas no se hicieron.</translation>
    </message>
    <message>
        <source>{title}: the judge&apos;s reply could not be read, even when asked again.</source>
        <translation>{title}: la respuesta del evaluador no se pudo leer, ni siquiera al volver a preguntar.</translation>
    </message>
    <message>
        <source>{title}: {value}</source>
        <translation>{title}: {value}</translation>
    </message>
    <message>
        <source>A probe needs both a question and its answer; the {missing} is empty. Write what a reader should learn from a good summary, and how your story answers it.</source>
        <translation>Una pregunta de comprobación necesita la pregunta y su respuesta; falta {missing}. Escribe lo que un lector debería saber por un buen resumen y cómo lo responde tu relato.</translation>
    </message>
    <message>
        <source>A probe&apos;s question and answer can each be up to {max_probe_chars:,} characters; shorten it to the point a summary should make.</source>
        <translation>La pregunta y la respuesta de una pregunta de comprobación pueden tener hasta {max_probe_chars:,} caracteres cada una; acórtala a lo que un resumen debería decir.</translation>
    </message>
    <message>
        <source>There is no summary with id {summary_id} in the library.</source>
        <translation>No hay ningún resumen con el id. {summary_id} en la biblioteca.</translation>
    </message>
    <message>
        <source>{service} has sent nothing for {seconds} s; still waiting (Cancel stops it).</source>
        <translation>{service} no ha enviado nada en {seconds} s; se sigue esperando (Cancelar lo detiene).</translation>
    </message>
    <message>
        <source>{message} The answer broke off part-way; try again.</source>
        <translation>{message} La respuesta se cortó a medias; vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>There is no API key for {service}. Add one in Settings → API keys, or set ANTHROPIC_API_KEY / OPENAI_API_KEY in the environment for the command line.</source>
        <translation>No hay ninguna clave de API para {service}. Añade una en Ajustes → Claves de API, o define ANTHROPIC_API_KEY / OPENAI_API_KEY en el entorno para la línea de comandos.</translation>
    </message>
    <message>
        <source>{subject} took too long to answer. Try again later, or choose a faster model or a shorter summary.</source>
        <translation>{subject} tardó demasiado en responder. Vuelve a intentarlo más tarde, o elige un modelo más rápido o un resumen más corto.</translation>
    </message>
    <message>
        <source>Could not reach the server at {scrub_address}. Is it running, and is this computer online? Check the address in Settings → Servers.</source>
        <translation>No se pudo contactar con el servidor en {scrub_address}. ¿Está en marcha y está este ordenador conectado? Revisa la dirección en Ajustes → Servidores.</translation>
    </message>
    <message>
        <source>Something went wrong talking to {service}: {detail}</source>
        <translation>Algo salió mal al hablar con {service}: {detail}</translation>
    </message>
    <message>
        <source>{subject} is receiving too many requests from this account right now. Wait a minute and try again.</source>
        <translation>{subject} está recibiendo demasiadas peticiones de esta cuenta ahora mismo. Espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>{subject} rejected the API key ({detail}). Check the key in Settings → API keys.</source>
        <translation>{subject} rechazó la clave de API ({detail}). Revisa la clave en Ajustes → Claves de API.</translation>
    </message>
    <message>
        <source>{subject} refused access with this API key ({detail}). Check the key in Settings → API keys.</source>
        <translation>{subject} denegó el acceso con esta clave de API ({detail}). Revisa la clave en Ajustes → Claves de API.</translation>
    </message>
    <message>
        <source>{subject} is overloaded. Try again in a few minutes.</source>
        <translation>{subject} está saturado. Vuelve a intentarlo en unos minutos.</translation>
    </message>
    <message>
        <source>{subject} had a problem (error {status}). Try again in a few minutes.</source>
        <translation>{subject} tuvo un problema (error {status}). Vuelve a intentarlo en unos minutos.</translation>
    </message>
    <message>
        <source>{subject} does not offer the model “{model}” ({detail}). Choose another model in Settings → Cloud models or Servers.</source>
        <translation>{subject} no ofrece el modelo «{model}» ({detail}). Elige otro modelo en Ajustes → Modelos en la nube o Servidores.</translation>
    </message>
    <message>
        <source>{subject} took too long to answer. Try again in a moment.</source>
        <translation>{subject} tardó demasiado en responder. Vuelve a intentarlo en un momento.</translation>
    </message>
    <message>
        <source>{subject} could not accept the request (error {status}: {detail}). If the story is very long, try a model with a larger context window.</source>
        <translation>{subject} no pudo aceptar la petición (error {status}: {detail}). Si el relato es muy largo, prueba un modelo con una ventana de contexto mayor.</translation>
    </message>
    <message>
        <source>The reply from {service} could not be understood. If you use a custom server address, check that it is the right kind of server; otherwise try again later.</source>
        <translation>No se entendió la respuesta de {service}. Si usas una dirección de servidor propia, comprueba que es el tipo de servidor correcto; si no, vuelve a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>Cancelled. The model stopped before it finished.</source>
        <translation>Cancelado. El modelo se detuvo antes de terminar.</translation>
    </message>
    <message>
        <source>WriterLens does not know the model provider “{kind}”. Choose one of: {kinds}.</source>
        <translation>WriterLens no conoce el proveedor de modelos «{kind}». Elige uno de: {kinds}.</translation>
    </message>
    <message>
        <source>No model is chosen. Choose a model in Settings → Cloud models.</source>
        <translation>No hay ningún modelo elegido. Elige uno en Ajustes → Modelos en la nube.</translation>
    </message>
    <message>
        <source>The server “{server}” has no address. Enter its address in Settings → Servers (for example http://localhost:11434/v1 for Ollama).</source>
        <translation>El servidor «{server}» no tiene dirección. Escríbela en Ajustes → Servidores (por ejemplo http://localhost:11434/v1 para Ollama).</translation>
    </message>
    <message>
        <source>“{name}” is not a GGUF model file. WriterLens runs models in the GGUF format (files ending in .gguf); choose such a file in Settings → Local models.</source>
        <translation>«{name}» no es un archivo de modelo GGUF. WriterLens ejecuta modelos en formato GGUF (archivos que terminan en .gguf); elige un archivo así en Ajustes → Modelos locales.</translation>
    </message>
    <message>
        <source>“{name}” is incomplete (the download may have been cut short). Download the model again.</source>
        <translation>«{name}» está incompleto (puede que la descarga se cortara). Vuelve a descargar el modelo.</translation>
    </message>
    <message>
        <source>“{name}” is damaged or uses a GGUF variant WriterLens cannot read.</source>
        <translation>«{name}» está dañado o usa una variante de GGUF que WriterLens no puede leer.</translation>
    </message>
    <message>
        <source>“{name}” cannot be used: its header says {key} = {value}, which llama.cpp cannot run (it expects {expected}). The file is damaged or was made by a broken converter; download the model again or choose another file.</source>
        <translation>«{name}» no se puede usar: su cabecera dice {key} = {value}, que llama.cpp no puede ejecutar (espera {expected}). El archivo está dañado o lo creó un conversor defectuoso; vuelve a descargar el modelo o elige otro archivo.</translation>
    </message>
    <message>
        <source>The chat template inside “{name}” cannot be used ({reason}); WriterLens writes its prompts in a plain format instead, which most models follow less well.</source>
        <translation>La plantilla de chat de «{name}» no se puede usar ({reason}); WriterLens escribe sus instrucciones en un formato sencillo, que la mayoría de los modelos siguen peor.</translation>
    </message>
    <message>
        <source>“{name}” needs about {needed__gib:.1f} GB of memory at its context of {n_ctx} tokens, more than this computer has ({total__gib:.1f} GB). Choose a smaller model.</source>
        <translation>«{name}» necesita unos {needed__gib:.1f} GB de memoria con su contexto de {n_ctx} tokens, más de lo que tiene este ordenador ({total__gib:.1f} GB). Elige un modelo más pequeño.</translation>
    </message>
    <message>
        <source>“{name}” is not there: it may have been moved or deleted.</source>
        <translation>«{name}» no está: puede que se haya movido o borrado.</translation>
    </message>
    <message>
        <source>“{name}” is not a regular file (it is {kind}); choose a file saved on disk.</source>
        <translation>«{name}» no es un archivo normal (es {kind}); elige un archivo guardado en el disco.</translation>
    </message>
    <message>
        <source>“{name}” is too large ({size__mb:.1f} MB; at most {limit__mb:.1f} MB is read here): it is not the kind of file expected.</source>
        <translation>«{name}» es demasiado grande ({size__mb:.1f} MB; aquí se leen como máximo {limit__mb:.1f} MB): no es el tipo de archivo esperado.</translation>
    </message>
    <message>
        <source>“{name}” could not be read ({detail}).</source>
        <translation>No se pudo leer «{name}» ({detail}).</translation>
    </message>
    <message>
        <source>The model file {path} is not there. It may have been moved or deleted; choose the model file again in Settings → Local models.</source>
        <translation>El archivo de modelo {path} no está. Puede que se haya movido o borrado; vuelve a elegirlo en Ajustes → Modelos locales.</translation>
    </message>
    <message>
        <source>The model “{name}” could not be loaded. Its architecture ({architecture}) may be newer than this version of WriterLens can run, or the file may be damaged. Try another model file, or update WriterLens. ({detail})</source>
        <translation>No se pudo cargar el modelo «{name}». Puede que su arquitectura ({architecture}) sea más nueva de lo que esta versión de WriterLens puede ejecutar, o que el archivo esté dañado. Prueba otro archivo de modelo o actualiza WriterLens. ({detail})</translation>
    </message>
    <message>
        <source>The model “{name}” needs about {needed__gib:.1f} GB of memory and this computer has about {free__gib:.1f} GB free. Close other programs, choose a smaller model, or lower its context size in Settings → Local models.</source>
        <translation>El modelo «{name}» necesita unos {needed__gib:.1f} GB de memoria y este ordenador tiene unos {free__gib:.1f} GB libres. Cierra otros programas, elige un modelo más pequeño o reduce su tamaño de contexto en Ajustes → Modelos locales.</translation>
    </message>
    <message>
        <source>There is not enough memory to load “{name}”. Close other programs or choose a smaller model.</source>
        <translation>No hay memoria suficiente para cargar «{name}». Cierra otros programas o elige un modelo más pequeño.</translation>
    </message>
    <message>
        <source>No model file is chosen for the on-device model. Choose a .gguf file in Settings → Local models.</source>
        <translation>No hay ningún archivo de modelo elegido para el modelo de este equipo. Elige un archivo .gguf en Ajustes → Modelos locales.</translation>
    </message>
    <message>
        <source>The text is too long for this model: it is {len_tokens} tokens and the model reads at most {n_ctx} at a time. Use a summary strategy that works in parts, or raise the context size in Settings → Local models.</source>
        <translation>El texto es demasiado largo para este modelo: tiene {len_tokens} tokens y el modelo lee como máximo {n_ctx} de una vez. Usa una estrategia de resumen que trabaje por partes, o aumenta el tamaño de contexto en Ajustes → Modelos locales.</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <extracomment>a server the writer named, as messages quote it (the translator picks the quotation marks)</extracomment>
        <translation>«{name}»</translation>
    </message>
    <message>
        <source>The server at {base_url} does not list its models. Check the address (it usually ends in /v1), or type the model name yourself.</source>
        <translation>El servidor en {base_url} no muestra sus modelos. Revisa la dirección (suele terminar en /v1) o escribe tú el nombre del modelo.</translation>
    </message>
    <message>
        <source>“{item}”</source>
        <extracomment>The translation context of every core message. ``translate(template, count)`` -&gt; the template in the writer&apos;s language (``%n`` replaced). The English singular of a ``%n`` template (&quot;The %n answer was saved.&quot;): English has two forms, and the CLI (or a language without a translation) must not say &quot;1 answers&quot;. The count of a ``%n`` template (given as ``count=``; not named ``count`` here, which would hide ``str.count``).</extracomment>
        <translation>«{item}»</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
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
        <translation>Cada resumen solo se puede revisar una vez. Elige cada uno una sola vez.</translation>
    </message>
    <message>
        <source>Some of the chosen summaries do not belong to this story any more. Pick again from the story&apos;s summaries.</source>
        <translation>Algunos de los resúmenes elegidos ya no pertenecen a este relato. Vuelve a elegir entre los resúmenes del relato.</translation>
    </message>
    <message>
        <source>A summary that failed cannot be reviewed: there is no text to judge. Pick summaries that finished, or make a new one.</source>
        <translation>Un resumen que falló no se puede revisar: no hay texto que juzgar. Elige resúmenes terminados o haz uno nuevo.</translation>
    </message>
    <message>
        <source>There is no finished summary of this story to review yet. Make a summary first, then start the review.</source>
        <translation>Todavía no hay ningún resumen terminado de este relato que revisar. Primero haz un resumen y luego empieza la revisión.</translation>
    </message>
    <message>
        <source>WriterLens has no {noun} called “{instrument_id}” (it has: {known}). Check the study file, or reinstall WriterLens if its own files are missing.</source>
        <translation>WriterLens no tiene ningún {noun} llamado «{instrument_id}» (tiene: {known}). Revisa el archivo de estudio, o reinstala WriterLens si faltan sus propios archivos.</translation>
    </message>
    <message>
        <source>The {noun} file {source} says its id is “{id}”, not “{instrument_id}”. Reinstall WriterLens to restore its own files.</source>
        <translation>El archivo de {noun} {source} dice que su id. es «{id}», no «{instrument_id}». Reinstala WriterLens para recuperar sus propios archivos.</translation>
    </message>
    <message>
        <source>The {noun} file {path} does not exist. Check the path in the study file.</source>
        <translation>El archivo de {noun} {path} no existe. Revisa la ruta en el archivo de estudio.</translation>
    </message>
    <message>
        <source>The {noun} file {path} could not be read ({exc}).</source>
        <translation>No se pudo leer el archivo de {noun} {path} ({exc}).</translation>
    </message>
    <message>
        <source>The {noun} file {source} is not valid JSON (line {lineno}, column {colno}: {msg}). Fix the file or ask the study coordinator for a corrected one.</source>
        <translation>El archivo de {noun} {source} no es JSON válido (línea {lineno}, columna {colno}: {msg}). Corrige el archivo o pide al coordinador del estudio uno corregido.</translation>
    </message>
    <message>
        <source>The {noun} file {source} must hold one JSON object.</source>
        <translation>El archivo de {noun} {source} debe contener un único objeto JSON.</translation>
    </message>
    <message>
        <source>The {noun} file {source} is not usable: {problem}. Fix the file or ask the study coordinator for a corrected one.</source>
        <translation>El archivo de {noun} {source} no se puede usar: {problem}. Corrige el archivo o pide al coordinador del estudio uno corregido.</translation>
    </message>
    <message>
        <source>To finish this review, please {todo}. Everything you did so far is saved.</source>
        <extracomment>Rateable summaries with questions still open, in blind order: summary id -&gt; question ids. Story labels not given yet (asked for, not required): &quot;narrator&quot;, &quot;detailed_subplot&quot;, ... What to do before the review can be completed; empty when it can be.</extracomment>
        <translation>Para terminar esta revisión, {todo}. Todo lo que has hecho hasta ahora está guardado.</translation>
    </message>
    <message>
        <source>answer every question for Summary {letter}</source>
        <translation>responde a todas las preguntas del resumen {letter}</translation>
    </message>
    <message>
        <source>answer every question for Summaries {letters}</source>
        <translation>responde a todas las preguntas de los resúmenes {letters}</translation>
    </message>
    <message>
        <source>answer {questions} for Summary {letter}</source>
        <translation>responde a {questions} del resumen {letter}</translation>
    </message>
    <message>
        <source>answer {questions} for Summaries {letters}</source>
        <translation>responde a {questions} de los resúmenes {letters}</translation>
    </message>
    <message>
        <source>put the summaries in order</source>
        <translation>ordena los resúmenes</translation>
    </message>
    <message>
        <source>{join_twice} appears more than once in the ranking. Give each summary its own place. The ranking was not changed.</source>
        <translation>{join_twice} aparece más de una vez en la clasificación. Da a cada resumen su propio puesto. La clasificación no se cambió.</translation>
    </message>
    <message>
        <source>{join_refused} cannot be ranked: the model declined to write a summary. Rank the others. The ranking was not changed.</source>
        <translation>{join_refused} no se puede clasificar: el modelo se negó a escribir un resumen. Clasifica los demás. La clasificación no se cambió.</translation>
    </message>
    <message>
        <source>The ranking names a summary that is not part of this review. The ranking was not changed.</source>
        <translation>La clasificación nombra un resumen que no forma parte de esta revisión. La clasificación no se cambió.</translation>
    </message>
    <message>
        <source>The ranking leaves out {join_missing}. Put every summary in order. The ranking was not changed.</source>
        <translation>A la clasificación le falta {join_missing}. Ordena todos los resúmenes. La clasificación no se cambió.</translation>
    </message>
    <message>
        <source>You have already seen which model wrote each summary, so this review is kept as you made it, blind. Nothing was changed.</source>
        <translation>Ya viste qué modelo escribió cada resumen, así que esta revisión se guarda tal como la hiciste, a ciegas. No se cambió nada.</translation>
    </message>
    <message>
        <source>That summary is not part of this review. Nothing was changed.</source>
        <translation>Ese resumen no forma parte de esta revisión. No se cambió nada.</translation>
    </message>
    <message>
        <source>{name} is a refusal: the model declined to summarize the story, so there is nothing to rate, highlight or rank. Nothing was changed.</source>
        <translation>{name} es un rechazo: el modelo se negó a resumir el relato, así que no hay nada que puntuar, resaltar ni clasificar. No se cambió nada.</translation>
    </message>
    <message>
        <source>There is no question “{question_id}” in this review&apos;s questionnaire. Nothing was changed.</source>
        <translation>No hay ninguna pregunta «{question_id}» en el cuestionario de esta revisión. No se cambió nada.</translation>
    </message>
    <message>
        <source>Answers go from {lowest} to {highest}; {value!r} is not one of them. Nothing was changed.</source>
        <translation>Las respuestas van de {lowest} a {highest}; {value!r} no es una de ellas. No se cambió nada.</translation>
    </message>
    <message>
        <source>There is no error label “{label_id}” in this review&apos;s list of labels. Choose one from the list. Nothing was changed.</source>
        <translation>No hay ninguna etiqueta de error «{label_id}» en la lista de etiquetas de esta revisión. Elige una de la lista. No se cambió nada.</translation>
    </message>
    <message>
        <source>A passage labelled “{name}” cannot point at another passage; only {allowed} can. Nothing was changed.</source>
        <translation>Un pasaje con la etiqueta «{name}» no puede señalar otro pasaje; solo pueden {allowed}. No se cambió nada.</translation>
    </message>
    <message>
        <source>Select at least one word of this summary as the passage it clashes with. Nothing was changed.</source>
        <translation>Selecciona al menos una palabra de este resumen como el pasaje con el que choca. No se cambió nada.</translation>
    </message>
    <message>
        <source>That passage starts or ends inside a line break. Select the words again. Nothing was changed.</source>
        <translation>Ese pasaje empieza o termina dentro de un salto de línea. Vuelve a seleccionar las palabras. No se cambió nada.</translation>
    </message>
    <message>
        <source>A passage cannot clash with itself. Choose the other passage it conflicts with. Nothing was changed.</source>
        <translation>Un pasaje no puede chocar consigo mismo. Elige el otro pasaje con el que entra en conflicto. No se cambió nada.</translation>
    </message>
    <message>
        <source>This passage is already labelled “{name}”. Nothing was changed.</source>
        <translation>Este pasaje ya tiene la etiqueta «{name}». No se cambió nada.</translation>
    </message>
    <message>
        <source>“{value}” is not a choice for this story label. The labels were not changed.</source>
        <translation>«{value}» no es una opción para esta etiqueta del relato. Las etiquetas no se cambiaron.</translation>
    </message>
    <message>
        <source>This review was started with the questionnaire “{started_id}” version {started_version}, but “{id}” version {version} was given. Continue it with the one it started with, so that your answers keep their meaning.</source>
        <translation>Esta revisión se empezó con el cuestionario «{started_id}» versión {started_version}, pero se indicó «{id}» versión {version}. Continúala con el que se empezó, para que tus respuestas conserven su significado.</translation>
    </message>
    <message>
        <source>This review was started with the list of error labels “{started_id}” version {started_version}, but “{id}” version {version} was given. Continue it with the one it started with, so that your answers keep their meaning.</source>
        <translation>Esta revisión se empezó con la lista de etiquetas de error «{started_id}» versión {started_version}, pero se indicó «{id}» versión {version}. Continúala con la que se empezó, para que tus respuestas conserven su significado.</translation>
    </message>
    <message>
        <source>A passage labelled “{name}” cannot point at another passage; none of the labels can. Nothing was changed.</source>
        <translation>Un pasaje con la etiqueta «{name}» no puede señalar otro pasaje; ninguna de las etiquetas puede. No se cambió nada.</translation>
    </message>
    <message>
        <source>{problem} Nothing was changed.</source>
        <translation>{problem} No se cambió nada.</translation>
    </message>
    <message>
        <source>Select at least one word of the summary to label it. Nothing was saved.</source>
        <translation>Selecciona al menos una palabra del resumen para etiquetarla. No se guardó nada.</translation>
    </message>
    <message>
        <source>That selection starts or ends inside a line break. Select the words again.</source>
        <translation>Esa selección empieza o termina dentro de un salto de línea. Vuelve a seleccionar las palabras.</translation>
    </message>
    <message>
        <source>The passage you pointed at is no longer there. Choose another one, or none.</source>
        <translation>El pasaje que señalaste ya no está. Elige otro o ninguno.</translation>
    </message>
    <message>
        <source>A passage can only point at an earlier passage of the same summary. Choose one in this summary, or none.</source>
        <translation>Un pasaje solo puede señalar un pasaje anterior del mismo resumen. Elige uno de este resumen o ninguno.</translation>
    </message>
    <message>
        <source>A passage can only point at a passage that starts before it. Choose an earlier one, or none.</source>
        <translation>Un pasaje solo puede señalar un pasaje que empiece antes que él. Elige uno anterior o ninguno.</translation>
    </message>
    <message>
        <source>To summarize or judge this story, WriterLens would send its full text to {provider_name}. The story would leave this computer. {policy} Do you agree to send your stories to {provider_name}? You can withdraw this in Settings.</source>
        <translation>Para resumir o evaluar este relato, WriterLens enviaría su texto completo a {provider_name}. El relato saldría de este ordenador. {policy} ¿Aceptas enviar tus relatos a {provider_name}? Puedes retirarlo en Ajustes.</translation>
    </message>
    <message>
        <source>To summarize or judge this story, WriterLens would send its full text to {provider_name}. The story would leave this computer. {policy} ({link}) Do you agree to send your stories to {provider_name}? You can withdraw this in Settings.</source>
        <translation>Para resumir o evaluar este relato, WriterLens enviaría su texto completo a {provider_name}. El relato saldría de este ordenador. {policy} ({link}) ¿Aceptas enviar tus relatos a {provider_name}? Puedes retirarlo en Ajustes.</translation>
    </message>
    <message>
        <source>Anthropic says it does not use text sent through its API to train its models, keeps it for a limited time (about 30 days) to run the service and watch for misuse, and may keep it longer where the law or a safety review requires.</source>
        <translation>Anthropic afirma que no usa el texto enviado a través de su API para entrenar sus modelos, que lo conserva durante un tiempo limitado (unos 30 días) para prestar el servicio y detectar abusos, y que puede conservarlo más tiempo si la ley o una revisión de seguridad lo exigen.</translation>
    </message>
    <message>
        <source>OpenAI says it does not use text sent through its API to train its models unless you opt in, and keeps it for up to 30 days to watch for abuse before deleting it, unless the law requires longer.</source>
        <translation>OpenAI afirma que no usa el texto enviado a través de su API para entrenar sus modelos salvo que lo autorices, y que lo conserva hasta 30 días para detectar abusos antes de borrarlo, salvo que la ley exija más tiempo.</translation>
    </message>
    <message>
        <source>WriterLens cannot know what this server does with your story: that depends on who runs it. If you run it yourself, on your own network, the story stays with you.</source>
        <translation>WriterLens no puede saber qué hace este servidor con tu relato: depende de quién lo administre. Si lo administras tú, en tu propia red, el relato se queda contigo.</translation>
    </message>
    <message>
        <source>There is no answer for “{key}” to withdraw (answers: {known}).</source>
        <extracomment>the policy texts the catalogue translates, by their English words</extracomment>
        <translation>No hay ninguna respuesta para «{key}» que retirar (respuestas: {known}).</translation>
    </message>
    <message>
        <source>The folder {parent} does not exist. Choose another place for the bundle.</source>
        <translation>La carpeta {parent} no existe. Elige otro sitio para el paquete.</translation>
    </message>
    <message>
        <source>There is nothing to export yet: no story has a review. Review a story&apos;s summaries first, then export.</source>
        <translation>Todavía no hay nada que exportar: ningún relato tiene una revisión. Primero revisa los resúmenes de un relato y luego exporta.</translation>
    </message>
    <message>
        <source>The bundle would hold a piece of one of your API keys, so nothing was written. Delete the summary or note that holds it (or replace the key in Settings → API keys), then export again.</source>
        <translation>El paquete contendría un fragmento de una de tus claves de API, así que no se escribió nada. Borra el resumen o la nota que lo contiene (o cambia la clave en Ajustes → Claves de API) y vuelve a exportar.</translation>
    </message>
    <message>
        <source>The bundle could not be written to {parent} ({detail}). Nothing was left there; choose another folder or free some space and try again.</source>
        <translation>No se pudo escribir el paquete en {parent} ({detail}). No quedó nada allí; elige otra carpeta o libera espacio y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The sample story is for practice and is never exported for a study. Review one of your own stories, then export.</source>
        <translation>La historia de ejemplo es para practicar y nunca se exporta para un estudio. Revisa una de tus propias historias y luego exporta.</translation>
    </message>
    <message>
        <source>a name WriterLens could not remove</source>
        <extracomment>What the free text of the bundle is searched for again: every text the scrubber produced, and every value of the fields anonymization rewrites (so a field written without the scrubber is caught). Never the bundle&apos;s keys, ids, fixed words (&quot;origin&quot;: &quot;writer&quot;, &quot;evidence_source&quot;: &quot;none&quot;) or neutral model labels (&quot;local model 1&quot;): a computer login named &quot;writer&quot; or &quot;model&quot; is not in them. Paths, phone numbers and links are not searched for: numbers in a summary could look like them. the bundle&apos;s free-text fields (data.json), wherever they sit; a passage&apos;s ``prefix`` and ``suffix`` are cut from the cleaned story at a fixed length (they may cut a placeholder in two) and the whole story is searched already</extracomment>
        <translation>un nombre que WriterLens no pudo quitar</translation>
    </message>
    <message>
        <source>an email address</source>
        <translation>una dirección de correo</translation>
    </message>
    <message>
        <source>this computer&apos;s user name</source>
        <translation>el nombre de usuario de este ordenador</translation>
    </message>
    <message>
        <source>this computer&apos;s name</source>
        <translation>el nombre de este ordenador</translation>
    </message>
    <message>
        <source>{first} and other details that could identify you</source>
        <translation>{first} y otros datos que podrían identificarte</translation>
    </message>
    <message>
        <source>The bundle would still hold {what} in a part WriterLens did not clean, so it cannot be saved. Leave out the parts you can (story text, titles, summaries or comments) and look again, and tell the study&apos;s coordinator so it can be fixed.</source>
        <translation>El paquete aún contendría {what} en una parte que WriterLens no limpió, así que no se puede guardar. Deja fuera las partes que puedas (texto del relato, títulos, resúmenes o comentarios), vuelve a mirar y avisa al coordinador del estudio para que se pueda arreglar.</translation>
    </message>
    <message>
        <source>Your participant code “{code}” goes out with the bundle and could identify you: {problem} Join the study again (Study → Join a Study) with the code the coordinator sent you, or leave the code empty for a random one, then export again.</source>
        <translation>Su código de participante «{code}» viaja con el paquete y podría identificarle: {problem} Únase de nuevo al estudio (Estudio → Unirse a un estudio) con el código que le envió la coordinación, o deje el código vacío para uno aleatorio, y luego exporte de nuevo.</translation>
    </message>
    <message>
        <source>The bundle was not kept: the coordinator&apos;s import would refuse it ({reason}). Your reviews are unchanged; tell the study coordinator, who may need to correct the study file.</source>
        <extracomment>why the bundle cannot be saved because the scrubber left something identifying in a text it cleaned (the same check, and message, as the export&apos;s); None when nothing was left every change made to what a model wrote, (where, before, after) with a little context: the writer can see that no word of a summary changed but an identifier</extracomment>
        <translation>El paquete no se guardó: la importación del coordinador lo rechazaría ({reason}). Tus revisiones no han cambiado; avisa al coordinador del estudio, que quizá deba corregir el archivo del estudio.</translation>
    </message>
    <message>
        <source>Reading your reviews…</source>
        <extracomment>What the export is doing, said while the writer waits (the export dialog&apos;s progress line).</extracomment>
        <translation>Leyendo tus revisiones…</translation>
    </message>
    <message>
        <source>Removing names and anything that could identify you…</source>
        <translation>Quitando los nombres y todo lo que pueda identificarte…</translation>
    </message>
    <message>
        <source>Writing {file_name}…</source>
        <translation>Escribiendo {file_name}…</translation>
    </message>
    <message>
        <source>The hub did not give a checksum and size for {filename}, so WriterLens could not check the file; nothing was downloaded. Try again later, or download the file yourself and add it with “Add a .gguf file…”.</source>
        <translation>El repositorio no dio una suma de comprobación ni un tamaño para {filename}, así que WriterLens no pudo comprobar el archivo; no se descargó nada. Vuelve a intentarlo más tarde, o descarga tú el archivo y añádelo con «Añadir un archivo .gguf…».</translation>
    </message>
    <message>
        <source>{filename} is already being downloaded by another WriterLens window or program. Wait for it to finish, or close it and try again.</source>
        <translation>{filename} ya lo está descargando otra ventana de WriterLens u otro programa. Espera a que termine, o ciérralo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Not enough free disk space: the model needs {gb_text_needed} more, and the disk that holds {parent} has {gb_text_free} free. Free some space (or choose a smaller model) and press Download again. Nothing was downloaded.</source>
        <translation>No hay suficiente espacio libre en disco: el modelo necesita {gb_text_needed} más, y el disco que contiene {parent} tiene {gb_text_free} libres. Libera espacio (o elige un modelo más pequeño) y vuelve a pulsar Descargar. No se descargó nada.</translation>
    </message>
    <message>
        <source>Download paused: {gb_text_st_size} of {gb_text_size} is kept, and downloading again goes on from there.</source>
        <translation>Descarga en pausa: se conservan {gb_text_st_size} de {gb_text_size}, y al volver a descargar se sigue desde ahí.</translation>
    </message>
    <message>
        <source>The disk filled up during the download. What was downloaded is kept: free some space and press Download again to go on.</source>
        <translation>El disco se llenó durante la descarga. Lo descargado se conserva: libera espacio y vuelve a pulsar Descargar para continuar.</translation>
    </message>
    <message>
        <source>The download stopped ({exc}). What was downloaded is kept: press Download again to go on.</source>
        <translation>La descarga se detuvo ({exc}). Lo descargado se conserva: vuelve a pulsar Descargar para continuar.</translation>
    </message>
    <message>
        <source>The connection to the model hub was lost and did not come back. What was downloaded is kept: check the internet connection and press Download again to go on.</source>
        <translation>Se perdió la conexión con el repositorio de modelos y no volvió. Lo descargado se conserva: revisa la conexión a internet y vuelve a pulsar Descargar para continuar.</translation>
    </message>
    <message>
        <source>Stopped while checking the downloaded file; the file is kept, and Download checks it again.</source>
        <translation>Detenido mientras se comprobaba el archivo descargado; el archivo se conserva y Descargar lo vuelve a comprobar.</translation>
    </message>
    <message>
        <source>The downloaded file {filename} is damaged: it does not match the checksum the hub records for it, so WriterLens did not add it and deleted it. Press Download to fetch it again; if it happens again, the file on the hub may be changing, so try later.</source>
        <translation>El archivo descargado {filename} está dañado: no coincide con la suma de comprobación que el repositorio tiene registrada, así que WriterLens no lo añadió y lo borró. Pulsa Descargar para traerlo de nuevo; si vuelve a pasar, puede que el archivo esté cambiando en el repositorio, así que inténtalo más tarde.</translation>
    </message>
    <message>
        <source>Downloads are switched off on this computer (HF_HUB_OFFLINE is set). Nothing was downloaded.</source>
        <translation>Las descargas están desactivadas en este ordenador (HF_HUB_OFFLINE está definido). No se descargó nada.</translation>
    </message>
    <message>
        <source>WriterLens could not reach the model hub. Check the internet connection and press Download again. Nothing was downloaded.</source>
        <translation>WriterLens no pudo contactar con el repositorio de modelos. Revisa la conexión a internet y vuelve a pulsar Descargar. No se descargó nada.</translation>
    </message>
    <message>
        <source>The model&apos;s page ({repo}) asks you to accept its licence before downloading. Accept it on the model&apos;s page while signed in, sign in on this computer (hf auth login), and press Download again.</source>
        <translation>La página del modelo ({repo}) te pide que aceptes su licencia antes de descargarlo. Acéptala en la página del modelo con tu sesión iniciada, inicia sesión en este ordenador (hf auth login) y vuelve a pulsar Descargar.</translation>
    </message>
    <message>
        <source>The hub no longer has {where}; WriterLens&apos;s list may be out of date. Choose another model, or download a GGUF file yourself and add it with “Add a .gguf file…”.</source>
        <translation>El repositorio ya no tiene {where}; puede que la lista de WriterLens esté desactualizada. Elige otro modelo, o descarga tú un archivo GGUF y añádelo con «Añadir un archivo .gguf…».</translation>
    </message>
    <message>
        <source>The model hub answered with an error (HTTP {status}) for {where}. Nothing was lost: press Download again in a while.</source>
        <translation>El repositorio de modelos respondió con un error (HTTP {status}) para {where}. No se perdió nada: vuelve a pulsar Descargar dentro de un rato.</translation>
    </message>
    <message>
        <source>The model hub&apos;s answer about {filename} could not be used ({what}). Nothing was kept; try again later, or download the file yourself and add it with “Add a .gguf file…”.</source>
        <translation>La respuesta del repositorio sobre {filename} no se pudo usar ({what}). No se guardó nada; vuelve a intentarlo más tarde, o descarga tú el archivo y añádelo con «Añadir un archivo .gguf…».</translation>
    </message>
    <message>
        <source>What the model hub sent for {filename} is not a GGUF model file (perhaps a web page), so it was not kept. Try again later; if it happens again, the network may be asking you to sign in first.</source>
        <translation>Lo que envió el repositorio para {filename} no es un archivo de modelo GGUF (quizá una página web), así que no se guardó. Vuelve a intentarlo más tarde; si vuelve a ocurrir, puede que la red te pida iniciar sesión primero.</translation>
    </message>
    <message>
        <source>The model hub did not finish answering within {seconds} seconds (it sent its answer too slowly), so WriterLens stopped waiting. What was downloaded is kept; press Download again later.</source>
        <translation>El repositorio de modelos no terminó de responder en {seconds} segundos (envió su respuesta demasiado despacio), así que WriterLens dejó de esperar. Lo que se descargó se conserva; pulsa Descargar de nuevo más tarde.</translation>
    </message>
    <message>
        <source>The model hub did not finish answering within {seconds} seconds (it sent its answer too slowly), so WriterLens stopped waiting. Nothing was downloaded; press Download again later.</source>
        <translation>El repositorio de modelos no terminó de responder en {seconds} segundos (envió su respuesta demasiado despacio), así que WriterLens dejó de esperar. No se descargó nada; pulsa Descargar de nuevo más tarde.</translation>
    </message>
    <message>
        <source>There is no judge “{unknown}”. Choose from: {items}.</source>
        <translation>No hay ningún evaluador «{unknown}». Elige entre: {items}.</translation>
    </message>
    <message>
        <source>No judge was chosen. Choose from: {items}.</source>
        <translation>No se eligió ningún evaluador. Elige entre: {items}.</translation>
    </message>
    <message>
        <source>The judge was not asked anything: there was nothing to judge.</source>
        <translation>No se le preguntó nada al evaluador: no había nada que evaluar.</translation>
    </message>
    <message>
        <source>{problem} Nothing was saved.</source>
        <extracomment>What one step of a run found (the result type follows the kind).</extracomment>
        <translation>{problem} No se guardó nada.</translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n answers finished before were saved.</source>
        <translation>
            <numerusform>{problem} Se guardó %n respuesta ya terminada.</numerusform>
            <numerusform>{problem} Se guardaron las %n respuestas ya terminadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n sentence verdicts finished before were saved.</source>
        <translation>
            <numerusform>{problem} Se guardó %n veredicto de frase ya terminado.</numerusform>
            <numerusform>{problem} Se guardaron los %n veredictos de frase ya terminados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n verdicts finished before were saved.</source>
        <translation>
            <numerusform>{problem} Se guardó %n veredicto ya terminado.</numerusform>
            <numerusform>{problem} Se guardaron los %n veredictos ya terminados.</numerusform>
        </translation>
    </message>
    <message>
        <source>The questionnaire has no question “{unknown}”. Choose from: {items}.</source>
        <translation>El cuestionario no tiene ninguna pregunta «{unknown}». Elige entre: {items}.</translation>
    </message>
    <message>
        <source>No question was chosen. Choose from: {items}.</source>
        <translation>No se eligió ninguna pregunta. Elige entre: {items}.</translation>
    </message>
    <message>
        <source>“{title}” has no questions yet, so there is nothing to probe. Add a question about the story and its answer first.</source>
        <translation>«{title}» todavía no tiene preguntas, así que no hay nada que comprobar. Primero añade una pregunta sobre el relato y su respuesta.</translation>
    </message>
    <message>
        <source>Summary #{summary_id} cannot be judged: {why}. Judge one of the story&apos;s finished summaries instead.</source>
        <translation>El resumen n.º {summary_id} no se puede evaluar: {why}. Evalúa en su lugar uno de los resúmenes terminados del relato.</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Counting words and tokens in {name}…</source>
        <translation>Contando palabras y tokens en {name}…</translation>
    </message>
    <message>
        <source>Measuring the reading level of {name}…</source>
        <translation>Midiendo el nivel de lectura de {name}…</translation>
    </message>
    <message>
        <source>“{file_name}” has the same text as “{title}”, already in your library (imported {imported}). Skip it, or import it as version {version} of that story.</source>
        <translation>«{file_name}» tiene el mismo texto que «{title}», que ya está en tu biblioteca (importado el {imported}). Omítelo o impórtalo como versión {version} de ese relato.</translation>
    </message>
    <message>
        <source>A story needs a title; the old one was kept.</source>
        <translation>Un relato necesita un título; se conservó el anterior.</translation>
    </message>
    <message>
        <source>Could not read the story “{file_name}”: {reason}</source>
        <translation>No se pudo leer el relato «{file_name}»: {reason}</translation>
    </message>
    <message>
        <source>This summary has no text to measure (it did not finish). Measure another summary, or generate this one again.</source>
        <translation>Este resumen no tiene texto que medir (no se terminó). Mide otro resumen o vuelve a generar este.</translation>
    </message>
    <message>
        <source>A copied phrase must be at least one word long (not {min_copy_words}). Use 5, the usual length, or any whole number above 0.</source>
        <translation>Un fragmento copiado debe tener al menos una palabra (no {min_copy_words}). Usa 5, la longitud habitual, o cualquier número entero mayor que 0.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}”: there is no such file. Check the name and the folder, then try again.</source>
        <translation>No se pudo leer el resumen «{name}»: no existe ese archivo. Revisa el nombre y la carpeta y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}”: it is a folder, not a file. Give the path of the summary&apos;s text file.</source>
        <translation>No se pudo leer el resumen «{name}»: es una carpeta, no un archivo. Indica la ruta del archivo de texto del resumen.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}”: it is not plain text in UTF-8. Save it as a plain text file (.txt, UTF-8) and try again.</source>
        <translation>No se pudo leer el resumen «{name}»: no es texto plano en UTF-8. Guárdalo como archivo de texto plano (.txt, UTF-8) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}” ({detail}). Check that the file can be opened, then try again.</source>
        <translation>No se pudo leer el resumen «{name}» ({detail}). Comprueba que el archivo se puede abrir y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Could not read the summary “{name}” (the system refused). Check that the file can be opened, then try again.</source>
        <translation>No se pudo leer el resumen «{name}» (el sistema lo denegó). Comprueba que el archivo se puede abrir y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The summary “{name}” is empty, so there is nothing to measure. Check that you chose the right file.</source>
        <translation>El resumen «{name}» está vacío, así que no hay nada que medir. Comprueba que elegiste el archivo correcto.</translation>
    </message>
    <message>
        <source>No {company} API key yet: add one in Settings → API keys.</source>
        <translation>Todavía no hay clave de API de {company}: añade una en Ajustes → Claves de API.</translation>
    </message>
    <message>
        <source>{company} retired this model on {date}: choose another in Settings → Cloud models.</source>
        <translation>{company} retiró este modelo el {date}: elige otro en Ajustes → Modelos en la nube.</translation>
    </message>
    <message>
        <source>{company} retires this model on {date}.</source>
        <translation>{company} retira este modelo el {date}.</translation>
    </message>
    <message>
        <source>Choose a model for the server “{server}” in Settings.</source>
        <translation>Elige un modelo para el servidor «{server}» en Ajustes.</translation>
    </message>
    <message>
        <source>{label} (on this computer)</source>
        <translation>{label} (en este ordenador)</translation>
    </message>
    <message>
        <source>The model file is missing: {path}</source>
        <translation>Falta el archivo del modelo: {path}</translation>
    </message>
    <message>
        <source>Give the server a name, so you can tell it apart in lists.</source>
        <translation>Ponle un nombre al servidor para distinguirlo en las listas.</translation>
    </message>
    <message>
        <source>The server&apos;s address should start with http:// or https:// (for example http://localhost:11434/v1 for Ollama).</source>
        <translation>La dirección del servidor debe empezar por http:// o https:// (por ejemplo http://localhost:11434/v1 para Ollama).</translation>
    </message>
    <message>
        <source>That highlighted passage is no longer there. Nothing was changed.</source>
        <translation>Ese pasaje resaltado ya no está. No se cambió nada.</translation>
    </message>
    <message>
        <source>The models&apos; names are shown once your review is complete, so that your judgments stay blind. {missing}</source>
        <translation>Los nombres de los modelos se muestran cuando tu revisión está completa, para que tus juicios sigan siendo a ciegas. {missing}</translation>
    </message>
    <message>
        <source>The models&apos; names are shown once your review is complete, so that your judgments stay blind. Mark the review complete first.</source>
        <translation>Los nombres de los modelos se muestran cuando tu revisión está completa, para que tus juicios sigan siendo a ciegas. Primero marca la revisión como completa.</translation>
    </message>
    <message>
        <source>A study file&apos;s name ends in {study_suffix}; choose such a name.</source>
        <translation>El nombre de un archivo de estudio termina en {study_suffix}; elige un nombre así.</translation>
    </message>
    <message>
        <source>The folder {parent} does not exist. Create it first.</source>
        <translation>La carpeta {parent} no existe. Créala primero.</translation>
    </message>
    <message>
        <source>{path} could not be read as JSON ({exc}).</source>
        <translation>No se pudo leer {path} como JSON ({exc}).</translation>
    </message>
    <message>
        <source>The study “{title}” gives each writer a participant code. Enter the code the study coordinator sent you.</source>
        <translation>El estudio «{title}» da a cada escritor un código de participante. Escribe el código que te envió el coordinador del estudio.</translation>
    </message>
    <message>
        <source>“{participant}” is not one of this study&apos;s participant codes. Check the code the study coordinator sent you (upper and lower case matter).</source>
        <translation>«{participant}» no es uno de los códigos de participante de este estudio. Revisa el código que te envió el coordinador (las mayúsculas y minúsculas importan).</translation>
    </message>
    <message>
        <source>“{participant}” cannot be a participant code: use letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; or &apos;:&apos; (at most 64), and not your name, since bundles are anonymous.</source>
        <extracomment>What a participant code may look like (the bundle schema&apos;s pattern for it). Letters that spell nothing (no vowels, no Y) and cannot be mistaken for a digit (no I, O); digits without 0 and 1 (read as O and I).</extracomment>
        <translation>«{participant}» no puede ser un código de participante: usa letras, dígitos, &apos;-&apos;, &apos;_&apos;, &apos;.&apos; o &apos;:&apos; (64 como máximo), y no tu nombre, porque los paquetes son anónimos.</translation>
    </message>
    <message>
        <source>This code cannot be your participant code: it holds {what}, and the code goes out with every bundle. Leave the code empty and WriterLens draws a random one for you, or use the code the study coordinator sent you.</source>
        <translation>Este código no puede ser su código de participante: contiene {what}, y el código viaja con cada paquete. Deje el código vacío y WriterLens elegirá uno al azar, o use el código que le envió la coordinación del estudio.</translation>
    </message>
    <message>
        <source>“{participant}” cannot be your participant code: a code needs a digit, at most three letters in a row and at most six digits in a row (like P-7K3Q9M2X), so that it cannot spell a name or a phone number. Leave the code empty and WriterLens draws a random one for you, or use the code the study coordinator sent you.</source>
        <translation>«{participant}» no puede ser su código de participante: un código necesita una cifra, como mucho tres letras seguidas y como mucho seis cifras seguidas (como P-7K3Q9M2X), para que no pueda formar un nombre ni un número de teléfono. Deje el código vacío y WriterLens elegirá uno al azar, o use el código que le envió la coordinación del estudio.</translation>
    </message>
    <message>
        <source>a name you asked to remove</source>
        <translation>un nombre que pidió eliminar</translation>
    </message>
    <message>
        <source>this computer&apos;s user name or the name of its account</source>
        <translation>el nombre de usuario de este ordenador o el nombre de su cuenta</translation>
    </message>
    <message>
        <source>an email address, phone number, web address, handle or file name</source>
        <translation>una dirección de correo, un número de teléfono, una dirección web, un usuario o un nombre de archivo</translation>
    </message>
    <message>
        <source>its participant code could identify the writer (it is not a code&apos;s shape, or it holds a name, an address or a number), so the bundle was not imported and its code is not shown or kept. Ask the writer to join the study again with a code the study gives them and export again.</source>
        <translation>su código de participante podría identificar a quien escribe (no tiene forma de código, o contiene un nombre, una dirección o un número), así que el paquete no se importó y su código no se muestra ni se guarda. Pida a esa persona que se una de nuevo al estudio con un código del estudio y vuelva a exportar.</translation>
    </message>
    <message>
        <source>The study you joined can no longer be read from your library. Join it again with the study file the coordinator sent you.</source>
        <translation>El estudio al que te uniste ya no se puede leer desde tu biblioteca. Vuelve a unirte con el archivo de estudio que te envió el coordinador.</translation>
    </message>
    <message>
        <source>WriterLens suggests no model called “{model_id}”. Choose one of: {known}.</source>
        <translation>WriterLens no sugiere ningún modelo llamado «{model_id}». Elige uno de: {known}.</translation>
    </message>
    <message>
        <source>Job {job_id} is running right now.</source>
        <translation>La tarea {job_id} está en marcha ahora mismo.</translation>
    </message>
    <message>
        <source>Job {job_id} has already finished; there is nothing to resume.</source>
        <translation>La tarea {job_id} ya terminó; no hay nada que reanudar.</translation>
    </message>
    <message>
        <source>The library file {path} could not be opened in write-ahead mode (the folder may be on a network drive). Choose a local folder with --data-dir.</source>
        <translation>No se pudo abrir el archivo de biblioteca {path} en modo write-ahead (puede que la carpeta esté en una unidad de red). Elige una carpeta local con --data-dir.</translation>
    </message>
    <message>
        <source>The library file {path} is busy: another WriterLens (a window or a command) is writing to it. Wait until it has finished and try again; nothing was changed.</source>
        <translation>El archivo de biblioteca {path} está ocupado: otro WriterLens (una ventana o un comando) está escribiendo en él. Espera a que termine y vuelve a intentarlo; no se cambió nada.</translation>
    </message>
    <message>
        <source>The library file {path} is damaged or is not a WriterLens library ({exc}). Restore your latest backup: WriterLens offers it when it starts, or run `writerlens restore --latest`. The damaged file is kept beside it, renamed.</source>
        <translation>El archivo de biblioteca {path} está dañado o no es una biblioteca de WriterLens ({exc}). Restaura tu copia más reciente: WriterLens la ofrece al iniciarse, o ejecuta `writerlens restore --latest`. El archivo dañado se conserva a su lado, con otro nombre.</translation>
    </message>
    <message>
        <source>The library file {path} was written by a newer version of WriterLens (schema {current}; this version knows up to {known}). Update WriterLens to open it; nothing in it was changed.</source>
        <translation>El archivo de biblioteca {path} lo escribió una versión más nueva de WriterLens (esquema {current}; esta versión conoce hasta {known}). Actualiza WriterLens para abrirlo; no se cambió nada en él.</translation>
    </message>
    <message>
        <source>There is no summarizing job with id {job_id}.</source>
        <translation>No hay ninguna tarea de resumen con el id. {job_id}.</translation>
    </message>
    <message>
        <source>Story {version_of} is no longer in the library.</source>
        <translation>El relato {version_of} ya no está en la biblioteca.</translation>
    </message>
    <message>
        <source>There is no story with id {manuscript_id} in the library.</source>
        <translation>No hay ningún relato con el id. {manuscript_id} en la biblioteca.</translation>
    </message>
    <message>
        <source>This review is no longer in the library (the story may have been removed).</source>
        <translation>Esta revisión ya no está en la biblioteca (puede que se haya quitado el relato).</translation>
    </message>
    <message>
        <source>That highlighted passage is no longer there.</source>
        <translation>Ese pasaje resaltado ya no está.</translation>
    </message>
    <message>
        <source>This feedback was changed in another WriterLens window after this one showed it, so what you typed was not saved over it. Your words are still in the box: copy what you want to keep, close this review and open it again to see the newer text.</source>
        <extracomment>What counts as a judgment: a row of the review in any of these tables (feedback: not empty).</extracomment>
        <translation>Este comentario se cambió en otra ventana de WriterLens después de que esta lo mostrara, así que lo que escribiste no se guardó encima. Tus palabras siguen en el cuadro: copia lo que quieras conservar, cierra esta revisión y vuelve a abrirla para ver el texto más reciente.</translation>
    </message>
    <message>
        <source>There is no question with id {probe_id} (it may have been removed).</source>
        <translation>No hay ninguna pregunta con el id. {probe_id} (puede que se haya quitado).</translation>
    </message>
    <message>
        <source>{path} could not be read ({exc}).</source>
        <translation>No se pudo leer {path} ({exc}).</translation>
    </message>
    <message>
        <source>The folder {folder} was not found.</source>
        <translation>No se encontró la carpeta {folder}.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <source>it is {size:,} bytes, more than the {max_file_bytes:,} a bundle may be</source>
        <translation>ocupa {size:,} bytes, más de los {max_file_bytes:,} que puede tener un paquete</translation>
    </message>
    <message>
        <source>it could not be read ({detail})</source>
        <translation>no se pudo leer ({detail})</translation>
    </message>
    <message>
        <source>it is more than the {max_file_bytes:,} bytes a bundle may be</source>
        <translation>ocupa más de los {max_file_bytes:,} bytes que puede tener un paquete</translation>
    </message>
    <message>
        <source>its data does not match the checksum in its manifest (the file was changed or damaged after it was exported); ask the writer to export it again</source>
        <translation>sus datos no coinciden con la suma de comprobación de su manifiesto (el archivo se cambió o se dañó después de exportarse); pide al escritor que lo vuelva a exportar</translation>
    </message>
    <message>
        <source>it is not a readable bundle (not a valid zip: {short_exc})</source>
        <translation>no es un paquete legible (no es un zip válido: {short_exc})</translation>
    </message>
    <message>
        <source>it holds {len_infos:,} members; a bundle holds {len_members} (at most {max_members} are even looked at)</source>
        <translation>contiene {len_infos:,} miembros; un paquete contiene {len_members} (como mucho se miran {max_members})</translation>
    </message>
    <message>
        <source>it holds two members with the same name</source>
        <translation>contiene dos miembros con el mismo nombre</translation>
    </message>
    <message>
        <source>it holds a member a bundle does not have ({name}); a bundle holds only {items}</source>
        <translation>contiene un miembro que un paquete no tiene ({name}); un paquete solo contiene {items}</translation>
    </message>
    <message>
        <source>it has no {member}</source>
        <translation>no tiene {member}</translation>
    </message>
    <message>
        <source>its members add up to {total:,} bytes, more than the {max_total_bytes:,} allowed</source>
        <translation>sus miembros suman {total:,} bytes, más de los {max_total_bytes:,} permitidos</translation>
    </message>
    <message>
        <source>its members are bigger, unpacked, than a bundle may be</source>
        <translation>sus miembros, descomprimidos, son más grandes de lo que puede ser un paquete</translation>
    </message>
    <message>
        <source>a member&apos;s name contains a NUL character</source>
        <translation>el nombre de un miembro contiene un carácter NUL</translation>
    </message>
    <message>
        <source>a member&apos;s path is absolute ({quote_name})</source>
        <translation>la ruta de un miembro es absoluta ({quote_name})</translation>
    </message>
    <message>
        <source>a member&apos;s path climbs out of the bundle ({quote_name})</source>
        <translation>la ruta de un miembro sale fuera del paquete ({quote_name})</translation>
    </message>
    <message>
        <source>{filename} is encrypted; bundles are never encrypted</source>
        <translation>{filename} está cifrado; los paquetes nunca están cifrados</translation>
    </message>
    <message>
        <source>{filename} is packed in a way bundles never use</source>
        <translation>{filename} está comprimido de una forma que los paquetes nunca usan</translation>
    </message>
    <message>
        <source>{filename} says it is {file_size:,} bytes unpacked, more than the {cap:,} allowed</source>
        <translation>{filename} dice ocupar {file_size:,} bytes descomprimido, más de los {cap:,} permitidos</translation>
    </message>
    <message>
        <source>{filename} would unpack to {file_size:,} bytes from {packed:,} (a zip bomb, not a bundle)</source>
        <translation>{filename} se descomprimiría de {packed:,} a {file_size:,} bytes (una bomba zip, no un paquete)</translation>
    </message>
    <message>
        <source>{filename} unpacks to more than the {cap:,} bytes allowed (its header understated its size)</source>
        <translation>{filename} ocupa descomprimido más de los {cap:,} bytes permitidos (su cabecera indicaba un tamaño menor)</translation>
    </message>
    <message>
        <source>{filename} unpacks like a zip bomb, not a bundle</source>
        <translation>{filename} se descomprime como una bomba zip, no como un paquete</translation>
    </message>
    <message>
        <source>{filename} is damaged ({short_exc})</source>
        <translation>{filename} está dañado ({short_exc})</translation>
    </message>
    <message>
        <source>its {name} cannot be read: {exc}</source>
        <translation>no se puede leer su {name}: {exc}</translation>
    </message>
    <message>
        <source>it holds numbers outside their range ({problems}). Ask the participant to export again with WriterLens</source>
        <translation>contiene números fuera de su rango ({problems}). Pide al participante que vuelva a exportar con WriterLens</translation>
    </message>
    <message>
        <source>it could not be stored ({problem})</source>
        <translation>no se pudo guardar ({problem})</translation>
    </message>
    <message numerus="yes">
        <source>%n answers change</source>
        <translation>
            <numerusform>cambia %n respuesta</numerusform>
            <numerusform>cambian %n respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaces {participant}&apos;s earlier answers for %n stories ({shown}): {changes}. The earlier bundle is kept; the report uses this one.</source>
        <translation>
            <numerusform>Sustituye las respuestas anteriores de {participant} para %n relato ({shown}): {changes}. El paquete anterior se conserva; el informe usa este.</numerusform>
            <numerusform>Sustituye las respuestas anteriores de {participant} para %n relatos ({shown}): {changes}. El paquete anterior se conserva; el informe usa este.</numerusform>
        </translation>
    </message>
    <message>
        <source>The study folder&apos;s list of bundles ({path}) cannot be read ({exc}). Restore it from a backup, or import the bundles again into a new folder.</source>
        <translation>No se puede leer la lista de paquetes de la carpeta del estudio ({path}) ({exc}). Recupérala de una copia de seguridad, o vuelve a importar los paquetes en una carpeta nueva.</translation>
    </message>
    <message>
        <source>{path} is not a WriterLens study folder&apos;s index. Choose another folder.</source>
        <translation>{path} no es el índice de una carpeta de estudio de WriterLens. Elige otra carpeta.</translation>
    </message>
    <message>
        <source>This folder already holds bundles of study “{study_id}”. Choose an empty folder for another study.</source>
        <translation>Esta carpeta ya contiene paquetes del estudio «{study_id}». Elige una carpeta vacía para otro estudio.</translation>
    </message>
    <message>
        <source>it belongs to study “{theirs}”, and this folder collects study “{study_id}”</source>
        <translation>pertenece al estudio «{theirs}», y esta carpeta reúne el estudio «{study_id}»</translation>
    </message>
    <message>
        <source>it was already imported (bundle {bundle_id}, on {imported})</source>
        <translation>ya se importó (paquete {bundle_id}, el {imported})</translation>
    </message>
    <message>
        <source>the same data was already imported (from bundle {bundle_id}); it is a copy</source>
        <translation>los mismos datos ya se importaron (del paquete {bundle_id}); es una copia</translation>
    </message>
    <message>
        <source>{folder} is not a plain folder (it is a link or a file). Move it aside and import again: bundles are only ever written into the study folder itself.</source>
        <translation>{folder} no es una carpeta normal (es un enlace o un archivo). Apártalo y vuelve a importar: los paquetes solo se escriben en la propia carpeta del estudio.</translation>
    </message>
    <message>
        <source>The accepted bundle {path} cannot be read ({exc}). Import it again.</source>
        <translation>No se puede leer el paquete aceptado {path} ({exc}). Vuelve a importarlo.</translation>
    </message>
    <message>
        <source>Another import into {root} has been storing a bundle for over {lock_timeout_s:.0f} seconds. Wait for it to finish and import again; nothing was lost.</source>
        <translation>Otra importación en {root} lleva más de {lock_timeout_s:.0f} segundos guardando un paquete. Espera a que termine y vuelve a importar; no se perdió nada.</translation>
    </message>
    <message>
        <source>The study folder&apos;s list of bundles ({path}) could not be written ({exc}). Nothing of this import was kept; free some space and import again.</source>
        <translation>No se pudo escribir la lista de paquetes de la carpeta del estudio ({path}) ({exc}). No se conservó nada de esta importación; libera espacio y vuelve a importar.</translation>
    </message>
    <message>
        <source>The {what} cannot be read: {exc}.</source>
        <translation>No se puede leer {what}: {exc}.</translation>
    </message>
    <message>
        <source>Doccano line {number} has no “text”. Export the project as JSONL again.</source>
        <translation>La línea {number} de Doccano no tiene «text». Vuelve a exportar el proyecto como JSONL.</translation>
    </message>
    <message>
        <source>A Label Studio export is a JSON list of tasks. Export the project as “JSON” again.</source>
        <translation>Una exportación de Label Studio es una lista JSON de tareas. Vuelve a exportar el proyecto como «JSON».</translation>
    </message>
    <message>
        <source>{title} release — licence: {licence}. Cite: {citation}</source>
        <translation>Datos publicados de {title} — licencia: {licence}. Cita: {citation}</translation>
    </message>
    <message>
        <source>{title} release — licence: {licence} (its LICENSE file begins: “{line}”). Cite: {citation}</source>
        <translation>Datos publicados de {title} — licencia: {licence} (su archivo LICENSE empieza así: «{line}»). Cita: {citation}</translation>
    </message>
    <message>
        <source>“{kind}” is not a release WriterLens can open (it knows {known}).</source>
        <translation>«{kind}» no es una publicación de datos que WriterLens pueda abrir (conoce {known}).</translation>
    </message>
    <message>
        <source>The folder {root} was not found. Choose the release&apos;s folder.</source>
        <translation>No se encontró la carpeta {root}. Elige la carpeta de los datos publicados.</translation>
    </message>
    <message>
        <source>{root} does not hold the {title} release ({what}).{hint} Choose the folder the release unpacked into.</source>
        <translation>{root} no contiene los datos publicados de {title} ({what}).{hint} Elige la carpeta en la que se descomprimieron.</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>{aspect}: hierarchical chosen {hier}, incremental {inc}, a draw {draw} (of {judged} comparisons)</source>
        <translation>{aspect}: jerárquico elegido {hier}, incremental {inc}, empate {draw} (de {judged} comparaciones)</translation>
    </message>
    <message numerus="yes">
        <source>%n overall preferences were a draw: those books are in no ranking, and the ranking tables count the others.</source>
        <translation>
            <numerusform>%n preferencia global fue un empate: esos libros no están en ninguna clasificación, y las tablas de clasificación cuentan los demás.</numerusform>
            <numerusform>%n preferencias globales fueron un empate: esos libros no están en ninguna clasificación, y las tablas de clasificación cuentan los demás.</numerusform>
        </translation>
    </message>
    <message>
        <source>{question}: yes {yes}, no {no} (of {judged} comparisons)</source>
        <translation>{question}: sí {yes}, no {no} (de {judged} comparaciones)</translation>
    </message>
    <message>
        <source>{path} could not be read ({exc}). It tells which summary of each pair was made by which strategy; choose the BooookScore release&apos;s own folder.</source>
        <translation>No se pudo leer {path} ({exc}). Indica qué resumen de cada par se hizo con qué estrategia; elige la propia carpeta de los datos publicados de BooookScore.</translation>
    </message>
    <message>
        <source>{root_formal} holds no annotator*.json files. Choose the BooookScore release&apos;s folder (the one with qualitative_comparison/ in it).</source>
        <translation>{root_formal} no contiene archivos annotator*.json. Elige la carpeta de los datos publicados de BooookScore (la que contiene qualitative_comparison/).</translation>
    </message>
    <message numerus="yes">
        <source>%n writer answers were -1 (no answer) and are left out.</source>
        <translation>
            <numerusform>%n respuesta de escritores fue -1 (sin respuesta) y se deja fuera.</numerusform>
            <numerusform>%n respuestas de escritores fueron -1 (sin respuesta) y se dejan fuera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge answers were -1 (no answer) and are left out.</source>
        <translation>
            <numerusform>%n respuesta de evaluadores fue -1 (sin respuesta) y se deja fuera.</numerusform>
            <numerusform>%n respuestas de evaluadores fueron -1 (sin respuesta) y se dejan fuera.</numerusform>
        </translation>
    </message>
    <message>
        <source>{path} could not be read ({exc}). Check that it is the release&apos;s unchanged file.</source>
        <translation>No se pudo leer {path} ({exc}). Comprueba que es el archivo original sin cambios de los datos publicados.</translation>
    </message>
    <message>
        <source>{path} lacks the column(s) {missing}; it is not the Reading Subtext release&apos;s ratings file.</source>
        <translation>A {path} le faltan la(s) columna(s) {missing}; no es el archivo de valoraciones de los datos publicados de Reading Subtext.</translation>
    </message>
    <message>
        <source>The study folder {root} holds no accepted bundles yet. Import some with “writerlens study import BUNDLE... --study-dir DIR” first.</source>
        <translation>La carpeta de estudio {root} todavía no contiene paquetes aceptados. Primero importa algunos con «writerlens study import BUNDLE... --study-dir DIR».</translation>
    </message>
    <message>
        <source>Reading the accepted bundles…</source>
        <extracomment>What the report is doing, said while the coordinator waits (the study window&apos;s progress line).</extracomment>
        <translation>Leyendo los paquetes aceptados…</translation>
    </message>
    <message>
        <source>Counting and testing…</source>
        <translation>Contando y haciendo las pruebas…</translation>
    </message>
    <message>
        <source>Drawing the plots…</source>
        <translation>Dibujando los gráficos…</translation>
    </message>
    <message>
        <source>{source} is not a usable WriterLens study file: {problems}. Ask the study coordinator for a corrected file.</source>
        <translation>{source} no es un archivo de estudio de WriterLens utilizable: {problems}. Pide al coordinador del estudio un archivo corregido.</translation>
    </message>
    <message>
        <source>{source} cannot be used: {message}</source>
        <translation>{source} no se puede usar: {message}</translation>
    </message>
    <message>
        <source>There is no study file at {path}. Check the name.</source>
        <translation>No hay ningún archivo de estudio en {path}. Revisa el nombre.</translation>
    </message>
    <message>
        <source>{name} is not a WriterLens study file ({exc}). Ask the study coordinator for the .wlstudy file again.</source>
        <translation>{name} no es un archivo de estudio de WriterLens ({exc}). Pide de nuevo al coordinador del estudio el archivo .wlstudy.</translation>
    </message>
    <message>
        <source>{source} cannot be used: the answers it asks for could not be sent back to the coordinator ({problems}). Ask the coordinator for a corrected study file.</source>
        <translation>{source} no se puede usar: las respuestas que pide no podrían enviarse de vuelta al coordinador ({problems}). Pide al coordinador un archivo de estudio corregido.</translation>
    </message>
    <message>
        <source>These summary settings cannot be used: {problems}.</source>
        <translation>Estos ajustes de resumen no se pueden usar: {problems}.</translation>
    </message>
    <message>
        <source>the summary length must be between 20 and 20,000 words</source>
        <translation>la longitud del resumen debe estar entre 20 y 20 000 palabras</translation>
    </message>
    <message>
        <source>the temperature must be between 0 and 2</source>
        <translation>la temperatura debe estar entre 0 y 2</translation>
    </message>
    <message>
        <source>max tokens must be at least 16</source>
        <translation>el máximo de tokens debe ser al menos 16</translation>
    </message>
    <message>
        <source>parts must be at least 64 tokens long</source>
        <translation>las partes deben tener al menos 64 tokens</translation>
    </message>
    <message>
        <source>the context must be at least 256 tokens</source>
        <translation>el contexto debe ser de al menos 256 tokens</translation>
    </message>
    <message>
        <source>concurrency must be between 1 and 64</source>
        <translation>la concurrencia debe estar entre 1 y 64</translation>
    </message>
    <message>
        <source>retries per step must be between 0 and 10</source>
        <translation>los reintentos por paso deben estar entre 0 y 10</translation>
    </message>
    <message>
        <source>the tightening factor must be between 0 and 1</source>
        <translation>el factor de ajuste debe estar entre 0 y 1</translation>
    </message>
    <message>
        <source>gradual shares must lie between 0 and 1</source>
        <translation>las proporciones del resumen gradual deben estar entre 0 y 1</translation>
    </message>
    <message>
        <source>“{name}” is not a way WriterLens knows to summarize. Choose one of: {choices}.</source>
        <translation>«{name}» no es una forma de resumir que WriterLens conozca. Elige una de: {choices}.</translation>
    </message>
    <message>
        <source>The prompt file {source} has role “{role}”, which WriterLens does not know. Use one of: {items}.</source>
        <translation>El archivo de prompt {source} tiene el rol «{role}», que WriterLens no conoce. Usa uno de: {items}.</translation>
    </message>
    <message>
        <source>The prompt file {source} has a stray brace ({exc}). Write a literal brace as {{{{ or }}}}.</source>
        <translation>El archivo de prompt {source} tiene una llave suelta ({exc}). Escribe una llave literal como {{{{ o }}}}.</translation>
    </message>
    <message>
        <source>The prompt file {source} has the placeholder “{{{name}}}” written in a form WriterLens does not fill in; write it as a plain name in braces, such as {{story}}.</source>
        <translation>El archivo de prompt {source} tiene el marcador «{{{name}}}» escrito de una forma que WriterLens no rellena; escríbelo como un nombre simple entre llaves, como {{story}}.</translation>
    </message>
    <message>
        <source>The prompt file {source} uses {names_unknown}, which a “{role}” prompt is not given. It may use {names}.</source>
        <translation>El archivo de prompt {source} usa {names_unknown}, que un prompt «{role}» no recibe. Puede usar {names}.</translation>
    </message>
    <message>
        <source>The prompt file {source} never uses {names_missing}; a “{role}” prompt must, or the model would not see what it is to summarize.</source>
        <translation>El archivo de prompt {source} nunca usa {names_missing}; un prompt «{role}» debe usarlo, o el modelo no vería lo que tiene que resumir.</translation>
    </message>
    <message>
        <source>The prompt file {name} has role “{role}”, but WriterLens reads its “{expected_role}” prompt from that file. Fix the role or rename the file.</source>
        <translation>El archivo de prompt {name} tiene el rol «{role}», pero WriterLens lee su prompt «{expected_role}» de ese archivo. Corrige el rol o cambia el nombre del archivo.</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Empezando</translation>
    </message>
    <message numerus="yes">
        <source>Resuming (%n steps saved)</source>
        <translation>
            <numerusform>Reanudando (%n paso guardado)</numerusform>
            <numerusform>Reanudando (%n pasos guardados)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Hecho.</translation>
    </message>
    <message>
        <source>Done, but cut off</source>
        <translation>Hecho, pero cortado</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled. The %n steps already finished are kept; resume job {job} to go on from there.</source>
        <translation>
            <numerusform>Cancelado. Se conserva el %n paso ya terminado; reanuda la tarea {job} para seguir desde ahí.</numerusform>
            <numerusform>Cancelado. Se conservan los %n pasos ya terminados; reanuda la tarea {job} para seguir desde ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{steps} The %n words written of the step under way are kept too: resuming goes on from them.</source>
        <translation>
            <numerusform>{steps} También se conserva la %n palabra escrita del paso en curso: al reanudar se sigue desde ella.</numerusform>
            <numerusform>{steps} También se conservan las %n palabras escritas del paso en curso: al reanudar se sigue desde ellas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} The %n steps already finished are kept; resume job {job} to try again from there.</source>
        <translation>
            <numerusform>{problem} Se conserva el %n paso ya terminado; reanuda la tarea {job} para volver a intentarlo desde ahí.</numerusform>
            <numerusform>{problem} Se conservan los %n pasos ya terminados; reanuda la tarea {job} para volver a intentarlo desde ahí.</numerusform>
        </translation>
    </message>
    <message>
        <source>The model declined to summarize this story.</source>
        <translation>El modelo se negó a resumir este relato.</translation>
    </message>
    <message>
        <source>The model declined to summarize this story</source>
        <translation>El modelo se negó a resumir este relato</translation>
    </message>
    <message>
        <source>The model declined to summarize this story. Its answer is kept as a refused summary, which the study leaves out of its averages.</source>
        <translation>El modelo se negó a resumir este relato. Su respuesta se guarda como un resumen rechazado, que el estudio deja fuera de sus promedios.</translation>
    </message>
    <message>
        <source>WriterLens hit an unexpected problem ({problem}). The finished steps are kept; resume the job to try again, and report it if it happens again.</source>
        <translation>WriterLens se encontró con un problema inesperado ({problem}). Los pasos terminados se conservan; reanuda la tarea para volver a intentarlo, y avísanos si vuelve a pasar.</translation>
    </message>
    <message>
        <source>The model&apos;s answer was cut off at its token limit, even when asked again with more room and for fewer words, so this summary is incomplete. Ask for fewer words, or choose a model that writes longer answers.</source>
        <translation>La respuesta del modelo se cortó en su límite de tokens, incluso al volver a pedirla con más espacio y menos palabras, así que este resumen está incompleto. Pide menos palabras o elige un modelo que escriba respuestas más largas.</translation>
    </message>
    <message>
        <source>{cut} of the {steps} steps were cut off at the model&apos;s token limit, even when asked again with more room and for fewer words, so this summary rests on incomplete parts. Ask for fewer words, or choose a model that writes longer answers.</source>
        <translation>{cut} de los {steps} pasos se cortaron en el límite de tokens del modelo, incluso al volver a pedirlos con más espacio y menos palabras, así que este resumen se basa en partes incompletas. Pide menos palabras o elige un modelo que escriba respuestas más largas.</translation>
    </message>
    <message>
        <source>Done, but not a summary</source>
        <translation>Terminado, pero no es un resumen</translation>
    </message>
    <message>
        <source>What the model wrote is not a summary, so it is kept marked as such and never counted as one. {notes} Try again, or choose another model.</source>
        <translation>Lo que escribió el modelo no es un resumen: se guarda marcado como tal y nunca se cuenta como resumen. {notes} Vuelve a intentarlo o elige otro modelo.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the {steps} steps kept an answer that is not a summary, so this summary is marked as such and never counted as one. {notes} Try again, or choose another model.</source>
        <translation>
            <numerusform>%n de los {steps} pasos conservó una respuesta que no es un resumen, así que este resumen se marca como tal y nunca se cuenta como resumen. {notes} Vuelve a intentarlo o elige otro modelo.</numerusform>
            <numerusform>%n de los {steps} pasos conservaron una respuesta que no es un resumen, así que este resumen se marca como tal y nunca se cuenta como resumen. {notes} Vuelve a intentarlo o elige otro modelo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job {id} has already finished; there is nothing to resume.</source>
        <translation>La tarea {id} ya terminó; no hay nada que reanudar.</translation>
    </message>
    <message>
        <source>Job {id} was started with the model “{model}”, not “{provider_model}”. Resume it with the same model, or start a new job.</source>
        <translation>La tarea {id} se empezó con el modelo «{model}», no con «{provider_model}». Reanúdala con el mismo modelo o empieza una tarea nueva.</translation>
    </message>
    <message>
        <source>The wording of the {items} prompt changed since job {id} began, so its finished steps no longer match. Start a new job for this story.</source>
        <translation>La redacción del prompt {items} cambió desde que empezó la tarea {id}, así que sus pasos terminados ya no encajan. Empieza una tarea nueva para este relato.</translation>
    </message>
    <message>
        <source>Job {id} is being run right now by another WriterLens (a second window or a command). Wait until it has finished; nothing was sent twice.</source>
        <translation>Otro WriterLens (una segunda ventana o un comando) está ejecutando ahora mismo el trabajo {id}. Espera a que termine; no se envió nada dos veces.</translation>
    </message>
    <message>
        <source>Cut off at the model&apos;s token limit in all {tries} tries (with more room and a shorter request each time); this text is incomplete.</source>
        <translation>Cortado en el límite de tokens del modelo en los {tries} intentos (cada vez con más espacio y una petición más corta); este texto está incompleto.</translation>
    </message>
    <message>
        <source>Kept after {tries} tries: {problem}.</source>
        <translation>Conservado tras {tries} intentos: {problem}.</translation>
    </message>
    <message>
        <source>Not a summary after {tries} tries: {problems}. Kept only to be inspected.</source>
        <translation>No es un resumen tras {tries} intentos: {problems}. Se guarda solo para revisarlo.</translation>
    </message>
    <message>
        <source>Kept as it was: {problem}.</source>
        <translation>Se conservó tal cual: {problem}.</translation>
    </message>
    <message>
        <source>Asking again ({attempt} of {attempts}): {problem}</source>
        <translation>Preguntando de nuevo ({attempt} de {attempts}): {problem}</translation>
    </message>
    <message>
        <source>Going on from where the answer stopped ({attempt} of {attempts}): it was cut off at its token limit</source>
        <translation>Continuando la respuesta desde donde se detuvo ({attempt} de {attempts}): se cortó en su límite de tokens</translation>
    </message>
    <message>
        <source>the answer was empty</source>
        <translation>la respuesta estaba vacía</translation>
    </message>
    <message>
        <source>the answer was cut off at its token limit</source>
        <translation>la respuesta se cortó en su límite de tokens</translation>
    </message>
    <message>
        <source>the model repeated its text instead of summarizing it</source>
        <translation>el modelo repitió su texto en lugar de resumirlo</translation>
    </message>
    <message>
        <source>the answer had {words} words, over its limit of {limit}</source>
        <translation>la respuesta tenía {words} palabras, por encima de su límite de {limit}</translation>
    </message>
    <message>
        <source>the answer stopped in the middle of a sentence</source>
        <translation>la respuesta se detuvo a mitad de una frase</translation>
    </message>
    <message>
        <source>The model repeated the story or its instructions instead of summarizing ({len_texts} tries). It may not be an instruction-tuned (“chat” or “instruct”) model: choose one of those in Settings → Local models. The finished steps are kept.</source>
        <translation>El modelo repitió el relato o sus instrucciones en lugar de resumir ({len_texts} intentos). Puede que no sea un modelo ajustado para seguir instrucciones («chat» o «instruct»): elige uno de esos en Ajustes → Modelos locales. Los pasos terminados se conservan.</translation>
    </message>
    <message>
        <source>The model gave an empty answer {attempts} times in a row. Try again later, or choose another model.</source>
        <translation>El modelo dio una respuesta vacía {attempts} veces seguidas. Vuelve a intentarlo más tarde o elige otro modelo.</translation>
    </message>
    <message>
        <source>Keys are kept in your system&apos;s keyring ({name}).</source>
        <translation>Las claves se guardan en el llavero de tu sistema ({name}).</translation>
    </message>
    <message>
        <source>This computer has no system keyring that WriterLens can use, so keys are kept only in memory until the app closes; you will need to enter them again next time.</source>
        <translation>Este ordenador no tiene un llavero del sistema que WriterLens pueda usar, así que las claves solo se guardan en memoria hasta que cierres la aplicación; la próxima vez tendrás que volver a escribirlas.</translation>
    </message>
    <message>
        <source>{problem} (WriterLens tried {tries} times.)</source>
        <translation>{problem} (WriterLens lo intentó {tries} veces.)</translation>
    </message>
    <message>
        <source>The service asks WriterLens to slow down; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>El servicio pide a WriterLens que vaya más despacio; se reintenta en {seconds} s (intento {attempt} de {tries}).</translation>
    </message>
    <message>
        <source>The service is busy or had a problem; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>El servicio está ocupado o tuvo un problema; se reintenta en {seconds} s (intento {attempt} de {tries}).</translation>
    </message>
    <message>
        <source>The service did not answer in time; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>El servicio no respondió a tiempo; se reintenta en {seconds} s (intento {attempt} de {tries}).</translation>
    </message>
    <message>
        <source>The service could not be reached; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>No se pudo contactar con el servicio; se reintenta en {seconds} s (intento {attempt} de {tries}).</translation>
    </message>
    <message>
        <source>The call failed; trying again in {seconds} s (try {attempt} of {tries}).</source>
        <translation>La llamada falló; se reintenta en {seconds} s (intento {attempt} de {tries}).</translation>
    </message>
    <message>
        <source>The summaries of the story&apos;s parts came out longer than the model can read two at a time, so they cannot be merged. Ask for a shorter summary, or give the model a larger context. The parts already summarized are kept.</source>
        <translation>Los resúmenes de las partes del relato salieron más largos de lo que el modelo puede leer de dos en dos, así que no se pueden fusionar. Pide un resumen más corto o da al modelo un contexto mayor. Las partes ya resumidas se conservan.</translation>
    </message>
    <message>
        <source>This story has no text to summarize.</source>
        <translation>Este relato no tiene texto que resumir.</translation>
    </message>
    <message>
        <source>The story ({story_tokens:,} tokens) and its summary do not fit in what this model reads at once ({context:,} tokens). Choose “auto” or “hierarchical” to summarize it in parts.</source>
        <translation>El relato ({story_tokens:,} tokens) y su resumen no caben en lo que este modelo lee de una vez ({context:,} tokens). Elige «auto» o «hierarchical» para resumirlo por partes.</translation>
    </message>
    <message>
        <source>A gradual summary needs a model that reads the whole story at once ({story_tokens:,} tokens, plus about {out:,} for a {upper:,}-word summary); this model reads {context:,}. Choose “hierarchical”, or a model with a larger context.</source>
        <translation>Un resumen gradual necesita un modelo que lea todo el relato de una vez ({story_tokens:,} tokens, más unos {out:,} para un resumen de {upper:,} palabras); este modelo lee {context:,}. Elige «hierarchical» o un modelo con un contexto mayor.</translation>
    </message>
    <message>
        <source>This model reads only {context:,} tokens at once, too few to summarize a long story in {words:,} words. Ask for about {fits:,} words or fewer, or give the model a larger context (in Settings, or with --context-tokens).</source>
        <translation>Este modelo solo lee {context:,} tokens de una vez, demasiado pocos para resumir un relato largo en {words:,} palabras. Pide unas {fits:,} palabras o menos, o da al modelo un contexto mayor (en Ajustes o con --context-tokens).</translation>
    </message>
    <message>
        <source>Summarizing the whole story</source>
        <translation>Resumiendo todo el relato</translation>
    </message>
    <message>
        <source>Summarizing part {part} of {n}</source>
        <translation>Resumiendo la parte {part} de {n}</translation>
    </message>
    <message>
        <source>Summarizing {n} parts, {at_once} at a time</source>
        <translation>Resumiendo {n} partes, {at_once} a la vez</translation>
    </message>
    <message>
        <source>Smoothing out the final summary</source>
        <translation>Puliendo el resumen final</translation>
    </message>
    <message>
        <source>Reading part 1 of {n}</source>
        <translation>Leyendo la parte 1 de {n}</translation>
    </message>
    <message>
        <source>Adding part {part} of {n} to the summary</source>
        <translation>Añadiendo la parte {part} de {n} al resumen</translation>
    </message>
    <message>
        <source>Shortening the summary after part {part} of {n}</source>
        <translation>Acortando el resumen tras la parte {part} de {n}</translation>
    </message>
    <message>
        <source>Writing the {percent} % summary ({lower}–{upper} words)</source>
        <translation>Escribiendo el resumen del {percent} % ({lower}–{upper} palabras)</translation>
    </message>
    <message>
        <source>summary {summary_id} has the answer {value!r} to {question}, outside the scale {low}-{high}</source>
        <translation>el resumen {summary_id} tiene la respuesta {value!r} a {question}, fuera de la escala {low}-{high}</translation>
    </message>
    <message>
        <source>a score of summary {summary_id} is not a number</source>
        <translation>una puntuación del resumen {summary_id} no es un número</translation>
    </message>
    <message>
        <source>judge {judge}&apos;s answer to {question} for summary {summary_id} is {value:g}, outside its range {low:g}-{high:g}</source>
        <translation>la respuesta del evaluador {judge} a {question} para el resumen {summary_id} es {value:g}, fuera de su rango {low:g}-{high:g}</translation>
    </message>
    <message>
        <source>judge {judge}&apos;s answer to {question} for summary {summary_id} is {value:g}, below its range of {low:g} or more</source>
        <translation>la respuesta del evaluador {judge} a {question} para el resumen {summary_id} es {value:g}, por debajo de su rango de {low:g} o más</translation>
    </message>
    <message>
        <source>the metric {metric} for summary {summary_id} is {value:g}, outside its range {low:g}-{high:g}</source>
        <translation>la métrica {metric} del resumen {summary_id} es {value:g}, fuera de su rango {low:g}-{high:g}</translation>
    </message>
    <message>
        <source>the metric {metric} for summary {summary_id} is {value:g}, below its range of {low:g} or more</source>
        <translation>la métrica {metric} del resumen {summary_id} es {value:g}, por debajo de su rango de {low:g} o más</translation>
    </message>
    <message numerus="yes">
        <source>%n story judgments were sent again in a later bundle; the later one was used.</source>
        <translation>
            <numerusform>%n juicio sobre un relato se envió de nuevo en un paquete posterior; se usó el posterior.</numerusform>
            <numerusform>%n juicios sobre relatos se enviaron de nuevo en un paquete posterior; se usó el posterior.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers or scores outside their declared range were left out.</source>
        <translation>
            <numerusform>%n respuesta o puntuación fuera de su rango declarado se dejó fuera.</numerusform>
            <numerusform>%n respuestas o puntuaciones fuera de su rango declarado se dejaron fuera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n passages of hidden text (formatted as hidden in the document): they are not shown when the document is read, so they are not part of the story.</source>
        <translation>
            <numerusform>Se omitió %n pasaje de texto oculto (con formato oculto en el documento): no se muestra al leer el documento, así que no forma parte de la historia.</numerusform>
            <numerusform>Se omitieron %n pasajes de texto oculto (con formato oculto en el documento): no se muestran al leer el documento, así que no forman parte de la historia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n comments (&lt;!-- … --&gt;): they are not shown when the text is read, so they are not part of the story.</source>
        <translation>
            <numerusform>Se omitió %n comentario (&lt;!-- … --&gt;): no se muestra al leer el texto, así que no forma parte de la historia.</numerusform>
            <numerusform>Se omitieron %n comentarios (&lt;!-- … --&gt;): no se muestran al leer el texto, así que no forman parte de la historia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n parts of the book that are not the story (its title page, copyright page, colophon, dedication and the like).</source>
        <translation>
            <numerusform>Se omitió %n parte del libro que no es la historia (portada, página de derechos, colofón, dedicatoria y similares).</numerusform>
            <numerusform>Se omitieron %n partes del libro que no son la historia (portada, página de derechos, colofón, dedicatoria y similares).</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already judged some summaries of this story side by side, so a summary finished later cannot join this review. It stays in your library.</source>
        <translation>Ya has juzgado resúmenes de esta historia uno junto a otro, así que un resumen terminado después no puede sumarse a esta revisión. Sigue en tu biblioteca.</translation>
    </message>
    <message>
        <source>it holds the practice review of WriterLens&apos;s sample story ({models}), made with an older WriterLens. Ask the writer to export again: WriterLens now leaves the sample out. (To keep it anyway, marked as practice: writerlens study import --practice)</source>
        <extracomment>The provider the sample&apos;s demo summaries are stored with (services.library.install_sample).</extracomment>
        <translation>contiene la revisión de práctica de la historia de ejemplo de WriterLens ({models}), hecha con una versión anterior de WriterLens. Pide a la persona que exporte de nuevo: WriterLens ahora deja fuera el ejemplo. (Para conservarlo de todos modos, marcado como práctica: writerlens study import --practice)</translation>
    </message>
    <message>
        <source>The model stopped unexpectedly ({how}). Everything finished before it is kept: press Resume to go on. If it happens again, close other programs, choose a smaller model or a smaller context size in Settings → Local models, or turn off the graphics card there.</source>
        <translation>El modelo se detuvo inesperadamente ({how}). Todo lo terminado antes se conserva: pulsa Reanudar para seguir. Si vuelve a ocurrir, cierra otros programas, elige un modelo más pequeño o un tamaño de contexto menor en Ajustes → Modelos locales, o desactiva allí la tarjeta gráfica.</translation>
    </message>
    <message>
        <source>The backup written to {path} did not pass its check ({problem}), so it was deleted. Your library was not changed. Try again, or choose another backup folder.</source>
        <translation>La copia escrita en {path} no superó su comprobación ({problem}), así que se borró. Tu biblioteca no cambió. Vuelve a intentarlo o elige otra carpeta para las copias.</translation>
    </message>
    <message>
        <source>{path} is not a WriterLens backup that can be read ({problem}). Nothing was changed.</source>
        <translation>{path} no es una copia de WriterLens que se pueda leer ({problem}). No se cambió nada.</translation>
    </message>
    <message>
        <source>{path} was made by a newer version of WriterLens (library format {found}; this version reads up to {known}). Install the newer WriterLens on this computer to open it. Nothing was changed.</source>
        <translation>{path} se hizo con una versión más reciente de WriterLens (formato de biblioteca {found}; esta versión lee hasta el {known}). Instala el WriterLens más reciente en este ordenador para abrirla. No se cambió nada.</translation>
    </message>
    <message>
        <source>The disk that holds your library ({folder}) is full, so this change was not saved. Free some space there, then try again: what you typed is still here.</source>
        <translation>El disco que contiene tu biblioteca ({folder}) está lleno, así que este cambio no se guardó. Libera algo de espacio allí y vuelve a intentarlo: lo que escribiste sigue aquí.</translation>
    </message>
    <message>
        <source>Your library ({path}) cannot be written to: the file or its folder is read-only. This change was not saved. Make the folder writable (or copy the library to one that is), then try again: what you typed is still here.</source>
        <translation>No se puede escribir en tu biblioteca ({path}): el archivo o su carpeta son de solo lectura. Este cambio no se guardó. Haz que la carpeta admita escritura (o copia la biblioteca a una que la admita) y vuelve a intentarlo: lo que escribiste sigue aquí.</translation>
    </message>
    <message>
        <source>Your library file is no longer at {path}: it was moved, renamed or deleted while WriterLens was open, so this change was not saved. Put it back (or restore the latest backup) and start WriterLens again: what you typed is still here.</source>
        <translation>El archivo de tu biblioteca ya no está en {path}: se movió, se renombró o se borró mientras WriterLens estaba abierto, así que este cambio no se guardó. Vuelve a ponerlo en su sitio (o restaura la copia más reciente) e inicia WriterLens de nuevo: lo que escribiste sigue aquí.</translation>
    </message>
    <message>
        <source>Your library ({path}) is busy: another WriterLens is writing to it. This change was not saved yet. Try again in a moment: what you typed is still here.</source>
        <translation>Tu biblioteca ({path}) está ocupada: otro WriterLens está escribiendo en ella. Este cambio aún no se guardó. Vuelve a intentarlo en un momento: lo que escribiste sigue aquí.</translation>
    </message>
    <message>
        <source>Your library file {path} is damaged: SQLite&apos;s own check found {problem}. Restore the latest good backup (File → Restore From Backup…); keep the damaged file, a specialist tool may still recover from it.</source>
        <translation>El archivo de tu biblioteca {path} está dañado: la comprobación propia de SQLite encontró {problem}. Restaura la copia buena más reciente (Archivo → Restaurar desde una copia…); conserva el archivo dañado, una herramienta especializada quizá pueda recuperar algo.</translation>
    </message>
    <message>
        <source>Your library ({path}) could not be read or written ({problem}). This change was not saved: what you typed is still here. Try again; if it keeps failing, restore the latest backup.</source>
        <translation>No se pudo leer o escribir tu biblioteca ({path}) ({problem}). Este cambio no se guardó: lo que escribiste sigue aquí. Vuelve a intentarlo; si sigue fallando, restaura la copia más reciente.</translation>
    </message>
    <message>
        <source>There was not enough memory to load “{name}”: with its context of {n_ctx} tokens it needs about {needed__gib:.1f} GB, and about {free__gib:.1f} GB was free. Close other programs, choose a smaller model, or lower its context size in Settings → Local models.</source>
        <translation>No había memoria suficiente para cargar «{name}»: con su contexto de {n_ctx} tokens necesita unos {needed__gib:.1f} GB, y había libres unos {free__gib:.1f} GB. Cierra otros programas, elige un modelo más pequeño o reduce su contexto en Ajustes → Modelos locales.</translation>
    </message>
    <message>
        <source>There was not enough memory to load “{name}”: with its context of {n_ctx} tokens it needs about {needed__gib:.1f} GB. Close other programs, choose a smaller model, or lower its context size in Settings → Local models.</source>
        <translation>No había memoria suficiente para cargar «{name}»: con su contexto de {n_ctx} tokens necesita unos {needed__gib:.1f} GB. Cierra otros programas, elige un modelo más pequeño o reduce su contexto en Ajustes → Modelos locales.</translation>
    </message>
    <message>
        <source>The model “{name}” is of a kind ({architecture}) that this version of WriterLens cannot run. Choose another model file, or update WriterLens.</source>
        <translation>El modelo «{name}» es de un tipo ({architecture}) que esta versión de WriterLens no puede ejecutar. Elige otro archivo de modelo o actualiza WriterLens.</translation>
    </message>
    <message>
        <source>it copies the story instead of summarizing it ({share}% of its 6-word runs are the story&apos;s own words)</source>
        <translation>copia el relato en lugar de resumirlo (el {share} % de sus secuencias de 6 palabras son palabras del propio relato)</translation>
    </message>
    <message>
        <source>it repeats itself in a loop (“{phrase}” {times} times)</source>
        <translation>se repite en bucle («{phrase}» {times} veces)</translation>
    </message>
    <message>
        <source>it contains markup that is not part of a summary ({markup})</source>
        <translation>contiene marcas que no forman parte de un resumen ({markup})</translation>
    </message>
    <message>
        <source>it has {words} words, far too few for the {asked} asked for</source>
        <translation>tiene {words} palabras, muy pocas para las {asked} pedidas</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>The model&apos;s own chat template was not used ({reason}); a plain format was, which most models follow less well.</source>
        <extracomment>shown beside the summary (see Completion.note), so the writer knows why a model may have followed the instructions less well than it can</extracomment>
        <translation>No se usó la plantilla de chat propia del modelo ({reason}); se usó un formato sencillo, que la mayoría de los modelos siguen peor.</translation>
    </message>
    <message>
        <source>The model&apos;s own chat template was not used ({reason}); WriterLens wrote the prompt in the turn format of the model&apos;s family instead.</source>
        <translation>No se usó la plantilla de chat propia del modelo ({reason}); WriterLens escribió las instrucciones en el formato de turnos de la familia del modelo.</translation>
    </message>
    <message>
        <source>it could not be stored: the disk that holds the study folder ({folder}) is full. Free some space there and import it again; the bundles imported before are all kept</source>
        <extracomment>One file&apos;s reason (it follows &quot;rejected FILE: &quot;).</extracomment>
        <translation>no se pudo guardar: el disco que contiene la carpeta del estudio ({folder}) está lleno. Libera algo de espacio allí y vuelve a importarlo; los paquetes importados antes se conservan todos</translation>
    </message>
    <message>
        <source>it could not be stored: the study folder {folder} is read-only. Make it writable, or import into another folder; the bundles imported before are all kept</source>
        <translation>no se pudo guardar: la carpeta del estudio {folder} es de solo lectura. Hazla escribible o importa en otra carpeta; los paquetes importados antes se conservan todos</translation>
    </message>
    <message>
        <source>The disk that holds the study folder ({folder}) is full, so nothing of this import was kept; the bundles imported before are all kept. Free some space there and import again.</source>
        <extracomment>A run imported in one update (a release): nothing of it is kept.</extracomment>
        <translation>El disco que contiene la carpeta del estudio ({folder}) está lleno, así que no se conservó nada de esta importación; los paquetes importados antes se conservan todos. Libera algo de espacio allí y vuelve a importar.</translation>
    </message>
    <message>
        <source>The study folder {folder} is read-only, so nothing of this import was kept; the bundles imported before are all kept. Make it writable, or import into another folder.</source>
        <translation>La carpeta del estudio {folder} es de solo lectura, así que no se conservó nada de esta importación; los paquetes importados antes se conservan todos. Hazla escribible o importa en otra carpeta.</translation>
    </message>
</context>
</TS>
