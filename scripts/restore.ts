// `npm run restore FILE`: brings a backup from `npm run backup` back into an empty database (DATABASE_URL) or
// an empty DATA_DIR; then `npm start` runs the site on it. docs/deployment.md#backups.
import { ConfigError, loadConfig } from '../src/server/config/config';
import { restore } from '../src/server/db/backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE (a file written by npm run backup)');
  process.exit(1);
}
try {
  const config = loadConfig();
  await restore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file);
  console.log(
    `Restored ${file} into ${config.databaseUrl ? 'the database in DATABASE_URL' : `DATA_DIR (${config.dataDir})`}.`,
  );
} catch (error) {
  if (error instanceof ConfigError) for (const problem of error.problems) console.error(problem);
  else console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
