"""The ontology, SHACL shapes, JSON-LD context and named queries, shipped as package data."""
