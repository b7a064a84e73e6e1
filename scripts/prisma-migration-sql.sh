#!/usr/bin/env bash
# Prints the SQL that takes an empty database to prisma/schema.prisma (for writing a new
# migration: diff against the previous schema instead with --from-migrations when needed).
# Runs Prisma's WebAssembly schema engine offline (see prisma.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
placeholder=node_modules/.cache/sejmik/no-query-engine.so.node
mkdir -p "$(dirname "$placeholder")" && touch "$placeholder"
export PRISMA_QUERY_ENGINE_LIBRARY="$PWD/$placeholder" PRISMA_SCHEMA_ENGINE_BINARY="$PWD/$placeholder" PRISMA_HIDE_UPDATE_MESSAGE=1
export DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
exec npx prisma migrate diff --from-empty --to-schema-datamodel prisma/schema.prisma --script
