/** Where a form or link of ours may send the visitor back to: only a path on this site ("//host" and "/\host" would leave it). */
export function sitePath(next: string | null | undefined): string {
  return next && next.startsWith("/") && !/^\/[/\\]/.test(next) ? next : "/";
}
