"""Synthetic HIG corpus writer behind scripts/synth-corpus."""
