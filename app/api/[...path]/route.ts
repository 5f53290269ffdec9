/** Every allowlisted upstream call, forwarded with the session's bearer (see lib/upstream/forward-request.ts). */
import type { NextRequest } from 'next/server';
import { forwardRequest } from '@/lib/upstream/forward-request';

const handle = (request: NextRequest) => forwardRequest(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
