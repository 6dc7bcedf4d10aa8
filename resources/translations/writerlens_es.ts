<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
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
    <message>
        <source>First select the words you want to label.</source>
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
    <message>
        <source>Looking for copied phrases…</source>
        <translation>Buscando frases copiadas…</translation>
    </message>
    <message>
        <source>  {n} passage(s) copied word for word from your story</source>
        <translation>  {n} pasaje(s) copiado(s) palabra por palabra de tu relato</translation>
    </message>
    <message>
        <source>  No copied phrases of 5 words or more</source>
        <translation>  No hay frases copiadas de 5 palabras o más</translation>
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
    <message>
        <source>unknown</source>
        <extracomment>a 3,000-word story with the prompt, and a summary of about 400 words</extracomment>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>about {cost}</source>
        <translation>unos {cost}</translation>
    </message>
    <message>
        <source>Tick the cloud models you want to be offered when you ask for summaries. Each needs an API key from its company (see &lt;i&gt;API keys&lt;/i&gt;). Prices are in US dollars as the companies published them on {date}; a 3,000-word story is about 4,000 tokens.</source>
        <translation>Marca los modelos en la nube que quieres que se te ofrezcan al pedir resúmenes. Cada uno necesita una clave de API de su empresa (consulta &lt;i&gt;Claves de API&lt;/i&gt;). Los precios están en dólares estadounidenses, tal como las empresas los publicaron el {date}; un relato de 3000 palabras tiene unos 4000 tokens.</translation>
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
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <source>In, $/M tokens</source>
        <translation>Entrada, $/M tokens</translation>
    </message>
    <message>
        <source>Out, $/M tokens</source>
        <translation>Salida, $/M tokens</translation>
    </message>
    <message>
        <source>A 3,000-word story</source>
        <translation>Un relato de 3000 palabras</translation>
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
        <source> · {n}/s</source>
        <translation> · {n}/s</translation>
    </message>
    <message>
        <source> left</source>
        <translation> restantes</translation>
    </message>
    <message>
        <source>working out the time left…</source>
        <translation>calculando el tiempo restante…</translation>
    </message>
    <message>
        <source> (went on from {n} kept)</source>
        <translation> (continuado desde {n} guardados)</translation>
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
        <extracomment>the writer changed context or threads (path, context, threads)</extracomment>
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
        <source>Quantisation</source>
        <translation>Cuantización</translation>
    </message>
    <message>
        <source>Trained context</source>
        <translation>Contexto de entrenamiento</translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation>Tamaño del contexto en tokens</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>How much text the model reads at once. Longer stories are summarized in parts when they do not fit. More context needs more memory.</source>
        <translation>Cuánto texto lee el modelo de una vez. Los relatos más largos se resumen por partes cuando no caben. Más contexto necesita más memoria.</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Hilos</translation>
    </message>
    <message>
        <source>Processor cores to use; one per physical core is usually fastest.</source>
        <translation>Núcleos del procesador que usar; uno por núcleo físico suele ser lo más rápido.</translation>
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
        <source>Quantisation:</source>
        <translation>Cuantización:</translation>
    </message>
    <message>
        <source>Trained context:</source>
        <translation>Contexto de entrenamiento:</translation>
    </message>
    <message>
        <source>&amp;Context size:</source>
        <translation>Tamaño del &amp;contexto:</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>&amp;Hilos:</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Memoria:</translation>
    </message>
    <message>
        <source>Add a .gguf file, or select a model in the list.</source>
        <translation>Añade un archivo .gguf o selecciona un modelo de la lista.</translation>
    </message>
    <message>
        <source>About {need} with a {ctx}-token context (free now: {free}).</source>
        <translation>Unos {need} con un contexto de {ctx} tokens (libre ahora: {free}).</translation>
    </message>
    <message>
        <source>Models that run on this computer: your story never leaves it, and there is no key and no cost. WriterLens runs model files in the GGUF format (files ending in &lt;i&gt;.gguf&lt;/i&gt;), the format of llama.cpp. They are slower than cloud models: a summary can take several minutes.</source>
        <extracomment>what a worker reads about a file: its header, free memory, physical cores a model file was read and shown (its path); for tests and the status bar</extracomment>
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
        <translation>predeterminado</translation>
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
        <source></source>
        <translation></translation>
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
        <source>&lt;b&gt;Suggested models.&lt;/b&gt; None comes with WriterLens. Select one and press &lt;b&gt;Download&lt;/b&gt;: WriterLens fetches that one file from the Hugging Face model hub, checks it, and adds it to your models. WriterLens contacts the hub only when you press Download, and sends nothing about you or your stories. Read the model&apos;s licence first. Sizes and memory are approximate (memory at a 4,096-token context); a bigger model writes better summaries but runs more slowly.</source>
        <translation>&lt;b&gt;Modelos sugeridos.&lt;/b&gt; WriterLens no incluye ninguno. Selecciona uno y pulsa &lt;b&gt;Descargar&lt;/b&gt;: WriterLens trae ese único archivo del repositorio de modelos de Hugging Face, lo comprueba y lo añade a tus modelos. WriterLens solo contacta con el repositorio cuando pulsas Descargar, y no envía nada sobre ti ni sobre tus relatos. Lee antes la licencia del modelo. Los tamaños y la memoria son aproximados (memoria con un contexto de 4096 tokens); un modelo más grande escribe mejores resúmenes, pero va más lento.</translation>
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
        <translation>Servidor &amp;nuevo</translation>
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
        <source>The server offers {n} model(s); choose one, then Save server.</source>
        <translation>El servidor ofrece {n} modelo(s); elige uno y luego «Guardar servidor».</translation>
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
        <source>Not connected.</source>
        <translation>Sin conexión.</translation>
    </message>
    <message>
        <source>That did not work.</source>
        <translation>Eso no funcionó.</translation>
    </message>
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
    <message>
        <source>A piece of one of your API keys is still in this bundle, so it cannot be saved.</source>
        <translation>Un fragmento de una de tus claves de API sigue en este paquete, así que no se puede guardar.</translation>
    </message>
    <message>
        <source>It sits in a part WriterLens does not rewrite (for example a prompt&apos;s name). Delete the summary that holds it, or replace the key in Settings → API keys, then look again.</source>
        <translation>Está en una parte que WriterLens no reescribe (por ejemplo, el nombre de un prompt). Borra el resumen que lo contiene, o cambia la clave en Ajustes → Claves de API, y vuelve a mirar.</translation>
    </message>
    <message>
        <source>{n}, as random ids; {titles}; {text}.</source>
        <translation>{n}, con identificadores aleatorios; {titles}; {text}.</translation>
    </message>
    <message>
        <source>story</source>
        <translation>relato</translation>
    </message>
    <message>
        <source>stories</source>
        <translation>relatos</translation>
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
        <source>summary</source>
        <translation>resumen</translation>
    </message>
    <message>
        <source>summaries</source>
        <translation>resúmenes</translation>
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
        <source>review</source>
        <translation>revisión</translation>
    </message>
    <message>
        <source>reviews</source>
        <translation>revisiones</translation>
    </message>
    <message>
        <source>highlighted passage</source>
        <translation>pasaje resaltado</translation>
    </message>
    <message>
        <source>highlighted passages</source>
        <translation>pasajes resaltados</translation>
    </message>
    <message>
        <source>{f} and {c} on passages.</source>
        <translation>{f} y {c} sobre pasajes.</translation>
    </message>
    <message>
        <source>feedback note</source>
        <translation>nota de valoración</translation>
    </message>
    <message>
        <source>feedback notes</source>
        <translation>notas de valoración</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>comentario</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>comentarios</translation>
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
        <source>automatic score</source>
        <translation>puntuación automática</translation>
    </message>
    <message>
        <source>automatic scores</source>
        <translation>puntuaciones automáticas</translation>
    </message>
    <message>
        <source>question probe</source>
        <translation>pregunta de comprobación</translation>
    </message>
    <message>
        <source>question probes</source>
        <translation>preguntas de comprobación</translation>
    </message>
    <message>
        <source>Nothing that looks like a name you listed, an email address, a phone number, a web address, a file path or a piece of an API key was found.</source>
        <translation>No se encontró nada que parezca un nombre de tu lista, una dirección de correo, un número de teléfono, una dirección web, una ruta de archivo o un fragmento de una clave de API.</translation>
    </message>
    <message>
        <source>never shown</source>
        <translation>nunca se muestra</translation>
    </message>
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
        <source>Getting ready (counting the story&apos;s tokens)…</source>
        <translation>Preparando (contando los tokens del relato)…</translation>
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
        <source>&amp;Hierarchical merging</source>
        <translation>Fusión &amp;jerárquica</translation>
    </message>
    <message>
        <source>I&amp;ncremental updating</source>
        <translation>Actualización &amp;incremental</translation>
    </message>
    <message>
        <source>&amp;Gradual: three lengths</source>
        <translation>&amp;Gradual: tres longitudes</translation>
    </message>
    <message>
        <source>The whole story at once when it fits in what the model reads at a time; otherwise hierarchical merging.</source>
        <translation>Todo el relato de una vez si cabe en lo que el modelo lee de una vez; si no, fusión jerárquica.</translation>
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
        <source>{sent} tokens sent, {written} written</source>
        <translation>{sent} tokens enviados, {written} escritos</translation>
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
    <name>CloudModelsPage</name>
    <message>
        <source>  — retired {date}</source>
        <translation>  — retirado el {date}</translation>
    </message>
    <message>
        <source>  — retires {date}</source>
        <translation>  — se retira el {date}</translation>
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
        <source>Cost</source>
        <translation>Coste</translation>
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
        <source>What the whole run costs, in US dollars</source>
        <translation>Lo que cuesta toda la ejecución, en dólares estadounidenses</translation>
    </message>
    <message>
        <source>How many times the model is asked</source>
        <translation>Cuántas veces se le pregunta al modelo</translation>
    </message>
    <message>
        <source>How much the model reads and writes in all (every call), in words</source>
        <translation>Cuánto lee y escribe el modelo en total (todas las llamadas), en palabras</translation>
    </message>
    <message>
        <source>Nothing is sent until you start. Tokens are counted on this computer; a cloud model&apos;s own count may differ a little. Costs use the published prices WriterLens knows of.</source>
        <extracomment>words per token of this story (the dialog sets it from the story&apos;s own counts)</extracomment>
        <translation>No se envía nada hasta que empieces. Los tokens se cuentan en este ordenador; el recuento de un modelo en la nube puede variar un poco. Los costes usan los precios publicados que conoce WriterLens.</translation>
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
        <source>free (on this computer)</source>
        <translation>gratis (en este ordenador)</translation>
    </message>
    <message>
        <source>free (your server)</source>
        <translation>gratis (tu servidor)</translation>
    </message>
    <message>
        <source>about {cost}</source>
        <translation>unos {cost}</translation>
    </message>
    <message>
        <source>price unknown</source>
        <translation>precio desconocido</translation>
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
        <source>Counting the story&apos;s tokens…</source>
        <translation>Contando los tokens del relato…</translation>
    </message>
    <message>
        <source>part of the cost is unknown</source>
        <translation>parte del coste es desconocida</translation>
    </message>
    <message>
        <source>about {cost} in all</source>
        <translation>unos {cost} en total</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>In all: {calls} calls, about {words} words read; {cost}</source>
        <translation>En total: {calls} llamadas, unas {words} palabras leídas; {cost}</translation>
    </message>
    <message>
        <source>; done in {time}</source>
        <translation>; listo en {time}</translation>
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
        <source>Your &amp;model files&apos; and servers&apos; names (otherwise “local model 1”, “server 1”)</source>
        <translation>Los nombres de tus archivos de &amp;modelo y servidores (si no, «modelo local 1», «servidor 1»)</translation>
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
        <source>In &amp;words</source>
        <translation>En &amp;palabras</translation>
    </message>
    <message>
        <source>Exact &amp;data.json</source>
        <translation>&amp;data.json exacto</translation>
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
        <source>story</source>
        <translation>relato</translation>
    </message>
    <message>
        <source>stories</source>
        <translation>relatos</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>resumen</translation>
    </message>
    <message>
        <source>summaries</source>
        <translation>resúmenes</translation>
    </message>
    <message>
        <source>review</source>
        <translation>revisión</translation>
    </message>
    <message>
        <source>reviews</source>
        <translation>revisiones</translation>
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
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>{names} removed</source>
        <translation>{names} quitados</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>names</source>
        <translation>nombres</translation>
    </message>
    <message>
        <source>{n} taken out (see “In words”).</source>
        <translation>{n} quitado(s) (consulta «En palabras»).</translation>
    </message>
    <message>
        <source>thing</source>
        <translation>elemento</translation>
    </message>
    <message>
        <source>things</source>
        <translation>elementos</translation>
    </message>
    <message>
        <source>A piece of an API key is in this bundle: it cannot be saved.</source>
        <translation>Hay un fragmento de una clave de API en este paquete: no se puede guardar.</translation>
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
        <source>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;You take part as &lt;b&gt;{code}&lt;/b&gt;{since}. Your exports carry this code and the study id ({id}), never your name.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;Participas como &lt;b&gt;{code}&lt;/b&gt;{since}. Tus exportaciones llevan este código y el identificador del estudio ({id}), nunca tu nombre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> since {day}</source>
        <translation> desde el {day}</translation>
    </message>
    <message>
        <source>The study&apos;s instructions</source>
        <translation>Las instrucciones del estudio</translation>
    </message>
    <message>
        <source>The coordinator gave no instructions.</source>
        <translation>El coordinador no dejó instrucciones.</translation>
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
        <source>Run judges</source>
        <extracomment>results were stored (all of them, or those finished before a cancel or a failure) the writer wants to write their questions about the story first</extracomment>
        <translation>Consultar evaluadores</translation>
    </message>
    <message>
        <source>A judge model reads your story and a summary, and answers as a careful reader would. Its answers are shown apart from yours and never change them.</source>
        <translation>Un modelo evaluador lee tu relato y un resumen, y responde como lo haría un lector atento. Sus respuestas se muestran aparte de las tuyas y nunca las cambian.</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Modelo evaluador</translation>
    </message>
    <message>
        <source>Looking for your models…</source>
        <translation>Buscando tus modelos…</translation>
    </message>
    <message>
        <source>&amp;Judge model:</source>
        <translation>Modelo &amp;evaluador:</translation>
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
        <source>Which summaries</source>
        <translation>Qué resúmenes</translation>
    </message>
    <message>
        <source>&amp;This one ({name})</source>
        <translation>Es&amp;te ({name})</translation>
    </message>
    <message>
        <source>&amp;All {n} summaries</source>
        <translation>To&amp;dos los {n} resúmenes</translation>
    </message>
    <message>
        <source>Judging progress</source>
        <translation>Progreso de la evaluación</translation>
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
        <source>You have not written any questions about this story yet.</source>
        <translation>Todavía no has escrito ninguna pregunta sobre este relato.</translation>
    </message>
    <message>
        <source>{n} question(s) of yours about this story.</source>
        <translation>{n} pregunta(s) tuya(s) sobre este relato.</translation>
    </message>
    <message>
        <source>&amp;Edit your questions…</source>
        <translation>Editar tus pre&amp;guntas…</translation>
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
        <source>Choose a judge model and at least one thing to ask.</source>
        <translation>Elige un modelo evaluador y al menos una cosa que preguntar.</translation>
    </message>
    <message>
        <source>Working out what this would cost…</source>
        <translation>Calculando lo que costaría…</translation>
    </message>
    <message>
        <source>not known (WriterLens has no price for this model)</source>
        <translation>desconocido (WriterLens no tiene precio para este modelo)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before anything is sent:&lt;/b&gt; {calls} call(s) to the judge, about {tokens_in} tokens in and {tokens_out} out. &lt;b&gt;Cost:&lt;/b&gt; {cost}.</source>
        <translation>&lt;b&gt;Antes de enviar nada:&lt;/b&gt; {calls} llamada(s) al evaluador, unos {tokens_in} tokens de entrada y {tokens_out} de salida. &lt;b&gt;Coste:&lt;/b&gt; {cost}.</translation>
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
        <source>The cost could not be worked out.</source>
        <translation>No se pudo calcular el coste.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
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
    <message>
        <source>(step {n} of {runs})</source>
        <translation>(paso {n} de {runs})</translation>
    </message>
    <message>
        <source>{done} of {total} done</source>
        <translation>{done} de {total} hechos</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Done. The judges&apos; answers are in the measures panel.</source>
        <translation>Hecho. Las respuestas de los evaluadores están en el panel de medidas.</translation>
    </message>
    <message>
        <source>Stopped. What the judge had finished is kept in the measures panel.</source>
        <translation>Detenido. Lo que el evaluador había terminado se conserva en el panel de medidas.</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>No se envió nada.</translation>
    </message>
    <message>
        <source>The judge could not finish. What it had finished is kept in the measures panel.</source>
        <translation>El evaluador no pudo terminar. Lo que había terminado se conserva en el panel de medidas.</translation>
    </message>
    <message>
        <source>Nothing was sent. To judge without your story leaving this computer, choose a model that runs here.</source>
        <translation>No se envió nada. Para evaluar sin que tu relato salga de este ordenador, elige un modelo que funcione aquí.</translation>
    </message>
    <message>
        <source>Stopping after the judge&apos;s current answer…</source>
        <translation>Deteniendo tras la respuesta actual del evaluador…</translation>
    </message>
