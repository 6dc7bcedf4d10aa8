"""The writer's side of a study: the bundle a writer hands in (its data, claims and file),
anonymization of everything in it, the model labels it shows, and participant codes.
"""
