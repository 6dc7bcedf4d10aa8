"""Export for a study: exactly what the bundle will hold, the choices that change it, and Save.

The preview is the very ``data.json`` text that will be written
(``services.export.preview_with_report``), shown in words first (what it holds, how it names
the models, what was taken out, where, with examples), the exact JSON behind a toggle. It is
redrawn in a worker whenever a choice changes; a result that arrives after a newer choice is
dropped (the worker key), so the writer never sees a preview of choices they no longer hold. A
bundle that would still carry a piece of an API key cannot be saved.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDir, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import Cancelled, CancelToken, WriterLensError
from writerlens.services import export
from writerlens.services.export import ExportOptions, ExportPreview, ExportResult
from writerlens.services.library import Library
from writerlens.services.study import Membership, membership
from writerlens.study.formats import BUNDLE_SUFFIX, today
from writerlens.ui.errors import show_error
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.plural import plural
from writerlens.ui.study.export_summary import summary_html
from writerlens.ui.study.names_editor import NamesEditor, SuggestedNames
from writerlens.ui.study.task_bar import TaskBar
from writerlens.ui.workers import Task, Workers

PREVIEW_DELAY_MS = 150  # a burst of clicks or typed names makes one preview, not many


@dataclass(frozen=True)
class Preview:
    text: str
    stories: int
    summaries: int
    reviews: int
    report: ExportPreview


def make_preview(library: Library, options: ExportOptions, cancel: CancelToken) -> Preview:
    """The preview text, its counts and what was replaced (worker thread)."""
    report = export.preview_with_report(library, options, cancel)
    data = json.loads(report.text)
    return Preview(
        report.text, len(data["stories"]), len(data["summaries"]), len(data["reviews"]), report
    )


class ExportDialog(QDialog):
    preview_ready = Signal()
    saved = Signal(object)  # ExportResult
    save_failed = Signal(object)  # the exception (Cancelled when the writer cancelled)

    def __init__(self, library: Library, workers: Workers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.workers = workers
        self.member: Membership = membership(library)
        self.preview: Preview | None = None
        self.export_result: ExportResult | None = None
        self._save_task: Task | None = None
        self.setObjectName("exportDialog")
        self.setWindowTitle(self.tr("Export for a Study"))
        fit_on_screen(self, QSize(1100, 720))  # a small screen shows it whole

        start = export.options_for(library)
        self.heading = QLabel(self._heading_text())
        self.heading.setObjectName("exportHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)

        self.summary_text_box = self._option(
            self.tr("The summaries' &text (and the passages you highlighted)"),
            start.include_summary_text,
        )
        self.comments_box = self._option(
            self.tr("Your &comments and feedback"), start.include_comments
        )
        self.titles_box = self._option(self.tr("Your stories' t&itles"), start.include_titles)
        self.story_text_box = self._option(
            self.tr("Your stories' full te&xt"), start.include_story_text
        )
        self.model_names_box = self._option(
            self.tr(
                "Your &model files', servers' and their models' names (otherwise “local model "
                "1”, “server 1”, “server model 1”)"
            ),
            start.include_model_names,
        )
        include = QGroupBox(self.tr("What to include"))
        include_layout = QVBoxLayout(include)
        for box in self._option_boxes():
            include_layout.addWidget(box)
        stays = QLabel(
            self.tr(
                "Your answers, highlighted mistakes and rankings are always included; your "
                "library's ids never are. Email addresses, phone numbers, web addresses, file "
                "paths and pieces of API keys are always taken out."
            )
        )
        stays.setWordWrap(True)
        include_layout.addWidget(stays)

        self.names = NamesEditor()
        self.names.set_names(start.names)
        self.names.names_changed.connect(self._names_changed)
        names_box = QGroupBox(self.tr("&Names to remove"))
        names_box.setFlat(False)
        names_layout = QVBoxLayout(names_box)
        names_hint = QLabel(
            self.tr(
                "Your name, a pen name, real people you wrote about: each is replaced with "
                "[name] in everything exported. The list is kept for next time."
            )
        )
        names_hint.setWordWrap(True)
        names_layout.addWidget(names_hint)
        names_layout.addWidget(self.names)
        self.suggested = SuggestedNames()
        self.suggested.picked.connect(self.names.add_name)
        self.suggested_caption = QLabel(
            self.tr("Names found in your text (tick any to remove them too):")
        )
        self.suggested_caption.setWordWrap(True)
        self.suggested_caption.setBuddy(self.suggested)
        names_layout.addWidget(self.suggested_caption)
        names_layout.addWidget(self.suggested)

        left = QVBoxLayout()
        left.addWidget(include)
        left.addWidget(names_box)
        left.addStretch(1)

        self.summary = QLabel(self.tr("Preparing the preview…"))
        self.summary.setObjectName("exportSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.preview_view = QPlainTextEdit()
        self.preview_view.setObjectName("exportPreview")
        self.preview_view.setReadOnly(True)
        self.preview_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.preview_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.preview_view.setAccessibleName(self.tr("Exactly what the bundle will hold"))
        self.preview_view.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        manifest = QLabel(
            self.tr(
                "Next to this, the bundle holds a short label: a new random bundle id, "
                "today's date, the WriterLens version, the study id and your participant code."
            )
        )
        manifest.setWordWrap(True)
        self.readable = QTextBrowser()
        self.readable.setObjectName("exportReadable")
        self.readable.setAccessibleName(self.tr("What the bundle holds and what was taken out"))
        # What will be shared, in words; the exact file only for a writer who asks for it.
        self.views = QStackedWidget()
        self.views.addWidget(self.readable)
        self.views.addWidget(self.preview_view)
        self.show_exact = QCheckBox(self.tr("Show the e&xact file (data.json)"))
        self.show_exact.setObjectName("showExactFile")
        self.show_exact.setToolTip(
            self.tr(
                "The file exactly as it will be saved, in the JSON format a study's software "
                "reads. The words above say the same."
            )
        )
        self.show_exact.toggled.connect(lambda on: self.views.setCurrentIndex(1 if on else 0))
        self.views.currentChanged.connect(lambda index: self.show_exact.setChecked(index == 1))
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.views, 1)
        right.addWidget(self.show_exact)
        right.addWidget(manifest)

        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)

        self.task_bar = TaskBar()
        self.outcome = QLabel()
        self.outcome.setObjectName("exportOutcome")
        self.outcome.setWordWrap(True)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.outcome.hide()
        self.buttons = QDialogButtonBox()
        self.save_button = QPushButton(self.tr("&Save Bundle…"))
        self.save_button.setDefault(True)
        self.save_button.setAccessibleName(self.tr("Save the bundle to a file"))
        self.save_button.clicked.connect(self.choose_path)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.AcceptRole)
        close = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(columns, 1)
        layout.addWidget(self.task_bar)
        layout.addWidget(self.outcome)
        layout.addWidget(self.buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.refresh_preview)
        self.refresh_preview()

    # -- choices -------------------------------------------------------------------------------

    def _option_boxes(self) -> tuple[QCheckBox, ...]:
        return (
            self.summary_text_box,
            self.comments_box,
            self.titles_box,
            self.story_text_box,
            self.model_names_box,
        )

    def _option(self, text: str, checked: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(checked)
        box.setAccessibleName(text.replace("&", ""))
        box.toggled.connect(lambda _on: self._timer.start())
        return box

    def options(self) -> ExportOptions:
        return ExportOptions(
            include_story_text=self.story_text_box.isChecked(),
            include_titles=self.titles_box.isChecked(),
            include_summary_text=self.summary_text_box.isChecked(),
            include_comments=self.comments_box.isChecked(),
            include_model_names=self.model_names_box.isChecked(),
            names=self.names.names(),
        )

    def _names_changed(self) -> None:
        try:
            export.save_names(self.library, self.names.names())
        except WriterLensError as exc:
            show_error(self, exc)
        self._timer.start()

    def _heading_text(self) -> str:
        study = self.member.study
        if study is None:
            return self.tr(
                "<b>You are not taking part in a study.</b> The bundle carries a random "
                "pseudonym ({code}) instead of your name; join a study from the Study menu "
                "if a coordinator sent you a study file."
            ).format(code=self.member.participant)
        return self.tr(
            "<b>For the study “{title}”</b>, as participant <b>{code}</b>. Send the bundle "
            "to the study's coordinator."
        ).format(title=escape(study.title), code=escape(self.member.participant))

    # -- the preview ---------------------------------------------------------------------------

    @property
    def preview_text(self) -> str:
        return self.preview.text if self.preview is not None else ""

    def refresh_preview(self) -> None:
        self._timer.stop()
        library, options = self.library, self.options()
        self.summary.setText(self.tr("Updating the preview…"))
        self.workers.start(
            lambda _progress, cancel: make_preview(library, options, cancel),
            self._show_preview,
            self._preview_failed,
            key=f"export-preview-{id(self)}",
        )

    def _show_preview(self, preview: Preview) -> None:
        self.preview = preview
        bar = self.preview_view.verticalScrollBar()
        keep = bar.value()
        self.preview_view.setPlainText(preview.text)
        bar.setValue(keep)
        self.summary.setText(self._summary_text(preview))
        readable_bar = self.readable.verticalScrollBar()
        readable_keep = readable_bar.value()
        self.readable.setHtml(summary_html(preview.report, self.options()))
        readable_bar.setValue(readable_keep)
        self.suggested.set_suggestions(preview.report.suggested_names)
        self.suggested_caption.setVisible(bool(preview.report.suggested_names))
        self.suggested.setVisible(bool(preview.report.suggested_names))
        self.save_button.setEnabled(self._save_task is None and _can_save(preview.report))
        self.preview_ready.emit()

    def _and(self, items: list[str]) -> str:
        """``a, b and c`` in the writer's language."""
        joined = items[0]
        for item in items[1:-1]:
            joined = self.tr("{first}, {second}").format(first=joined, second=item)
        if len(items) > 1:
            joined = self.tr("{first} and {second}").format(first=joined, second=items[-1])
        return joined

    def _summary_text(self, preview: Preview) -> str:
        options = self.options()
        counts = self.tr("{stories}, {summaries}, {reviews}").format(
            stories=plural(
                preview.stories, self.tr("1 story"), self.tr("%n stories", "", preview.stories)
            ),
            summaries=plural(
                preview.summaries,
                self.tr("1 summary"),
                self.tr("%n summaries", "", preview.summaries),
            ),
            reviews=plural(
                preview.reviews, self.tr("1 review"), self.tr("%n reviews", "", preview.reviews)
            ),
        )
        choices = [
            (options.include_titles, self.tr("titles"), self.tr("no titles")),
            (options.include_story_text, self.tr("story text"), self.tr("no story text")),
            (
                options.include_summary_text,
                self.tr("the summaries' text"),
                self.tr("no summaries' text"),
            ),
            (options.include_comments, self.tr("your comments"), self.tr("no comments")),
        ]
        left_out = [off for on, _with, off in choices if not on]
        kept = [with_ for on, with_, _off in choices if on]
        text = "<b>" + counts + "</b>"
        if left_out:
            text += "; " + ", ".join(left_out)
        if kept:
            text += "; " + self.tr("with {what}").format(what=self._and(kept))
        if options.names:
            text += "; " + plural(
                len(options.names),
                self.tr("1 name removed"),
                self.tr("%n names removed", "", len(options.names)),
            )
        text += "."
        totals = (info["total"] for info in preview.report.replaced.values())
        taken = sum(total for total in totals if isinstance(total, int))  # ScrubReport.as_dict
        if taken:
            text += " " + plural(
                taken,
                self.tr("1 thing taken out (see “In words”)."),
                self.tr("%n things taken out (see “In words”).", "", taken),
            )
        if preview.report.key_found:
            text += "<br>" + self.tr(
                "<b>A piece of an API key is in this bundle: it cannot be saved.</b>"
            )
        if preview.report.leftover is not None:
            text += "<br>" + self.tr(
                "<b>Something that could identify you is still in this bundle: it cannot be "
                "saved.</b> See “In words”."
            )
        if preview.reviews == 0:
            text += "<br>" + self.tr(
                "No story has a review yet: review a story's summaries first, then export."
            )
        return text

    def _preview_failed(self, exc: BaseException) -> None:
        self.summary.setText(self.tr("The preview could not be made."))
        show_error(self, exc)

    # -- saving --------------------------------------------------------------------------------

    def default_path(self) -> Path:
        code = self.member.participant
        return Path(QDir.homePath()) / f"writerlens-{code}-{today()}{BUNDLE_SUFFIX}"

    def choose_path(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the bundle"),
            str(self.default_path()),
            self.tr("WriterLens bundles (*{suffix})").format(suffix=BUNDLE_SUFFIX),
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> Task | None:
        """Write the bundle in a worker; a cancelled or failed export leaves no file."""
        if self._save_task is not None:
            return None
        self._timer.stop()
        library, options = self.library, self.options()

        def work(progress: Any, cancel: CancelToken) -> ExportResult:
            return export.export_bundle(library, path, options, progress=progress, cancel=cancel)

        self._set_busy(True)
        self.outcome.hide()
        task = self.workers.start(
            work,
            self._saved,
            self._save_failed,
            on_progress=self.task_bar.progress,
            progress_view=self.task_bar,
        )
        self._save_task = task
        self.task_bar.start(task, self.tr("Writing the bundle…"))
        return task

    def cancel_save(self) -> None:
        self.task_bar.cancel()

    def _saved(self, result: ExportResult) -> None:
        self._save_done()
        self.export_result = result
        self.outcome.setText(
            self.tr(
                "Saved “{name}” in {folder} ({reviews}, {size}). Bundle id: {bundle}. "
                "Send this file to the study coordinator."
            ).format(
                name=result.path.name,
                folder=result.path.parent,
                reviews=plural(
                    result.reviews, self.tr("1 review"), self.tr("%n reviews", "", result.reviews)
                ),
                size=_size(result.size),
                bundle=result.bundle_id,
            )
        )
        self.outcome.show()
        self.saved.emit(result)

    def _save_failed(self, exc: BaseException) -> None:
        self._save_done()
        if isinstance(exc, Cancelled):
            self.outcome.setText(self.tr("The export was cancelled; no file was written."))
        else:
            self.outcome.setText(self.tr("Nothing was written."))
            show_error(self, exc)
        self.outcome.show()
        self.save_failed.emit(exc)

    def _save_done(self) -> None:
        self._save_task = None
        self.task_bar.finish()
        self._set_busy(False)

    def _set_busy(self, busy: bool) -> None:
        for widget in (self.save_button, *self._option_boxes(), self.names, self.suggested):
            widget.setEnabled(not busy)
        if not busy and self.preview is not None and not _can_save(self.preview.report):
            self.save_button.setEnabled(False)

    def done(self, code: int) -> None:
        if self._save_task is not None:  # closing stops the export; the core leaves no file
            self._save_task.cancel()
        super().done(code)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._save_task is not None:
            self._save_task.cancel()
        super().closeEvent(event)


def _size(size: int) -> str:
    return f"{size / 1024:.0f} KB" if size >= 1024 else f"{size} bytes"


def _can_save(report: ExportPreview) -> bool:
    """Save is offered only for a bundle the export would write (it refuses the same two)."""
    return not report.key_found and report.leftover is None