</context>
<context>
    <name>JudgeResults</name>
    <message>
        <source>Judge models</source>
        <extracomment>The kinds of confusion a coherence judge reports, in a few words (the tooltip says more). summary code points to select (a sentence a coherence judge found confusing)</extracomment>
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
        <source> — stopped after {n} of {total} sentences</source>
        <translation> — detenido tras {n} de {total} frases</translation>
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
        <source>Reading level (computed): grade {g} on the Flesch-Kincaid scale.</source>
        <translation>Nivel de lectura (calculado): grado {g} en la escala Flesch-Kincaid.</translation>
    </message>
    <message>
        <source>Reading level: not available for this story.</source>
        <translation>Nivel de lectura: no disponible para este relato.</translation>
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
        <source>Coverage</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Share of the summary&apos;s words that sit in phrases taken from the story.</source>
        <translation>Proporción de las palabras del resumen que están en frases tomadas del relato.</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densidad</translation>
    </message>
    <message>
        <source>Average length of the copied phrases, weighted: high when whole sentences are lifted from the story.</source>
        <translation>Longitud media de las frases copiadas, ponderada: alta cuando se toman frases enteras del relato.</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Compresión</translation>
    </message>
    <message>
        <source>How many words of the story each word of the summary stands for.</source>
        <translation>Cuántas palabras del relato representa cada palabra del resumen.</translation>
    </message>
    <message>
        <source>{n}-word sequences in the story</source>
        <translation>Secuencias de {n} palabras del relato</translation>
    </message>
    <message>
        <source>Share of the summary&apos;s {n}-word sequences that also occur in the story (word forms ignored). Lower means more of its own wording.</source>
        <translation>Proporción de las secuencias de {n} palabras del resumen que también aparecen en el relato (sin tener en cuenta las formas de las palabras). Más bajo significa más palabras propias.</translation>
    </message>
    <message>
        <source>Longest copied run</source>
        <translation>Fragmento copiado más largo</translation>
    </message>
    <message>
        <source>The longest run of words the summary shares with the story.</source>
        <translation>La secuencia de palabras más larga que el resumen comparte con el relato.</translation>
    </message>
    <message>
        <source>Copied phrases</source>
        <translation>Frases copiadas</translation>
    </message>
    <message>
        <source>Passages of five words or more copied word for word without quotation marks.</source>
        <translation>Pasajes de cinco palabras o más copiados palabra por palabra sin comillas.</translation>
    </message>
    <message>
        <source>Reading level</source>
        <translation>Nivel de lectura</translation>
    </message>
    <message>
        <source>Flesch-Kincaid grade: the US school year whose readers would find the text easy, from sentence length and syllables per word.</source>
        <translation>Grado Flesch-Kincaid: el curso escolar de EE. UU. cuyos alumnos encontrarían fácil el texto, según la longitud de las frases y las sílabas por palabra.</translation>
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
        <source>{x} : 1</source>
        <translation>{x} : 1</translation>
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
        <source>grade {g}</source>
        <translation>grado {g}</translation>
    </message>
    <message>
        <source> (goes back)</source>
        <translation> (vuelve atrás)</translation>
    </message>
    <message>
        <source>no match in your story</source>
        <translation>sin coincidencia en tu relato</translation>
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
        <source>{n} words</source>
        <translation>{n} palabras</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} tokens</translation>
    </message>
    <message>
        <source>reading level: grade {g}</source>
        <translation>nivel de lectura: grado {g}</translation>
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
        <source>Jump to a chapter or scene…</source>
        <translation>Ir a un capítulo o escena…</translation>
    </message>
    <message>
        <source>The beginning</source>
        <translation>El principio</translation>
    </message>
