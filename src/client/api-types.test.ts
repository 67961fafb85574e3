import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, apiTypesSource } from "../../scripts/generate-api-types.ts";

describe("the browser client's types", () => {
  it("are those of the OpenAPI document the API serves now", async () => {
    const committed = await readFile(API_TYPES_FILE, "utf8");
    const fresh = await apiTypesSource();
    if (committed !== fresh) {
      expect.fail(
        "src/client/api-types.ts no longer matches the API's OpenAPI document: run npm run api:types",
      );
    }
  }, 60_000);
});
