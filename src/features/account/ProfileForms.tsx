import { useState } from "react";
import { navigate } from "../../components/ui/progress.ts";
import { clearCartCount } from "../../stores/cart.ts";
import { setSession } from "../../stores/session.ts";
import { showError, showToast } from "../../stores/ui.ts";
import { api, formDataOf, unwrap } from "../../client/api.ts";
import {
  Field,
  NewPasswordFields,
  FormErrors,
  SubmitButton,
  useSubmit,
  valuesOf,
  type Strings,
} from "./form.tsx";
import { rememberSignedIn } from "./session-actions.ts";

interface ProfileUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  has_password: boolean;
  cart_count: number;
}

interface Props {
  strings: Strings;
  user: ProfileUser;
  links: { home: string };
  /** The server's upload message, shown when the picture is refused before sending. */
  uploadError: string;
}

const AVATAR_MAX_BYTES = 1000 * 1024;
const sectionClass = "space-y-4 rounded-xl border border-line bg-white p-5 sm:p-6";

export default function ProfileForms({ strings: s, user: initial, links, uploadError }: Props) {
  const [user, setUser] = useState(initial);
  const profile = useSubmit(s["error.default"]);
  const password = useSubmit(s["error.default"]);
  const removal = useSubmit(s["error.default"]);

  const saveProfile = profile.handle(async (form) => {
    const chosen = form.get("avatar");
    const avatar = chosen instanceof File && chosen.size > 0 ? chosen : undefined;
    if (avatar && (avatar.size > AVATAR_MAX_BYTES || !["image/jpeg", "image/png"].includes(avatar.type))) {
      profile.setErrors([uploadError]);
      showError(uploadError);
      return;
    }
    // Text fields go as typed (an emptied phone clears it), unlike the JSON forms' valuesOf.
    const body = { name: String(form.get("name") ?? ""), phone: String(form.get("phone") ?? ""), avatar };
    const { data, message } = await unwrap(
      api.POST("/api/v1/user/update-profile", { body, bodySerializer: formDataOf }),
    );
    setUser(data.user);
    rememberSignedIn(data.user);
    showToast({ message });
  });

  const changePassword = password.handle(async (form) => {
    const body = valuesOf(form, ["current_password", "password", "password_confirmation"]);
    const { message } = await unwrap(api.POST("/api/v1/user/update-user-password", { body }));
    showToast({ message });
    (document.getElementById("password-form") as HTMLFormElement | null)?.reset();
  });

  const deleteAccount = removal.handle(async (form) => {
    if (!window.confirm(s["account.deleteConfirm"])) return;
    const { message } = await unwrap(api.POST("/api/v1/user/delete", { body: valuesOf(form, ["password"]) }));
    setSession({ signedIn: false, user: null });
    clearCartCount();
    showToast({ message });
    navigate(links.home);
  });

  return (
    <div className="space-y-6">
      <form
        method="post"
        noValidate
        onSubmit={saveProfile}
        className={sectionClass}
        data-testid="profile-form"
      >
        <div className="flex items-center gap-4">
          {user.avatar ? (
            <img
              src={user.avatar}
              alt=""
              width="64"
              height="64"
              className="h-16 w-16 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-sand font-display text-2xl text-primary"
            >
              {user.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{user.name}</p>
            <p className="truncate text-sm text-muted" dir="ltr">
              {user.email}
            </p>
          </div>
        </div>
        <FormErrors errors={profile.errors} />
        <Field label={s["account.name"]} name="name" defaultValue={user.name} autoComplete="name" required />
        <Field
          label={s["account.phone"]}
          name="phone"
          type="tel"
          defaultValue={user.phone ?? ""}
          autoComplete="tel"
        />
        <Field label={s["account.avatar"]} name="avatar" type="file" accept="image/jpeg,image/png" />
        <SubmitButton
          busy={profile.busy}
          label={s["account.submitProfile"]}
          busyLabel={s["account.sending"]}
        />
      </form>

      <form
        id="password-form"
        method="post"
        noValidate
        onSubmit={changePassword}
        className={sectionClass}
        data-testid="password-form"
      >
        <h2 className="font-display text-xl text-ink">{s["account.changePassword"]}</h2>
        <FormErrors errors={password.errors} />
        {user.has_password && (
          <Field
            label={s["account.currentPassword"]}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <NewPasswordFields s={s} />
        <SubmitButton
          busy={password.busy}
          label={s["account.submitPassword"]}
          busyLabel={s["account.sending"]}
        />
      </form>

      <form
        method="post"
        noValidate
        onSubmit={deleteAccount}
        className={sectionClass}
        data-testid="delete-form"
      >
        <h2 className="font-display text-xl text-ink">{s["account.deleteTitle"]}</h2>
        <p className="text-sm text-muted">{s["account.deleteText"]}</p>
        <FormErrors errors={removal.errors} />
        {user.has_password && (
          <Field
            label={s["account.password"]}
            name="password"
            type="password"
            autoComplete="current-password"
          />
        )}
        <button
          type="submit"
          className="btn w-full border border-red-300 bg-white text-red-700 hover:bg-red-50"
        >
          {s["account.deleteButton"]}
        </button>
      </form>
    </div>
  );
}
