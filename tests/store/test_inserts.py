import pytest

from writerlens.store.inserts import new_row_id


def test_a_missing_row_id_is_an_error_not_a_silent_int() -> None:
    """sqlite-utils may report no last_pk; then saying so beats int(None)'s TypeError."""
    assert new_row_id(7) == 7
    with pytest.raises(RuntimeError, match="did not report the id"):
        new_row_id(None)
