'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createQuickAdd } from './quick-add';

/**
 * The state of a one-field "add" form that stays ready for the next entry (`quick-add.ts`): the
 * field's text, `submit` (Enter or the button), and whether entries are still being saved.
 * `send` resolves to false when the entry was refused.
 */
export function useQuickAdd(send: (text: string) => Promise<unknown>) {
  const [text, setTextState] = useState('');
  const [pendingCount, setPendingCount] = useState(0);
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
    queueRef.current ??= createQuickAdd({ read: () => textRef.current, write: setText, send: (t) => sendRef.current(t), onPending: setPendingCount });
    // A send that throws was already reported by the form's mutation; the next entry still goes.
    void queueRef.current.submit().catch(() => undefined);
  }, [setText]);
  return { text, setText, submit, pending: pendingCount > 0 };
}
