import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors.ts";
import { isJsonType } from "./json-depth.ts";

const NUL = "\u0000";

/**
 * The name of the first field whose text holds a NUL character, looking through nested values
 * (with a list of what is left to look at, not recursion: no depth can overflow the stack).
 */
function fieldWithNul(root: unknown, rootName: string): string | undefined {
  const pending: [unknown, string][] = [[root, rootName]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, name] = next;
    if (typeof value === "string") {
      if (value.includes(NUL)) return name;
    } else if (Array.isArray(value)) {
      // Pushed last first, so the first field is looked at first.
      for (const item of [...value].reverse()) pending.push([item, name]);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value).reverse()) pending.push([item, key]);
    }
  }
  return undefined;
}

async function bodyFields(request: {
  header: (name: string) => string | undefined;
  text: () => Promise<string>;
  arrayBuffer: () => Promise<ArrayBuffer>;
}): Promise<unknown> {
  const type = request.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  try {
    if (isJsonType(type)) return JSON.parse(await request.text());
    if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
      // Read through the request's cache, so the route's validator still finds the body.
      const form = await new Response(await request.arrayBuffer(), {
        headers: { "content-type": request.header("content-type") as string },
      }).formData();
      return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
    }
  } catch {
    // A malformed body is the validator's to report, in its own words.
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, so such input would fail in the database as a 500. It is
 * refused here, for every route, as an invalid field: 422 with the translated message.
 */
export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  const query = new URL(c.req.url).searchParams;
  let field = [...query.entries()]
    .map(([name, value]) => fieldWithNul(`${name}${value}`, name))
    .find(Boolean);
  if (!field && c.req.method !== "GET" && c.req.method !== "HEAD")
    field = fieldWithNul(await bodyFields(c.req), "value");
  if (field) throw new AppError("invalid", { key: "validation.invalid", params: { type: field } });
  await next();
};
