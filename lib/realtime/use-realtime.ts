'use client';

import { createContext, useContext } from 'react';
import type Echo from 'laravel-echo';

export type Realtime = { echo: Echo<'pusher'> | null; state: string };

/** The realtime connection the signed-in layout's RealtimeProvider holds (components/realtime/realtime-provider.tsx). */
export const RealtimeContext = createContext<Realtime>({ echo: null, state: 'disconnected' });
export const useRealtime = () => useContext(RealtimeContext);
