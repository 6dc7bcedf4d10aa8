"""Automatic measures shown beside (never mixed with) the writer's own judgments."""
