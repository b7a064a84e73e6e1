export { type Database, type DatabaseOptions, openDatabase, redactUrl } from './database.js';
export { applyMigrations, type MigrateResult, MigrationError, readMigrations } from './migrate.js';
export * from './types.js';
