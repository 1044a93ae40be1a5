// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, on their own.
import { ConfigError, loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { adminCredentials } from '../src/server/demo/bootstrap';
import { seedDemoContent } from '../src/server/demo/seed';

const command = process.argv[2];
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
  if (command === 'seed') {
    const credentials = adminCredentials(config.dataDir, config.adminEmail, config.adminPassword);
    const result = await seedDemoContent(database, {
      adminEmail: credentials.email,
      adminPassword: credentials.password,
      log: (message) => console.log(message),
    });
    console.log(
      result.seeded ? 'Demo content created.' : 'The database already has content; nothing seeded.',
    );
    console.log(`Admin sign-in: ${credentials.email} / ${credentials.password}`);
  }
  await database.close();
} catch (error) {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
  throw error;
}
