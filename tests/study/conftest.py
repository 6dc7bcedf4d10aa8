"""The study tests' support modules (study_builders.py, pii_seed.py, ...) and data
(fixtures/, data/) are here, beside the writer's and the coordinator's tests: this
file puts this folder on sys.path for the tests in writer/ and coordinator/."""
