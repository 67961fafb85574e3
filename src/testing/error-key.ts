/** The translation key a call failed with ("ok" when it did not fail): what the person would be told. */
export async function keyOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { messages?: { key: string }[] }).messages?.[0]?.key ?? String(error);
  }
}
