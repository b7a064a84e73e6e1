/**
 * Prisma CLI configuration. Prisma's native engines cannot be downloaded on our machines,
 * so migrations use the JavaScript schema engine (WebAssembly) through @prisma/adapter-pg.
 * The running bot does not use the CLI: src/store/migrate.ts applies prisma/migrations itself.
 */
import { defineConfig } from 'prisma/config';
import { prismaCliAdapter } from './scripts/prismaCliAdapter.js';

export default defineConfig({
  experimental: { adapter: true },
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  engine: 'js',
  adapter: prismaCliAdapter,
});
