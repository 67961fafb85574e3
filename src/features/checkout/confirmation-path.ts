/**
 * The confirmation page's address of an order: `/order/<code>/thanks` under the language's prefix
 * (`orderBase` is paths.placed, already localized). A reload or a shared tab shows it again.
 */
export function confirmationPath(orderBase: string, code: string): string {
  return `${orderBase}/${encodeURIComponent(code)}/thanks`;
}
