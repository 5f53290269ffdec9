import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { mapSettingsBody, mapSettingsResource } from '@/lib/contract/monitoring/map-cases';
import { companyParams, monitoringErrors } from '../../../lib/monitoring-routes';
import { jsonDoc } from '../../../lib/resource-router';
import { json } from '../../../lib/router';

const one = json(dataOf(mapSettingsResource), 'The company’s MAP enforcement settings (defaults where none were set)');

export const getMapSettingsRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/map-settings',
  description:
    'Project addition (issue 35): grace threshold, severity bands (percent below MAP), repeat window (days) and the notice template with its placeholders. Members read.',
  request: companyParams,
  responses: { 200: one, ...monitoringErrors },
});

export const updateMapSettingsRoute = createRoute({
  method: 'put',
  path: '/companies/{companyId}/map-settings',
  description:
    'JSON {grace_percent?, minor_below_percent?, major_below_percent?, repeat_window_days?, notice_subject?, notice_body?}; grace ≤ minor < major; empty template text restores the default. Admins only.',
  request: companyParams,
  responses: { 200: one, ...monitoringErrors },
});

export const mapSettingsBodies = { update: jsonDoc(mapSettingsBody) };
