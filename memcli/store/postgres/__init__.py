"""The PostgreSQL + pgvector store (issue #17): ``MEM_STORE=postgresql://…``; needs mem[postgres]."""
