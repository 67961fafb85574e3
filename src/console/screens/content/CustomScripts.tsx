import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { ScriptInput, type ScriptInputType } from "../../../lib/console/script-input.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useScriptChange, useScripts, type ConsoleScript } from "../../data/scripts.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";

const EMPTY: ScriptInputType = { name: "", place: "body", route_pattern: "*", code: "", public: true };

/**
 * Custom scripts (admins): name, place (head or end of body), the pages they are printed on, on/off.
 * The storefront's CSP allows each inline script by its hash and each external one by its origin.
 */
export function CustomScripts() {
  const { t } = useLanguage();
  const scripts = useScripts();
  const [notice, setNotice] = useState("");
  if (scripts.error) return <ErrorNote error={scripts.error} onRetry={() => void scripts.refetch()} />;
  if (!scripts.data) return <p>{t("app.loading")}</p>;
  return (
    <section className="space-y-6">
      <PageHeading>{t("scripts.title")}</PageHeading>
      <p className="text-sm">{t("scripts.explain")}</p>
      <StatusNote>{notice}</StatusNote>
      {scripts.data.map((script) => (
        <ScriptForm key={script.id} script={script} onNotice={setNotice} />
      ))}
      <ScriptForm key={`new-${scripts.data.length}`} onNotice={setNotice} />
    </section>
  );
}

function ScriptForm({ script, onNotice }: { script?: ConsoleScript; onNotice: (note: string) => void }) {
  const { t } = useLanguage();
  const change = useScriptChange();
  const [input, setInput] = useState<ScriptInputType>(script ?? EMPTY);
  const [problem, setProblem] = useState("");
  const set = (patch: Partial<ScriptInputType>) => setInput((was) => ({ ...was, ...patch }));
  const done = (note: string) => ({
    onSuccess: () => onNotice(note),
    onError: (error: Error) => setProblem(messageOf(error, t("app.error"))),
  });
  return (
    <form
      className="space-y-3 rounded-md border border-line bg-white p-4"
      aria-label={script ? script.name : t("scripts.new")}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ScriptInput.safeParse(input);
        if (!parsed.success) return setProblem(t("content.invalid"));
        setProblem("");
        change.mutate({ id: script?.id, input: parsed.data }, done(t("scripts.saved")));
      }}
    >
      <FieldText
        label={t("scripts.name")}
        value={input.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <label className="flex flex-col gap-1 text-sm">
        {t("scripts.place")}
        <select
          className="rounded-md border border-line bg-white px-2 py-2"
          value={input.place}
          onChange={(e) => set({ place: e.target.value as ScriptInputType["place"] })}
        >
          <option value="head">{t("scripts.head")}</option>
          <option value="body">{t("scripts.body")}</option>
        </select>
      </label>
      <FieldText
        label={t("scripts.pages")}
        dir="ltr"
        value={input.route_pattern}
        onChange={(e) => set({ route_pattern: e.target.value })}
      />
      <label className="flex flex-col gap-1 text-sm">
        {t("scripts.code")}
        <textarea
          dir="ltr"
          rows={4}
          className="rounded-md border border-line bg-white px-2 py-2 font-mono"
          value={input.code}
          onChange={(e) => set({ code: e.target.value })}
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={input.public} onChange={(e) => set({ public: e.target.checked })} />
        {t("scripts.on")}
      </label>
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <div className="flex gap-3">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {script ? t("scripts.save") : t("scripts.add")}
        </button>
        {script && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: script.id }, done(t("scripts.deleted")))}
          >
            {t("scripts.delete")}
          </button>
        )}
      </div>
    </form>
  );
}
