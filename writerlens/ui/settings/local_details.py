"""What one local model file is, and whether it will fit in this computer's memory.

The memory figure follows the context size as the writer changes it: the attention cache grows
with the context, and on a laptop it is the context, as much as the model, that decides whether
a model fits. The estimate itself is :func:`writerlens.llm.model_facts.estimated_ram_bytes`.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from writerlens.llm.gguf import DEFAULT_CONTEXT, GgufInfo
from writerlens.llm.gpu import supports_offload
from writerlens.llm.model_facts import estimated_ram_bytes
from writerlens.services.model_setup import LocalModelSetup
from writerlens.ui import glossary, plain
from writerlens.ui.settings.common import SettingsText, StatusLine, Tone, size_text
from writerlens.ui.summarize.texts import WORDS_PER_TOKEN

MIN_CONTEXT = 512
#: Used as the upper bound when a file does not say what context it was trained for.
UNKNOWN_TRAINED_MAX = 131_072
#: Above this share of the free memory, the model may fit but the computer will struggle.
TIGHT_SHARE = 0.8


def memory_verdict(needed: int, available: int | None) -> tuple[str, Tone]:
    """One sentence on whether ``needed`` bytes fit in ``available``, and how it should look."""
    if available is None:
        return (
            SettingsText.tr("WriterLens cannot tell how much memory is free on this computer."),
            Tone.PLAIN,
        )
    if needed > available:
        return (
            SettingsText.tr(
                "This will not fit: the model needs about {need} but only {free} of memory "
                "is free now. Choose a smaller context, close other programs, or use a "
                "smaller model."
            ).format(need=size_text(needed), free=size_text(available)),
            Tone.PROBLEM,
        )
    if needed > TIGHT_SHARE * available:
        return (
            SettingsText.tr(
                "This will only just fit ({need} of the {free} free): the computer may slow "
                "down while it runs. A smaller context leaves more room."
            ).format(need=size_text(needed), free=size_text(available)),
            Tone.PROBLEM,
        )
    return (
        SettingsText.tr("This fits: about {need} of the {free} of memory free now.").format(
            need=size_text(needed), free=size_text(available)
        ),
        Tone.GOOD,
    )


def words_text(tokens: int | None) -> str:
    """A context size as a writer weighs it: words first, the model's unit after."""
    if not tokens:
        return SettingsText.tr("unknown")
    return plain.words_and_tokens(plain.roughly(tokens * WORDS_PER_TOKEN), tokens)


def quantisation_text(name: str) -> str:
    """What a quantisation name means for a writer: file size against quality."""
    kind = name.upper()
    if kind.startswith(("Q2", "Q3", "IQ1", "IQ2", "IQ3")):
        text = QCoreApplication.translate("Settings", "small file, weaker summaries ({name})")
    elif kind.startswith(("Q4", "Q5", "IQ4")):
        text = QCoreApplication.translate("Settings", "balanced size and quality ({name})")
    elif kind.startswith(("Q6", "Q8")):
        text = QCoreApplication.translate("Settings", "large file, near full quality ({name})")
    elif kind.startswith(("F16", "BF16", "F32")):
        text = QCoreApplication.translate("Settings", "full quality, largest file ({name})")
    else:
        return name
    return text.format(name=name)


