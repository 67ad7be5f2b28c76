// `npm run files:to-database`: moves the uploads of DATA_DIR/files into the PostgreSQL of DATABASE_URL, so several
// processes serve them. Safe to run again: files already there are skipped. The disk copies are kept.
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { moveFilesToDatabase } from '../src/server/storage/move-files';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set: files are moved into a PostgreSQL database (the embedded one keeps them on disk).');
    process.exit(2);
  }
  const filesDir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'files');
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    const report = await moveFilesToDatabase(database.db, filesDir);
    for (const key of report.moved) console.log(`moved   ${key}`);
    for (const key of report.ignored) console.log(`ignored ${key} (not a name the server makes)`);
    console.log(
      `${report.moved.length} file(s) moved into the database, ${report.alreadyThere.length} already there, ${report.ignored.length} ignored. ` +
        `The copies in ${filesDir} were kept: remove them once every process serves from the database.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
