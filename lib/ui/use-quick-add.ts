'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createQuickAdd } from './quick-add';

/**
 * The state of a one-field "add" form that stays ready for the next entry (`quick-add.ts`): the
 * field's text and `submit` (Enter or the button).
 * `send` resolves to false when the entry was refused.
 */
export function useQuickAdd(send: (text: string) => Promise<unknown>) {
  const [text, setTextState] = useState('');
  const textRef = useRef('');
  const sendRef = useRef(send);
  const queueRef = useRef<ReturnType<typeof createQuickAdd> | null>(null);
  useEffect(() => {
    sendRef.current = send;
  });
  const setText = useCallback((next: string) => {
    textRef.current = next;
    setTextState(next);
  }, []);
  const submit = useCallback(() => {
    queueRef.current ??= createQuickAdd({ read: () => textRef.current, write: setText, send: (t) => sendRef.current(t) });
    // A send that throws was already reported by the form's mutation; the next entry still goes.
    void queueRef.current.submit().catch(() => undefined);
  }, [setText]);
  return { text, setText, submit };
}
