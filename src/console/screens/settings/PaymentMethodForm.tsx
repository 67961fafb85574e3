import { useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useSavePaymentMethod,
  useTestPaymentMethod,
  type PaymentMethodInput,
  type PaymentMethodSettings,
} from "../../data/settings.ts";
import { FieldText } from "../../ui/FieldText.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";

type KeyName = keyof NonNullable<PaymentMethodInput["keys"]>;

/**
 * One payment method: on or off, and its keys. A secret key is never shown: its field starts empty
 * (empty keeps the stored key) and says only whether one is set, with its last four characters.
 */
export function PaymentMethodForm(props: { method: PaymentMethodSettings }) {
  const { t } = useLanguage();
  const { method } = props;
  const save = useSavePaymentMethod();
  const check = useTestPaymentMethod();
  const [enabled, setEnabled] = useState(method.enabled);
  const [keys, setKeys] = useState<Record<string, string>>(() =>
    Object.fromEntries(method.keys.map((k) => [k.name, k.secret ? "" : (k.value ?? "")])),
  );
  const [remove, setRemove] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState("");
  const headingId = `payment-method-${method.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(
      method.keys
        .filter((k) => !remove.has(k.name) && keys[k.name] && keys[k.name] !== (k.value ?? ""))
        .map((k) => [k.name, keys[k.name]]),
    ) as PaymentMethodInput["keys"];
    save.mutate(
      { id: method.id, body: { enabled, keys: given, remove: [...remove] } },
      {
        onSuccess: () => {
          setKeys((now) =>
            Object.fromEntries(method.keys.map((k) => [k.name, k.secret ? "" : (now[k.name] ?? "")])),
          );
          setRemove(new Set());
          setNotice(t("settings.saved"));
        },
        onError: (error) => setNotice(messageOf(error, t("app.error"))),
      },
    );
  };
  const runCheck = () =>
    check.mutate(method.id, {
      onSuccess: (result) => setNotice(result.message),
      onError: (error) => setNotice(messageOf(error, t("app.error"))),
    });

  const keyLabel = (name: string) => t(`settings.key.${name}` as ConsoleStringKey);
  return (
    <form
      onSubmit={submit}
      className="rounded-md border border-line bg-white p-4"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="mb-3 font-semibold" dir="auto">
        {method.name}
      </h3>
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t("settings.methodOn", { name: method.name })}
      </label>
      {method.keys.length > 0 && (
        <div className="mb-3 grid gap-4 sm:grid-cols-2">
          {method.keys.map((key) => (
            <div key={key.name} className="flex flex-col gap-1">
              <FieldText
                label={keyLabel(key.name)}
                name={key.name as KeyName}
                type={key.secret ? "password" : "text"}
                autoComplete="off"
                dir="ltr"
                value={keys[key.name] ?? ""}
                disabled={remove.has(key.name)}
                placeholder={key.secret && key.set ? t("settings.keepKey") : undefined}
                onChange={(e) => setKeys({ ...keys, [key.name]: e.target.value })}
                serverError={key.unreadable ? t("settings.keyUnreadable") : undefined}
              />
              <span className="text-xs text-muted">
                {key.set
                  ? key.secret
                    ? t("settings.keySet", { mask: key.mask ?? "" })
                    : t("settings.keyShown")
                  : t("settings.keyNotSet")}
                {key.from_environment ? ` ${t("settings.keyFromEnvironment")}` : ""}
              </span>
              {key.set && !key.from_environment && key.secret && (
                <label className="flex items-center gap-2 text-xs">
                  <input
                    type="checkbox"
                    checked={remove.has(key.name)}
                    onChange={(e) => {
                      const next = new Set(remove);
                      if (e.target.checked) next.add(key.name);
                      else next.delete(key.name);
                      setRemove(next);
                    }}
                  />
                  {t("settings.removeKey", { key: keyLabel(key.name) })}
                </label>
              )}
            </div>
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("settings.saveMethod", { name: method.name })}
        </button>
        {method.can_test && (
          <button type="button" className="btn btn-outline" onClick={runCheck} disabled={check.isPending}>
            {t("settings.testConnection", { name: method.name })}
          </button>
        )}
      </div>
      <StatusNote>{notice}</StatusNote>
    </form>
  );
}
