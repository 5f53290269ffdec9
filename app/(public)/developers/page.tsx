import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ApiReferenceLazy } from '@/components/developers/api-reference-lazy';

export const metadata: Metadata = {
  title: 'API for developers',
  description: 'Call Collab from scripts and integrations: tokens, limits, examples and the full reference.',
};

const EXAMPLES = [
  {
    title: 'List a company’s brands, 50 a page',
    code: `curl -H "Authorization: Bearer $TOKEN" \\
  "$APP/api/v1/companies/12/brands?per_page=50&page=1"`,
  },
  {
    title: 'Create a product',
    code: `curl -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"name":"Oat Crunch 500 g","sku":"OAT-500"}' \\
  "$APP/api/v1/companies/12/products"`,
  },
  {
    title: 'Upload a file to a workspace',
    code: `curl -H "Authorization: Bearer $TOKEN" \\
  -F name="Q3 line review" -F workspace_id=7 -F file=@review.pdf \\
  "$APP/api/v1/files"`,
  },
  {
    title: 'What can this token do?',
    code: `curl -H "Authorization: Bearer $TOKEN" "$APP/api/v1/user/token-info"`,
  },
];

/** The public API's guide and reference (decision 0036). Public: a developer reads it before they have an account. */
export default function DevelopersPage() {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl space-y-4">
        <p className="text-sm font-medium text-primary">Developers</p>
        <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">The Collab API</h1>
        <p className="text-base leading-7 text-foreground/90">
          Everything the app’s screens do, your scripts and integrations can do too: the same operations, at <code>/api/v1/…</code> on this site, with an API
          token.
        </p>
      </header>
      {/* A column, not a grid: a grid track grows to its longest unbreakable line (a curl example),
          which made the page scroll sideways on a phone; long tokens and example lines wrap instead. */}
      <div className="mt-10 flex max-w-3xl flex-col gap-8 text-base leading-7 text-foreground/90 [overflow-wrap:anywhere]">
        <section aria-labelledby="tokens-heading" className="space-y-3">
          <h2 id="tokens-heading" className="text-xl font-semibold text-foreground">
            1. Make a token
          </h2>
          <p>
            In <Link href="/profile#api-tokens">Profile → API tokens</Link>, create a <strong>custom token</strong>: choose what it may read and change (write
            includes read; each operation below says which ability it needs), and, if you like, limit it to some of your companies and workspaces — anything
            else answers “not found” to it. The token is shown once; keep it secret. A token can always read itself (<code>GET /user/token-info</code>) and
            revoke itself (<code>DELETE /user/tokens?id=…</code>).
          </p>
          <p>
            Send it as <code>Authorization: Bearer &lt;token&gt;</code>. The API takes API tokens only: your browser’s sign-in is not accepted there.
          </p>
        </section>
        <section aria-labelledby="examples-heading" className="space-y-3">
          <h2 id="examples-heading" className="text-xl font-semibold text-foreground">
            2. Call it
          </h2>
          <p>
            With <code>APP</code> set to this site’s address and <code>TOKEN</code> to your token:
          </p>
          {EXAMPLES.map((example) => (
            <figure key={example.title} className="space-y-1">
              <figcaption className="text-sm font-medium text-foreground">{example.title}</figcaption>
              <pre className="whitespace-pre-wrap rounded-card border border-border bg-muted p-3 text-sm">
                <code>{example.code}</code>
              </pre>
            </figure>
          ))}
          <p>
            Answers are JSON: <code>{'{ data }'}</code>, lists add <code>{'meta { current_page, last_page, per_page, total }'}</code>; errors are{' '}
            <code>{'{ message }'}</code>, and a 422 adds <code>{'errors: { field: [messages] }'}</code>. A write may carry an <code>Idempotency-Key</code>:
            repeated with the same body, it gets the first answer again instead of acting twice.
          </p>
        </section>
        <section aria-labelledby="limits-heading" className="space-y-3">
          <h2 id="limits-heading" className="text-xl font-semibold text-foreground">
            3. Stay within the limits
          </h2>
          <p>
            Each token may make 120 calls a minute (the operator may set another figure). Every answer says where you stand: <code>X-RateLimit-Limit</code>,{' '}
            <code>X-RateLimit-Remaining</code>, and <code>X-RateLimit-Reset</code> (seconds until the minute starts over). Past the limit the answer is 429 with{' '}
            <code>Retry-After</code>: wait that many seconds.
          </p>
        </section>
        <section aria-labelledby="types-heading" className="space-y-3">
          <h2 id="types-heading" className="text-xl font-semibold text-foreground">
            4. Typed clients
          </h2>
          <p>
            The OpenAPI 3.1 document is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>. Generate types from it, e.g. with{' '}
            <code>npx openapi-typescript $APP/api/v1/openapi.json -o schema.d.ts</code>, and call the API with <code>openapi-fetch</code>.
          </p>
        </section>
      </div>
      <section aria-labelledby="reference-heading" className="mt-12 space-y-3">
        <h2 id="reference-heading" className="text-xl font-semibold text-foreground">
          Reference
        </h2>
        <ApiReferenceLazy />
      </section>
    </article>
  );
}
