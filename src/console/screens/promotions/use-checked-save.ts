import { useState } from "react";
import type { z } from "zod";
import { messageOf } from "../../../client/api.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { fieldProblems } from "./promo-form.ts";

/**
 * A promotion form's save: the shared schema checks the values first and its problems show under
 * their fields (`said`); the server's refusal shows on top (`problem`), a success goes to `onDone`.
 */
export function useCheckedSave<S extends z.ZodType>(
  schema: S,
  save: (body: z.output<S>) => Promise<unknown>,
  onDone: (note: string) => void,
) {
  const { t } = useLanguage();
  const [problems, setProblems] = useState<Record<string, ConsoleStringKey>>({});
  const [problem, setProblem] = useState("");
  const said = (field: string) => (problems[field] ? t(problems[field]) : undefined);
  const submit = (values: unknown) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error));
      setProblem(t("promo.error.check"));
      return;
    }
    setProblems({});
    setProblem("");
    save(parsed.data).then(
      () => onDone(t("taxonomy.saved")),
      (error: unknown) => setProblem(messageOf(error, t("app.error"))),
    );
  };
  return { problem, said, submit };
}
