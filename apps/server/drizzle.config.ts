import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per area; src/db/schema.ts re-exports them for the code.
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
