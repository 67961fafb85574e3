import type { ProductAction } from "../../data/products.ts";

/**
 * The status buttons a person is offered: sellers submit their drafts; admins approve, reject,
 * publish and unpublish. The server decides in the end (and refuses with a message).
 */
export function actionsFor(
  me: { user: { role: string }; capabilities: readonly string[] },
  status: string,
): ProductAction[] {
  const admin = me.capabilities.includes("products.approve");
  const actions: ProductAction[] = [];
  if (["draft", "rejected", "unpublished"].includes(status) && !admin) actions.push("submit");
  if (admin && status === "submitted") actions.push("approve", "reject");
  if (admin && ["approved", "unpublished", "draft"].includes(status)) actions.push("publish");
  if (admin && status === "published") actions.push("unpublish");
  return actions;
}
