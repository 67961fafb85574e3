import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/platform/db/schema/index.ts",
  out: "./src/server/platform/db/migrations",
  strict: true,
  verbose: true,
});
