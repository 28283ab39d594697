"""One module per document type; each exposes ``render(ctx)`` writing one document into ``ctx.builder``."""
