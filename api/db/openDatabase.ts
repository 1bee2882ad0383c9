import path from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseConfig {
  databaseUrl: string | null;
  /** Where PGlite keeps its files; null means in memory. */
  dataDir: string | null;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir ? path.join(config.dataDir, 'pglite') : null);
}
