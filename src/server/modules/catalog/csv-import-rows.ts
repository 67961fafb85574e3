import { parse, CsvError } from "csv-parse/sync";
import type { Message } from "../../core/errors.ts";
import { messageOfIssue } from "../../platform/api/validation.ts";
import { CONSOLE_LANGS, ProductInput, type ProductInputType } from "../../../lib/console/product-input.ts";
import {
  COLUMN_OF_FIELD,
  COLUMN_OF_VARIANT_FIELD,
  CSV_COLUMNS,
  LIST_SEPARATOR,
  TEXT_FIELDS,
} from "./csv-columns.ts";
import type { CsvDictionary, SlugMap } from "./csv-dictionary.ts";

/** One problem of one cell: the file's line (1 = the header) and the column's name. */
export interface RowError {
  line: number;
  column: string;
  message: Message;
}

export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** The rows of one product (they share `slug_en`) and the form they make, when they make one. */
export interface ProductGroup {
  slug: string;
  rows: CsvRow[];
  form: ProductInputType | null;
}

export interface ParsedCsv {
  rows: number;
  groups: ProductGroup[];
  errors: RowError[];
}

const REQUIRED_COLUMNS = ["slug_en", "title_en", "category", "selling"];

/** Reads the file into rows with their first line (a quoted cell may span several lines). */
function readRows(csv: string): { header: string[]; rows: CsvRow[] } | RowError {
  try {
    const records = parse(csv, { bom: true, info: true, raw: true, relax_column_count: true }) as {
      record: string[];
      info: { lines: number };
      raw: string;
    }[];
    const [head, ...body] = records;
    const header = (head?.record ?? []).map((name) => name.trim());
    const rows = body
      .filter((r) => r.record.some((cell) => cell.trim() !== ""))
      .map((r) => ({
        line: r.info.lines - (r.raw.replace(/\r?\n$/, "").match(/\n/g)?.length ?? 0),
        cells: Object.fromEntries(header.map((name, i) => [name, r.record[i] ?? ""])),
      }));
    return { header, rows };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { line, column: "", message: { key: "console.csv_malformed", params: { line } } };
  }
}

function checkHeader(header: string[]): RowError[] {
  const known = new Set(CSV_COLUMNS);
  const errors: RowError[] = header
    .filter((name) => !known.has(name))
    .map((name) => ({ line: 1, column: name, message: { key: "console.csv_unknown_column" } }));
  for (const name of REQUIRED_COLUMNS) {
    if (!header.includes(name))
      errors.push({ line: 1, column: name, message: { key: "console.csv_missing_column" } });
  }
  return errors;
}

/** Turns one product's cells into the product form, noting every cell that cannot be read. */
class FormReader {
  readonly errors: RowError[] = [];
  private readonly dict: CsvDictionary;
  private readonly storeId: number | undefined;

  constructor(dict: CsvDictionary, storeId: number | undefined) {
    this.dict = dict;
    this.storeId = storeId;
  }

  private fail(row: CsvRow, column: string, key: string) {
    this.errors.push({ line: row.line, column, message: { key, params: { type: column } } });
  }

  private cell(row: CsvRow, column: string) {
    return (row.cells[column] ?? "").trim();
  }

  private integer(row: CsvRow, column: string, empty: number | undefined) {
    const value = this.cell(row, column);
    if (value === "") return empty;
    if (!/^-?\d+$/.test(value)) return (this.fail(row, column, "validation.not_a_number"), undefined);
    return Number(value);
  }

  private flag(row: CsvRow, column: string) {
    const value = this.cell(row, column).toLowerCase();
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    return (this.fail(row, column, "validation.invalid"), false);
  }

  private ref(row: CsvRow, column: string, map: SlugMap) {
    const value = this.cell(row, column);
    if (value === "") return null;
    const id = map.idOf(value);
    if (id === undefined) return (this.fail(row, column, "validation.invalid"), null);
    return id;
  }

  private refs(row: CsvRow, column: string, map: SlugMap) {
    const value = this.cell(row, column);
    if (value === "") return [];
    const ids = value.split(LIST_SEPARATOR).map((slug) => map.idOf(slug.trim()));
    if (ids.some((id) => id === undefined)) return (this.fail(row, column, "validation.invalid"), []);
    return (ids as number[]).sort((a, b) => a - b);
  }

  private texts(row: CsvRow) {
    const translations: Record<string, Record<string, string | null>> = {};
    for (const lang of CONSOLE_LANGS) {
      const cells = TEXT_FIELDS.map((field) => this.cell(row, `${field}_${lang}`));
      if (lang !== "en" && cells.every((value) => value === "")) continue;
      translations[lang] = Object.fromEntries(
        TEXT_FIELDS.map((field, i) => [field, i < 2 ? (cells[i] as string) : cells[i] || null]),
      );
    }
    return translations;
  }

  private variants(rows: CsvRow[], attributeIds: number[]) {
    if (rows.every((row) => this.cell(row, "variant_sku") === "" && this.cell(row, "variant_values") === ""))
      return [];
    return rows.map((row) => {
      const slugs = this.cell(row, "variant_values").split(LIST_SEPARATOR);
      const valueIds = attributeIds.map((attributeId, i) =>
        this.dict.values.idOf(`${attributeId}:${(slugs[i] ?? "").trim()}`),
      );
      if (slugs.length !== attributeIds.length || valueIds.some((id) => id === undefined))
        this.fail(row, "variant_values", "validation.invalid");
      return {
        value_ids: valueIds.filter((id) => id !== undefined),
        sku: this.cell(row, "variant_sku"),
        price: this.integer(row, "variant_price", 0),
        stock: this.integer(row, "variant_stock", 0),
      };
    });
  }

