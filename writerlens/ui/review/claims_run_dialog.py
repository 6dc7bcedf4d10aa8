"""Finding a summary's claims, or asking a model to check them: two tasks of the one model-task
dialog (the models set up, the estimate before anything is sent, consent, progress, cancel).

Blind: the claims are found "by a model"; the summaries keep their letters (never a database
id). "Done" is a promise: when a model declined or its reply could not be read for some of the
summaries, the dialog says so and names them by the names the writer sees.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from writerlens.domain import CancelToken
from writerlens.llm.base import ProviderSpec
from writerlens.services.claims import ClaimsService
from writerlens.services.library import Library
from writerlens.ui.model_work.dialog import ModelWorkDialog, TaskPage

FIND = "find"
CHECK = "check"


class ClaimsPage(TaskPage):
    """``what`` is FIND (break summaries into claims) or CHECK (the automatic rater); neither
    has options of its own, so the page is empty."""

    def __init__(self, library: Library, what: str) -> None:
        super().__init__()
        self.library = library
        self.what = what
        if what == FIND:
            self.done_text = self.tr("Done. The claims are listed for you to check.")
            self.stopped_text = self.tr(
                "Stopped. The summaries that were finished keep their claims."
            )
            self.failed_text = self.tr(
                "The claims could not all be found. The summaries that were finished keep "
                "their claims; you can try again for the others."
            )
        else:
            self.done_text = self.tr(
                "Done. The model's answers are shown once you have checked every claim."
            )
            self.stopped_text = self.tr("Stopped. The answers the model had given are kept.")
            self.failed_text = self.tr(
                "The model could not check every claim. The answers it had given are kept."
            )
        self.hide()

    def estimate_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        library, what = self.library, self.what

        def estimate(progress: Any, cancel: Any) -> Any:
            service = ClaimsService(library)
            if what == FIND:
                return service.estimate_decompose(ids, spec)
            return service.estimate_judge(ids, spec)

        return estimate

    def run_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        library, what = self.library, self.what

        def run(progress: Callable[[Any], None], cancel: CancelToken) -> Any:
            service = ClaimsService(library)
            if what == FIND:
                return service.decompose(ids, spec, progress=progress, cancel=cancel)
            return service.judge(ids, spec, progress=progress, cancel=cancel)

        return run

    def finished_text(self, ids: list[int], results: Any) -> str:
        """Done, unless some summaries got nothing usable: then say which (by their names)."""
        assert self.dialog is not None
        names = self.dialog.summaries
        missed = [names[i] for i in ids if i in names and not self._got(i, results)]
        if not missed:
            return self.done_text
        if self.what == FIND:
            text = self.tr(
                "Finished, but no claims were found for {names}: the model declined, or its "
                "reply could not be read. You can try again, or with another model."
            )
        else:
            text = self.tr(
                "Finished, but the model gave no usable answer for {names}. They may have no "
                "claims yet, or the model declined or its reply could not be read."
            )
        return text.format(names=", ".join(missed))

    def _got(self, summary_id: int, results: Any) -> bool:
        """Whether this summary has what the run was for: claims (read from the store, so a
        summary that already had them counts) or at least one of the judge's verdicts."""
        if self.what == FIND:
            return bool(ClaimsService(self.library).claims(summary_id))
        found = results.get(summary_id, ()) if isinstance(results, dict) else ()
        return any(judgment.verdict is not None for judgment in found)


class ClaimsRunDialog(ModelWorkDialog):
    """``what`` is FIND (break summaries into claims) or CHECK (the automatic rater)."""

    def __init__(
        self,
        library: Library,
        manuscript_id: int,
        summaries: list[tuple[int, str]],
        what: str,
        current: int | None = None,
        parent: Any = None,
    ) -> None:
        self.what = what
        super().__init__(
            library, manuscript_id, summaries, ClaimsPage(library, what), current, parent
        )
        self.setObjectName("claimsRunDialog")
        self.only_current.setVisible(self.current is not None)
        if what == FIND:
            self.setWindowTitle(self.tr("Find the claims"))
            self.intro.setText(
                self.tr(
                    "A model reads the summary and lists the short statements it makes about "
                    "your story, each linked to the words it came from. You then check each "
                    "one yourself."
                )
            )
            self.run_button.setText(self.tr("&Find the claims"))
        else:
            self.setWindowTitle(self.tr("Ask a model to check the claims"))
            self.intro.setText(
                self.tr(
                    "A model reads each claim with the passages of your story it is most likely "
                    "about, and says whether the story supports it. Its answers are kept apart "
                    "from yours, and shown only once you have checked every claim yourself."
                )
            )
            self.run_button.setText(self.tr("&Check the claims"))
        self.load_choices()
