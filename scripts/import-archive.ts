// `npm run import-archive FILE`: brings the site's archive (Dashboard → Export, docs/product.md#exporting-the-site)
// into the database in DATABASE_URL or DATA_DIR, migrated first; a fresh one gives the same site. The site
// must not be running on a PGlite DATA_DIR (it holds the directory).
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { ConfigError, loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { ArchiveError, importArchive } from '../src/server/modules/export/archive-import';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run import-archive FILE (a broadsheet-export-….jsonl.gz from Dashboard → Export)',
  );
  process.exit(1);
}
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const counts = await importArchive(database.db, lines);
  await database.close();
  for (const [section, count] of Object.entries(counts)) console.log(`${section}: ${count} read`);
  console.log('Imported. Readers sign in again by resetting their password: passwords never leave a site.');
} catch (error) {
  if (error instanceof ConfigError) for (const problem of error.problems) console.error(problem);
  else if (error instanceof ArchiveError) console.error(`Nothing imported: ${error.message}`);
  else console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
