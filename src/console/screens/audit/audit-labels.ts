import type { Translate } from "../../i18n/strings.tsx";

/** The actions and entities the console's writes record, each with a name in the console's languages. */
const ACTIONS = [
  "create",
  "update",
  "delete",
  "submit",
  "approve",
  "reject",
  "publish",
  "unpublish",
  "move",
  "reorder_pictures",
  "adjust_stock",
] as const;
export const AUDIT_ENTITIES = [
  "product",
  "product_picture",
  "inventory",
  "category",
  "seller_application",
] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The action's name; one recorded by a newer part of the shop keeps its own word until it has one. */
export function actionLabel(t: Translate, action: string): string {
  return isOneOf(ACTIONS, action) ? t(`audit.action.${action}`) : action;
}

export const isKnownEntity = (entity: string) => isOneOf(AUDIT_ENTITIES, entity);

export function entityLabel(t: Translate, entity: string): string {
  return isOneOf(AUDIT_ENTITIES, entity) ? t(`audit.entity.${entity}`) : entity;
}