class LocalModelDetails(QGroupBox):
    """The selected model's facts, its context and threads, and the memory it will need."""

    #: the writer changed context, threads or the GPU choice (path, context, threads, gpu)
    edited = Signal(str, int, int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SettingsText.tr("Selected model"), parent)
        self.info: GgufInfo | None = None
        self.available: int | None = None
        self.path = ""
        self.name = self._value(SettingsText.tr("Model name"))
        self.file = self._value(SettingsText.tr("Model file"))
        self.file_size = self._value(SettingsText.tr("File size"))
        self.quantisation = self._value(SettingsText.tr("File size and quality"))
        self.trained = self._value(SettingsText.tr("The most it can read at once"))
        self.context = QSpinBox()
        self.context.setAccessibleName(SettingsText.tr("How much it reads at once, in tokens"))
        self.context.setRange(MIN_CONTEXT, UNKNOWN_TRAINED_MAX)
        self.context.setSingleStep(512)
        self.context.setGroupSeparatorShown(True)
        self.context.setSuffix(SettingsText.tr(" tokens"))
        self.context.setToolTip(
            QCoreApplication.translate(
                "Settings",
                "<p>How much text the model reads at once, in tokens. Longer stories are "
                "summarized in parts when they do not fit. Reading more at once needs more "
                "memory.</p>",
            )
            + glossary.tip("context")
            + glossary.tip("length")
        )
        self.threads = QSpinBox()
        self.threads.setAccessibleName(SettingsText.tr("Threads"))
        # 0 = automatic: the cores free when the model runs, shared with other models running
        # then (a number fixed when the model was added slowed every run on a busy computer)
        self.threads.setRange(0, max(1, os.cpu_count() or 1))
        self.threads.setSpecialValueText(SettingsText.tr("Automatic"))
        self.threads.setToolTip(
            SettingsText.tr(
                "Processor cores to use. Automatic uses the cores other programs leave free "
                "each time the model runs, shared with other models running at the same time."
            )
        )
        self.gpu = QCheckBox(SettingsText.tr("Use the &graphics card (GPU)"))
        self.gpu.setAccessibleName(SettingsText.tr("Use the graphics card"))
        self.gpu.setToolTip(
            SettingsText.tr(
                "<p>On: the model runs on the graphics card where it fits in its free memory "
                "(all of it, or as many layers as fit), which is many times faster. Off: the "
                "model runs on the processor only.</p>"
            )
        )
        self.gpu_note = QLabel()
        self.gpu_note.setWordWrap(True)
        self.gpu_note.setAccessibleName(SettingsText.tr("Graphics card"))
        self.gpu_note.setText(self._gpu_note(supports_offload()))
        self.memory = QLabel()
        self.memory.setWordWrap(True)
        self.memory.setAccessibleName(SettingsText.tr("Memory needed"))
        self.verdict = StatusLine(SettingsText.tr("Whether the model fits in memory"))
        self.message = StatusLine(SettingsText.tr("Model file problem"))

        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(SettingsText.tr("Name:"), self.name)
        form.addRow(SettingsText.tr("File:"), self.file)
        form.addRow(SettingsText.tr("Size:"), self.file_size)
        form.addRow(SettingsText.tr("File size and quality:"), self.quantisation)
        form.addRow(SettingsText.tr("Can read at most:"), self.trained)
        form.addRow(SettingsText.tr("&Reads at once:"), self.context)
        form.addRow(SettingsText.tr("T&hreads:"), self.threads)
        form.addRow(SettingsText.tr("Graphics card:"), self.gpu)
        form.addRow("", self.gpu_note)
        form.addRow(SettingsText.tr("Memory needed:"), self.memory)
        for field, tip in (
            (self.quantisation, glossary.tip("quantisation")),
            (self.trained, glossary.tip("context") + glossary.tip("length")),
            (self.memory, glossary.tip("memory")),
        ):
            field.setToolTip(tip)
            label = form.labelForField(field)
            if label is not None:
                label.setToolTip(tip)
        context_label = form.labelForField(self.context)
        if context_label is not None:
            context_label.setToolTip(self.context.toolTip())
        form.addRow(self.verdict)
        form.addRow(self.message)
        self.context.valueChanged.connect(self._context_changed)
        self.threads.valueChanged.connect(self._edited)
        self.gpu.toggled.connect(self._edited)
        self._loading = False
        self.show_nothing(SettingsText.tr("Add a .gguf file, or select a model in the list."))

    @staticmethod
    def _gpu_note(offload: bool | None) -> str:
        if offload is None:  # a build whose files do not say: llama.cpp tells when it runs
            return SettingsText.tr(
                "Whether this copy of WriterLens can use the graphics card shows when a model "
                "first runs: it is used then if the build supports one."
            )
        if offload:
            return SettingsText.tr(
                "This copy of WriterLens can use the graphics card: Metal on a Mac, CUDA or "
                "Vulkan where it was built with them."
            )
        return SettingsText.tr(
            "This copy of WriterLens runs models on the processor only: it was built "
            "without graphics card support."
        )

    @staticmethod
    def _value(accessible: str) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setAccessibleName(accessible)
        return label

    def _facts(self, *labels: tuple[QLabel, str]) -> None:
        for label, text in labels:
            label.setText(text)

    def show_nothing(self, message: str, tone: Tone = Tone.PLAIN) -> None:
        self.info = None
        self.path = ""
        self._facts(
            (self.name, "—"),
            (self.file, "—"),
            (self.file_size, "—"),
            (self.quantisation, "—"),
            (self.trained, "—"),
        )
        self.memory.setText("—")
        self.verdict.say("")
        self.message.say(message, tone)
        self.context.setEnabled(False)
        self.threads.setEnabled(False)
        self.gpu.setEnabled(False)

    def show_model(
        self,
        setup: LocalModelSetup,
        info: GgufInfo,
        available: int | None,
        default_threads: int,
    ) -> None:
        self._loading = True
        self.info = info
        self.path = setup.path
        self.available = available
        self._facts(
            (self.name, info.name),
            (self.file, setup.path),
            (self.file_size, size_text(info.size_bytes)),
            (self.quantisation, quantisation_text(info.quantisation)),
            (self.trained, words_text(info.trained_context)),
        )
        self.message.say("")
        self.context.setEnabled(True)
        self.threads.setEnabled(True)
        self.context.setMaximum(max(MIN_CONTEXT, info.trained_context or UNKNOWN_TRAINED_MAX))
        self.context.setValue(info.context_for(setup.context_tokens or DEFAULT_CONTEXT))
        self.threads.setValue(setup.threads or 0)  # 0: automatic, chosen when it runs
        self.gpu.setEnabled(True)
        self.gpu.setChecked(setup.gpu)
        self._loading = False
        self.update_memory()

    def needed_bytes(self) -> int:
        assert self.info is not None
        return estimated_ram_bytes(self.info, self.context.value())

    def update_memory(self) -> None:
        if self.info is None:
            return
        needed = self.needed_bytes()
        self.memory.setText(
            SettingsText.tr(
                "About {need} to read about {words} words at once (free now: {free})."
            ).format(
                need=size_text(needed),
                words=plain.count(plain.roughly(self.context.value() * WORDS_PER_TOKEN)),
                free=size_text(self.available)
                if self.available is not None
                else SettingsText.tr("unknown"),
            )
        )
        self.verdict.say(*memory_verdict(needed, self.available))

    def _context_changed(self, _value: int) -> None:
        self.update_memory()
        self._edited()

    def _edited(self, *_: object) -> None:
        if not self._loading and self.path:
            self.edited.emit(
                self.path, self.context.value(), self.threads.value(), self.gpu.isChecked()
            )