</context>
<context>
    <name>ReportTabs</name>
    <message>
        <source>The study&apos;s tables and plots</source>
        <translation>Las tablas y gráficos del estudio</translation>
    </message>
    <message>
        <source>The study&apos;s tables appear here once bundles are imported.</source>
        <extracomment>the tables shown, by the report section they show (&quot;ratings&quot;, &quot;wilcoxon&quot;, ...)</extracomment>
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
    <name>ReviewWindow</name>
    <message>
        <source>Review — {title}</source>
        <extracomment>something the library list shows may have changed (status, counts)</extracomment>
        <translation>Revisión — {title}</translation>
    </message>
    <message>
        <source>You have seen which model wrote each summary, so this review is kept as you made it, blind. You can read everything; nothing can be changed.</source>
        <translation>Ya viste qué modelo escribió cada resumen, así que esta revisión se guarda tal como la hiciste, a ciegas. Puedes leerlo todo; no se puede cambiar nada.</translation>
    </message>
    <message>
        <source>Review steps</source>
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
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Show copied phrases</source>
        <translation>Mostrar frases copiadas</translation>
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
        <source>Your story</source>
        <translation>Tu relato</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source> (refused)</source>
        <translation> (rechazado)</translation>
    </message>
    <message>
        <source>{name}, written by {model}</source>
        <translation>{name}, escrito por {model}</translation>
    </message>
    <message>
        <source>The model declined to summarize this story; its words are shown as it wrote them. A refused summary is not rated or ranked, and the study leaves it out of its averages. You can still leave feedback.</source>
        <translation>El modelo se negó a resumir este relato; sus palabras se muestran tal como las escribió. Un resumen rechazado no se puntúa ni se clasifica, y el estudio lo deja fuera de sus promedios. Aun así puedes dejar tu valoración.</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Progress</source>
        <extracomment>a job ended and the story&apos;s summaries changed every job of the last start has ended (done, refused, failed, cancelled, not sent) jobs started or ended, or a consent question opened or closed</extracomment>
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
    <message>
        <source>Waiting for your answer about sending the story to {provider}.</source>
        <translation>Esperando tu respuesta sobre enviar el relato a {provider}.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <source>WriterLens ran into a problem it did not expect ({error}). Your library is safe; please report it if it happens again.</source>
        <translation>WriterLens se encontró con un problema inesperado ({error}). Tu biblioteca está a salvo; avísanos si vuelve a pasar.</translation>
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
        <source>Settings pages</source>
        <translation>Páginas de ajustes</translation>
    </message>
    <message>
        <source>Close Settings</source>
        <translation>Cerrar Ajustes</translation>
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
        <source>Checking {n} file(s)…</source>
        <translation>Comprobando {n} archivo(s)…</translation>
    </message>
    <message>
        <source>{accepted} accepted, {rejected} rejected.</source>
        <translation>{accepted} aceptados, {rejected} rechazados.</translation>
    </message>
    <message>
        <source>Import cancelled after {n} file(s): </source>
        <translation>Importación cancelada tras {n} archivo(s): </translation>
    </message>
    <message>
        <source>Converting and checking the published data…</source>
        <translation>Convirtiendo y comprobando los datos publicados…</translation>
    </message>
    <message>
        <source>Choose a folder for the report</source>
        <translation>Elegir una carpeta para el informe</translation>
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
        <source> (refused)</source>
        <translation> (rechazado)</translation>
    </message>
    <message>
        <source>{model} ({provider}), {strategy}</source>
        <translation>{model} ({provider}), {strategy}</translation>
    </message>
