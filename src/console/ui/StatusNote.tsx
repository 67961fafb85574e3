/** What the last action did ("Saved.", a refusal), read out politely; keeps its height when empty. */
export function StatusNote({ children }: { children: string }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6">
      {children}
    </p>
  );
}
