import type { ActorName, World } from './world';
import type { Body } from './world-kit';

/**
 * What a cell should answer: `ok` = 2xx (or 422 when the sample body is refused after the guard),
 * else the exact status — 422 where the contract refuses a record named in the body as a field error.
 */
export type Expect = 'ok' | 401 | 403 | 404 | 410 | 422;

/**
 * The rule that governs a route (spec §6, README "Contract decisions", decision 0006's one-write
 * rule). The shared records live in workspace W / company C / team F and are authored by `owner`.
 */
export type Rule =
  | 'public' // no token needed
  | 'signed-in' // any signed-in user, on their own data
  | 'superadmin'
  | 'team-member' // member of team F
  | 'team-admin' // admin of team F
  | 'company-read' // member of a team of company C (teams O and F)
  | 'company-write' // admin of a team of company C
  | 'ws-read' // member of any team attached to W
  | 'ws-write' // member of a full-access team attached to W (create content)
  | 'ws-manage' // admin of a full-access team attached to W (also: others' records, "author or manager")
  | 'ws-administer' // admin of W's owner team
  | 'author' // only the record's author (the owner): comments, note edits
  | 'owner-only' // a record that belongs to the owner personally (notification, pending resource)
  | 'stranger-only'; // addressed to the stranger (invites), or the stranger's own pending workspace

type Base = Exclude<ActorName, 'anon' | 'token' | 'impersonator' | 'mixed'>;
const O = 'ok' as const;

/** Base actors in the order stranger, roMember, roAdmin, fullMember, fullAdmin, owner, superadmin. */
const row = (...v: Expect[]): Record<Base, Expect> => ({
  stranger: v[0],
  roMember: v[1],
  roAdmin: v[2],
  fullMember: v[3],
  fullAdmin: v[4],
  owner: v[5],
  superadmin: v[6],
});

const TABLE: Record<Rule, Record<Base, Expect>> = {
  public: row(O, O, O, O, O, O, O),
  'signed-in': row(O, O, O, O, O, O, O),
  superadmin: row(403, 403, 403, 403, 403, 403, O),
  'team-member': row(404, 404, 404, O, O, 404, 404),
  'team-admin': row(404, 404, 404, 403, O, 404, 404),
  'company-read': row(404, 404, 404, O, O, O, 404),
  'company-write': row(404, 404, 404, 403, O, O, 404),
  'ws-read': row(404, O, O, O, O, O, 404),
  'ws-write': row(404, 403, 403, O, O, O, 404),
  'ws-manage': row(404, 403, 403, 403, O, O, 404),
  'ws-administer': row(404, 403, 403, 403, 403, O, 404),
  author: row(404, 403, 403, 403, 403, O, 404),
  'owner-only': row(404, 404, 404, 404, 404, O, 404),
  'stranger-only': row(O, 404, 404, 404, 404, 404, 404),
};

export type Params = Record<string, string | number>;

export type Policy = {
  rule: Rule;
  /** Answers the contract gives some actors instead of the rule's (e.g. short links: 403, not 404). */
  except?: Partial<Record<ActorName, Expect>>;
  /** Path parameters beyond the defaults (see DEFAULT_PARAMS). */
  params?: (w: World) => Params;
  query?: (w: World) => string;
  /** A valid body, so the guard and not validation decides; may depend on the caller. */
  body?: (w: World, actor: ActorName) => Body;
  /** A GET that writes (marks read): its cells are digested and restored like writes. */
  mutates?: true;
};

/** The ability area the owner's `user:read` custom token has: GETs of the user area pass it. */
const userArea = (path: string) => /^(user(\/|$)|google\/|auth\/logout|auth\/signup\/business-data)/.test(path);

export function expected(policy: Policy, route: string, actor: ActorName): Expect {
  const exception = policy.except?.[actor];
  if (exception !== undefined) return exception;
  const [method, path] = route.split(' ');
  if (policy.rule === 'public') return 'ok';
  if (actor === 'anon') return 401;
  // The owner's custom token may only read the user: everything else is refused by ability.
  if (actor === 'token') return method === 'GET' && userArea(path) ? TABLE[policy.rule].owner : 403;
  // An impersonation acts as fullMember but never carries super-administrator rights.
  if (actor === 'impersonator') return policy.rule === 'superadmin' ? 403 : TABLE[policy.rule].fullMember;
  // Admin of a read-only team + member of a full-access one: a member wherever W, C or F decide.
  if (actor === 'mixed') return TABLE[policy.rule].fullMember;
  return TABLE[policy.rule][actor];
}

/** The user behind an actor (for bodies that name the caller, e.g. their own channel or team). */
export function userOf(w: World, actor: ActorName): { id: number } {
  if (actor === 'token') return w.users.owner;
  if (actor === 'impersonator' || actor === 'anon') return w.users.fullMember;
  return w.users[actor];
}

/** The team the actor belongs to (their admin team where they have one). */
export function teamOf(w: World, actor: ActorName): number {
  const map: Record<ActorName, number> = {
    anon: w.teamF,
    stranger: w.teamS,
    roMember: w.teamR,
    roAdmin: w.teamR,
    fullMember: w.teamF,
    fullAdmin: w.teamF,
    mixed: w.teamR,
    owner: w.teamO,
    token: w.teamO,
    impersonator: w.teamF,
    superadmin: w.teamS,
  };
  return map[actor];
}

/** Path parameters filled from the shared world by name. */
export function defaultParams(w: World): Params {
  return {
    workspaceId: w.ws,
    companyId: w.company,
    teamId: w.teamF,
    brandId: w.brand,
    productId: w.product,
    importId: w.spreadsheetImport,
    imageId: w.productImage,
    retailerId: w.retailer,
    retailerProductId: w.retailerProduct,
    categoryId: w.category,
    contactId: w.contact,
    reviewId: w.review,
    partnerId: w.partner,
    distributorId: w.distributor,
    assigneeId: w.assignee,
    userId: w.companyUser.id,
    fileId: w.file,
    versionId: w.version,
    insightId: w.insight,
    insightResourceId: w.resource,
    meetingId: w.meeting,
    goalId: w.goal,
    topicId: w.topic,
    taskId: w.task,
    noteId: w.note,
    discussionId: w.discussion,
    commentId: w.comment,
    notificationId: w.notification,
    code: w.shortCode,
    name: w.upload,
    workspaceBrandId: w.wsBrand,
    workspaceProductId: w.wsProduct,
    workspaceCompanyRetailerId: w.wsRetailer,
    companyProductId: w.product,
    inviteId: w.teamInvite,
  };
}
