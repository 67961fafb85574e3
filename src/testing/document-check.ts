/**
 * Checks an API answer against the OpenAPI document the app serves: the status must be one the
 * operation lists, and the body must match that answer's schema. The test client runs it on every
 * answer under /api/v1, so any test that reaches a route also proves the document tells the truth.
 * Paths and methods the document does not describe (an unknown path, a route a test added) are
 * not checked.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { API_BASE } from "../server/http/app.ts";

type Json = Record<string, unknown>;
interface Answer {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, Answer>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_ID = "openapi.json";

/** JSON pointer segment: `/` and `~` escaped. */
const pointer = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

function templateOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

export class DocumentMismatch extends Error {
  override name = "DocumentMismatch";
}

export interface DocumentCheck {
  /** Throws a DocumentMismatch when the answer is not what the document says. */
  check(method: string, url: URL, response: Response): Promise<void>;
}

export function documentCheck(document: ApiDocument): DocumentCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as unknown as Json, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  // Fixed paths first, so /store/following-list is never taken for /store/{slug}.
  const templates = Object.keys(document.paths)
    .map((path) => ({ path, pattern: templateOf(path), params: (path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.params - b.params);

  function validatorFor(path: string, method: string, status: string, mediaType: string) {
    const ref = [
      DOCUMENT_ID + "#",
      "paths",
      path,
      method,
      "responses",
      status,
      "content",
      mediaType,
      "schema",
    ]
      .map((segment, i) => (i === 0 ? segment : pointer(segment)))
      .join("/");
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  }

  return {
    async check(method, url, response) {
      if (!url.pathname.startsWith(API_BASE + "/")) return;
      const template = templates.find((t) => t.pattern.test(url.pathname));
      const verb = method.toLowerCase();
      const operation = template && document.paths[template.path]?.[verb === "head" ? "get" : verb];
      if (!template || !operation) return;
      const where = `${method.toUpperCase()} ${url.pathname}${url.search}`;
      const status = String(response.status);
      const key = [status, `${status[0]}XX`, "default"].find((k) => operation.responses[k]);
      if (!key) {
        throw new DocumentMismatch(
          `${where} answered ${status}, which the API document does not list for ${operation.operationId} ` +
            `(it lists ${Object.keys(operation.responses).join(", ")}). Add it to the route's responses.`,
        );
      }
      if (verb === "head") return;
      const text = await response.clone().text();
      if (text === "") return;
      const mediaType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
      const content = operation.responses[key]?.content ?? {};
      if (!(mediaType in content)) {
        throw new DocumentMismatch(
          `${where} answered ${status} with ${mediaType || "an untyped body"}, which the API document ` +
            `does not list (it lists ${Object.keys(content).join(", ") || "no body"}).`,
        );
      }
      if (!content[mediaType]?.schema || !/json/.test(mediaType)) return;
      const validate = validatorFor(template.path, verb, key, mediaType);
      const body: unknown = JSON.parse(text);
      if (validate(body)) return;
      const problems = (validate.errors ?? [])
        .slice(0, 8)
        .map((e) => `  ${e.instancePath || "(body)"} ${e.message ?? ""} ${JSON.stringify(e.params)}`)
        .join("\n");
      throw new DocumentMismatch(
        `${where} answered ${status} with a body the API document does not describe ` +
          `(${operation.operationId}, response ${key}):\n${problems}\nbody: ${text.slice(0, 2000)}`,
      );
    },
  };
}
