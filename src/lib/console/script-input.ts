/**
 * What the console sends to save a custom script, checked by the same zod schema on the server
 * (the route) and in the browser (the form). The code is printed as it is on the pages its pattern
 * matches; the storefront's CSP allows each inline <script> by its hash and each src by its origin.
 */
import { z } from "zod";

export const SCRIPT_PLACES = ["head", "body"] as const;

export const ScriptInput = z.object({
  name: z.string().trim().min(1).max(100),
  place: z.enum(SCRIPT_PLACES),
  /** "*" or empty: every page; "/faq", "/product/*": paths without the language prefix; "index": route names. */
  route_pattern: z.string().trim().max(200).default("*"),
  code: z
    .string()
    .trim()
    .min(1)
    .max(20_000)
    .refine((code) => /^<script\b[\s\S]*<\/script\s*>$/i.test(code), { error: "validation.script_code" }),
  public: z.boolean().default(true),
});

export type ScriptInputType = z.infer<typeof ScriptInput>;
