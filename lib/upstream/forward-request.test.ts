/** The catch-all route handler against a real HTTP server standing in for the upstream. */
import { GET } from '@/app/api/[...path]/route';
import { forwardCases } from './testing/forward-cases';

// The route exports one handler under every method's name; the request carries its own method.
forwardCases((request) => GET(request));
