/** Fields the console's content forms share (banners, slides), with the server's same checks. */
import { z } from "zod";

/** When something starts or stops showing: an instant with its offset, or null (open-ended). */
export const moment = z.iso.datetime({ offset: true }).nullable().default(null);

/** Where it leads: a path in the shop or an http(s) address; null keeps its listing. */
export const contentLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, { error: "validation.invalid" })
  .nullable()
  .default(null);

/** The end of a schedule comes after its start. */
export const scheduleInOrder: [
  (s: { starts_at: string | null; ends_at: string | null }) => boolean,
  { path: string[]; error: string },
] = [
  (s) => !s.starts_at || !s.ends_at || Date.parse(s.ends_at) > Date.parse(s.starts_at),
  { path: ["ends_at"], error: "validation.invalid" },
];
