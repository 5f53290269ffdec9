import type { UpstreamConfig } from '../../env';
import { parseAllowList } from '../../monitoring/net/allow-list';
import { assertAllowedUrl } from '../../monitoring/net/assert-allowed-url';
import { MonitoringFetchError } from '../../monitoring/net/fetch-error';
import type { ResolveHost } from '../../monitoring/net/resolve-host';
import { fieldError } from '../../lib/errors';

/**
 * Refuses (422 on `url`) an endpoint the sender must never call: the monitoring address guard
 * (decision 0031) — public addresses only, unless `MONITORING_ALLOW_HOSTS` names the host (the
 * loopback receiver of a test). A host that does not resolve yet is accepted: its deliveries fail
 * and are retried, and every attempt runs the guard again, connection included.
 */
export async function checkWebhookUrl(config: UpstreamConfig, url: string, resolve?: ResolveHost): Promise<void> {
  try {
    await assertAllowedUrl(url, parseAllowList(config.monitoring.allowHosts), resolve);
  } catch (error) {
    if (!(error instanceof MonitoringFetchError) || error.code === 'dns_failed') return;
    throw fieldError(
      'url',
      error.code === 'forbidden_target' ? 'This address is not allowed: webhooks are sent to public addresses only.' : 'Enter an http(s) URL.',
    );
  }
}
