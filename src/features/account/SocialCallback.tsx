import { useEffect } from "react";
import { navigate } from "../../components/ui/progress.ts";
import { rememberSignedIn } from "./session-actions.ts";

interface Props {
  user: { id: number; name: string; cart_count: number };
  home: string;
  label: string;
}

/** Back from Google or Facebook with the session cookie set: the header learns it, then home. */
export default function SocialCallback({ user, home, label }: Props) {
  useEffect(() => {
    rememberSignedIn(user);
    navigate(home);
  }, [user, home]);
  return (
    <p role="status" className="text-center text-ink">
      {label}
    </p>
  );
}
