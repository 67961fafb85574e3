import { useParams } from "react-router";
import type { Me } from "../../data/me.ts";
import { useT } from "../../i18n/strings.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StoreBalances } from "./StoreBalances.tsx";
import { StoreMoney } from "./StoreMoney.tsx";

/** /money: a seller's own store's money; admins the list of stores. */
export function MoneyScreen({ me }: { me: NonNullable<Me> }) {
  const t = useT();
  if (me.user.role === "admin") return <StoreBalances />;
  if (!me.store) return <PageHeading>{t("app.notFound")}</PageHeading>;
  return <StoreMoney me={me} storeId={me.store.id} />;
}

/** /money/stores/:id: one store's money (admins; a seller is answered for their own store only). */
export function StoreMoneyScreen({ me }: { me: NonNullable<Me> }) {
  const id = Number(useParams().id);
  return <StoreMoney key={id} me={me} storeId={id} />;
}
