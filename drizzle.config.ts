// drizzle-kit: generates the server's SQL migrations (one set for PGlite and PostgreSQL) from the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema',
  out: './src/server/db/migrations',
});
