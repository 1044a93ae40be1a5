// `npm run backup [FILE]`: a snapshot of the site's database (images included) while the site runs —
// pg_dump on PostgreSQL (DATABASE_URL), the data directory on the embedded database (DATA_DIR). Prints the
// file written. docs/deployment.md#backups.
import { ConfigError, loadConfig } from '../src/server/config/config';
import { backup } from '../src/server/db/backup';

try {
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = process.argv[2] ?? `broadsheet-backup-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`;
  const how = await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file);
  console.log(`Backup written to ${file} (${how}).`);
} catch (error) {
  if (error instanceof ConfigError) for (const problem of error.problems) console.error(problem);
  else console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
