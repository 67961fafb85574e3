/** An order or method id from the path: a whole number from 1, or undefined (the page answers 404). */
export function positiveIdParam(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id >= 1 ? id : undefined;
}

/** The fields a gateway posted back as a form (Iyzico, Razorpay), or undefined on a GET. */
export async function postedForm(request: Request): Promise<Record<string, string> | undefined> {
  if (request.method !== "POST") return undefined;
  return Object.fromEntries(
    [...(await request.formData()).entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}
