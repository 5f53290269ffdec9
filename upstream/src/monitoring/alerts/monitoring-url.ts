/** The screen of a monitored product (lib/routes/area-routes.ts: `company/{id}/monitoring/{id}`). */
export function monitoringProductUrl(companyId: number, productId: number): string {
  return `/company/${companyId}/monitoring/${productId}`;
}
