/** A part's code as people read it: the order's tracking code and the part's number. */
export function partCode(trackingCode: string, number: number): string {
  return `${trackingCode}-${number}`;
}