  /** The raw form (before the product form's own checks) of a product's rows. */
  read(rows: CsvRow[]) {
    const first = rows[0] as CsvRow;
    const attributeIds = this.refs(first, "attributes", this.dict.attributes);
    const ordered = this.cell(first, "attributes")
      .split(LIST_SEPARATOR)
      .map((slug) => this.dict.attributes.idOf(slug.trim()))
      .filter((id) => id !== undefined);
    const variants = this.variants(rows, attributeIds.length > 0 ? ordered : []);
    const bundleBuy = this.integer(first, "bundle_buy", undefined);
    const bundleFree = this.integer(first, "bundle_free", undefined);
    return {
      store_id: this.storeId,
      category_id: this.ref(first, "category", this.dict.categories) ?? undefined,
      sub_category_id: this.ref(first, "sub_category", this.dict.subCategories),
      brand_id: this.ref(first, "brand", this.dict.brands),
      translations: this.texts(first),
      selling: this.integer(first, "selling", undefined),
      offered: this.integer(first, "offered", 0),
      stock: variants.length > 0 ? 0 : this.integer(first, "stock", 0),
      sku: this.cell(first, "sku") || null,
      image: this.cell(first, "image") || null,
      free_shipping: this.flag(first, "free_shipping"),
      refundable: this.flag(first, "refundable"),
      collection_ids: this.refs(first, "collections", this.dict.collections),
      tag_ids: this.refs(first, "tags", this.dict.tags),
      attributes: ordered.map((attributeId, i) => ({
        attribute_id: attributeId,
        value_ids: [...new Set(variants.map((v) => v.value_ids[i] as number))].sort((a, b) => a - b),
        required: true,
      })),
      variants: variants.sort((a, b) => a.sku.localeCompare(b.sku)),
      bundle:
        bundleBuy === undefined && bundleFree === undefined ? null : { buy: bundleBuy, free: bundleFree },
    };
  }
}

/** Where a message of the product form's checks points in the file. */
function cellOfPath(rows: CsvRow[], path: PropertyKey[]): { line: number; column: string } {
  const first = (rows[0] as CsvRow).line;
  const [field, index, sub] = path.map(String);
  if (field === "translations" && index) return { line: first, column: `${sub ?? "title"}_${index}` };
  if (field === "variants") {
    const sorted = [...rows].sort((a, b) =>
      (a.cells.variant_sku ?? "").trim().localeCompare((b.cells.variant_sku ?? "").trim()),
    );
    const row = sorted[Number(index)] ?? rows[0];
    return { line: (row as CsvRow).line, column: COLUMN_OF_VARIANT_FIELD[sub ?? ""] ?? "variant_values" };
  }
  return { line: first, column: COLUMN_OF_FIELD[field ?? ""] ?? field ?? "" };
}

function formOf(rows: CsvRow[], reader: FormReader): ProductInputType | null {
  const before = reader.errors.length;
  const raw = reader.read(rows);
  if (reader.errors.length > before) return null;
  const checked = ProductInput.safeParse(raw);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const at = cellOfPath(rows, issue.path);
    for (const message of messageOfIssue(issue, raw))
      reader.errors.push({ ...at, message: { ...message, params: { ...message.params, type: at.column } } });
  }
  return null;
}

/**
 * Reads a product CSV into one form per product, with every unreadable cell as an error (line and
 * column); nothing here touches the database.
 */
export function readProductCsv(csv: string, dict: CsvDictionary, storeId: number | undefined): ParsedCsv {
  const read = readRows(csv);
  if ("message" in read) return { rows: 0, groups: [], errors: [read] };
  const errors = checkHeader(read.header);
  if (errors.length > 0) return { rows: read.rows.length, groups: [], errors };
  const bySlug = new Map<string, CsvRow[]>();
  const reader = new FormReader(dict, storeId);
  for (const row of read.rows) {
    const slug = (row.cells.slug_en ?? "").trim();
    if (slug === "") {
      reader.errors.push({
        line: row.line,
        column: "slug_en",
        message: { key: "validation.required", params: { type: "slug_en" } },
      });
      continue;
    }
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), row]);
  }
  const groups = [...bySlug].map(([slug, rows]) => ({ slug, rows, form: formOf(rows, reader) }));
  return { rows: read.rows.length, groups, errors: [...reader.errors, ...repeatedSkus(groups)] };
}

/** A SKU may appear once in the whole file (two products cannot share one). */
function repeatedSkus(groups: ProductGroup[]): RowError[] {
  const seen = new Set<string>();
  const errors: RowError[] = [];
  for (const group of groups) {
    for (const row of group.rows) {
      const sku = (row.cells.variant_sku ?? "").trim();
      if (sku === "") continue;
      if (seen.has(sku))
        errors.push({
          line: row.line,
          column: "variant_sku",
          message: { key: "console.sku_taken", params: { sku } },
        });
      seen.add(sku);
    }
  }
  return errors;
}
