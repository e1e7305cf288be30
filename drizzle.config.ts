import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a SQL migration for schema changes into server/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