</context>
<context>
    <name>SummarizeDialog</name>
    <message>
        <source>Summarize</source>
        <extracomment>a job ended and the story&apos;s summaries changed (the manuscript id) the models are listed and the writer can choose (tests wait for it) an estimate (or the reason there is none) arrived for the model with this key every job of the last start has ended (done, refused, failed, cancelled, not sent) everything but the length, which the writer sets here local models (by key) whose speed is being measured; and measured or tried already</extracomment>
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
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Summarize “{title}”</source>
        <translation>Resumir «{title}»</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Summarize “{title}”&lt;/h3&gt;&lt;p&gt;{words} words · about {tokens} tokens&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Resumir «{title}»&lt;/h3&gt;&lt;p&gt;{words} palabras · unos {tokens} tokens&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This story could not be opened.</source>
        <translation>No se pudo abrir este relato.</translation>
    </message>
    <message>
        <source>WriterLens could not work out an estimate for this model ({error}).</source>
        <translation>WriterLens no pudo calcular una estimación para este modelo ({error}).</translation>
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
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <source>Select the words that are wrong, then press the label&apos;s key or click it. Alt keeps the exact characters. Ctrl+Z undoes.</source>
        <translation>Selecciona las palabras que están mal y luego pulsa la tecla de la etiqueta o haz clic en ella. Alt conserva los caracteres exactos. Ctrl+Z deshace.</translation>
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
</TS>
