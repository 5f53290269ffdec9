/** API paths (relative to /api) and query keys of the MAP enforcement screens (issue 35). */
export const mapApi = {
  cases: (c: number) => `companies/${c}/map-cases`,
  case: (c: number, id: number) => `companies/${c}/map-cases/${id}`,
  draft: (c: number, id: number) => `companies/${c}/map-cases/${id}/notice-draft`,
  notices: (c: number, id: number) => `companies/${c}/map-cases/${id}/notices`,
  settings: (c: number) => `companies/${c}/map-settings`,
  sellers: (c: number) => `companies/${c}/authorized-sellers`,
  seller: (c: number, id: number) => `companies/${c}/authorized-sellers/${id}`,
  scorecard: (c: number, retailerId: number) => `companies/${c}/scorecards/${retailerId}`,
  links: (c: number) => `companies/${c}/scorecard-links`,
  link: (c: number, id: number) => `companies/${c}/scorecard-links/${id}`,
  retailers: (c: number) => `companies/${c}/retailers`,
};

export const mapKeys = {
  cases: (c: number, filters: Record<string, string>) => ['map-cases', c, filters] as const,
  allCases: (c: number) => ['map-cases', c] as const,
  case: (c: number, id: number) => ['map-case', c, id] as const,
  sellers: (c: number, retailerId: number | null) => ['authorized-sellers', c, retailerId] as const,
  scorecard: (c: number, retailerId: number, from: string, to: string) => ['scorecard', c, retailerId, from, to] as const,
  links: (c: number) => ['scorecard-links', c] as const,
  retailers: (c: number) => ['map-retailers', c] as const,
};

export const REASON_LABELS: Record<string, string> = { below_map: 'Below MAP', unauthorized_seller: 'Unauthorised seller' };
