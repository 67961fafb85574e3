import { atom } from "nanostores";
import { wakeIslands } from "../client/hydration/wake-islands.ts";

/** How long a toast stays. */
export const TOAST_MS = 5000;

export interface ToastState {
  /** Shown while on. */
  on: boolean;
  title: string;
  message: string;
  error: boolean;
  /** Changes with every new toast so the auto-hide timer restarts. */
  id: number;
}

export const $toast = atom<ToastState>({ on: false, title: "", message: "", error: false, id: 0 });

export function showToast(input: { message: string; title?: string; error?: boolean }): void {
  $toast.set({
    on: true,
    title: input.title ?? "",
    message: input.message,
    error: input.error ?? false,
    id: $toast.get().id + 1,
  });
  wakeIslands(); // the toast's island may not have hydrated yet
}

export function showError(message: string, title = ""): void {
  showToast({ message, title, error: true });
}

export function hideToast(): void {
  $toast.set({ ...$toast.get(), on: false });
}

/** Error toasts read "<Error label>!!! <title>". */
export function toastTitle(toast: Pick<ToastState, "title" | "error">, errorLabel: string): string {
  if (!toast.error) return toast.title;
  return toast.title ? `${errorLabel}!!! ${toast.title}` : `${errorLabel}!!!`;
}
