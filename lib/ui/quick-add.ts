/**
 * A one-field "add" form that stays ready for the next entry (subtasks, a meeting's goals and
 * topics): Enter sends what is typed and empties the field at once, so the next one can be typed
 * while the first is saved. Sends run one after another, in the order typed, so the items are
 * created in that order. A send that fails puts its text back, if the field is still empty, beside
 * the error the form shows.
 */
export type QuickAddOptions = {
  /** Sends one entry; false when it was refused (the form shows why). */
  send: (text: string) => Promise<unknown>;
  /** The field's text now, and a way to set it. */
  read: () => string;
  write: (text: string) => void;
};

export function createQuickAdd({ send, read, write }: QuickAddOptions) {
  let chain: Promise<void> = Promise.resolve();
  return {
    /** Sends the field's text; an empty field is sent as it is, for the form's "required" error. */
    submit(): Promise<void> {
      const text = read();
      if (!text.trim()) return send(text).then(() => undefined);
      write('');
      const run = chain.then(async () => {
        const result = await send(text);
        if (result === false && read() === '') write(text);
      });
      // The next entry waits for this one, whether it was saved or not.
      chain = run.catch(() => undefined);
      return run;
    },
  };
}
