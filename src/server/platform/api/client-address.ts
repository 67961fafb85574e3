/**
 * The client's IP address: the socket's, or behind a trusted reverse proxy the last entry of
 * X-Forwarded-For (the one that proxy added; entries before it are whatever the client sent).
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string | undefined {
  const forwarded = trustProxy ? forwardedFor?.split(",").at(-1)?.trim() : undefined;
  const address = forwarded || socketAddress;
  // IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}
