/** What a screen part needs of a mutation: whether it runs, and running it with what to do after. */
export interface ConsoleAction<V> {
  isPending: boolean;
  mutate: (value: V, options?: { onSuccess?: () => void; onError?: (error: Error) => void }) => void;
}
