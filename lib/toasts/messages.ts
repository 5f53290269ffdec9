/**
 * Success toasts of teams, workspaces and the account, decided in one place. Titles the spec's §8
 * names keep its exact words (and its Title Case, e.g. "Team Created"); the rest are sentence case.
 * Area tables (lib/companies/messages.ts, lib/tasks/messages.ts…) hold the other areas' titles.
 *
 * Inline adds (a note, a goal, a subtask typed into a list) have no success toast on purpose: the
 * new row appearing is the feedback. Their failures still toast.
 */
import { toast } from './toast-store';

export type ToastText = { title: string; text?: string };

export const TEAM_TOAST = {
  created: { title: 'Team Created', text: 'The new team has been successfully created' },
  updated: { title: 'Team Updated', text: 'Team updated successfully' },
  deleted: { title: 'Team Deleted', text: 'Team has been deleted' },
  left: { title: 'Team Left', text: 'Team has been left' },
  inviteSent: { title: 'Invite Sent', text: 'Invite has been sent' },
  inviteDeleted: { title: 'Invite Deleted' },
  memberRemoved: { title: 'Member Removed' },
  roleUpdated: { title: 'Role Update', text: 'Role has been updated' },
} as const satisfies Record<string, ToastText>;

export const WORKSPACE_TOAST = {
  /** A new workspace is a request until a super-administrator approves it: §8's "Workspace Created" would not be true yet. */
  requested: { title: 'Workspace requested', text: 'It opens once a super-administrator approves it.' },
  updated: { title: 'Workspace Updated' },
  deleted: { title: 'Workspace Deleted' },
  goalsUpdated: { title: 'Workspace Goals Updated' },
  statusUpdated: { title: 'Workspace Status Updated' },
  invitationSent: { title: 'Invitation Sent' },
  inviteRemoved: { title: 'Invite Removed' },
  teamAdded: { title: 'Team Added' },
  teamRemoved: { title: 'Team has been removed from workspace' },
  teamUpdated: { title: 'Workspace team has been updated' },
  left: { title: 'You have left the workspace' },
  ownershipTransferred: { title: 'Workspace ownership has been transferred' },
  /** Asking again for a request that was turned down. */
  approvalRequested: { title: 'Request for approval has been received' },
  approved: { title: 'Workspace approved' },
  disapproved: { title: 'Workspace disapproved' },
} as const satisfies Record<string, ToastText>;

export const ACCOUNT_TOAST = {
  loggedIn: { title: 'Logged in successfully' },
  signedUp: { title: 'Account created successfully' },
  codeResent: { title: 'Code sent', text: 'We sent you a new code.' },
  businessDataSaved: { title: 'Profile saved', text: 'Your business details have been saved.' },
  profileUpdated: { title: 'Profile updated', text: 'User updated successfully' },
  tokenRevoked: { title: 'Token revoked', text: 'The token no longer works.' },
  googleConnected: { title: 'Google Calendar', text: 'Google Calendar connected successfully' },
  googleDisconnected: { title: 'Google Calendar', text: 'Google Calendar disconnected successfully' },
  /** Disconnected here, but Google did not confirm the revoke (it could not be reached). */
  googleDisconnectedNotRevoked: {
    title: 'Google Calendar disconnected',
    text: 'Google could not be reached: remove Collab in your Google Account permissions.',
  },
  calendarFeedCreated: { title: 'Calendar subscription', text: 'Copy the new address now: it is shown only once.' },
  calendarFeedOff: { title: 'Calendar subscription', text: 'The subscription address no longer works.' },
  defaultWorkspaceSet: { title: 'Default workspace', text: 'Default workspace set successfully' },
  notificationPreferencesSaved: { title: 'Notifications', text: 'Your notification settings are saved.' },
  unsubscribed: { title: 'Unsubscribed', text: 'You will get no more emails of this kind.' },
  contactSent: { title: 'Message sent', text: 'Thank you for contacting us.' },
} as const satisfies Record<string, ToastText>;

/** "Code sent" after a new phone code, naming the number it went to. */
export const phoneCodeSent = (shownNumber: string): ToastText => ({ title: 'Code sent', text: `We sent a new code to ${shownNumber}.` });

/** Shows one of these as a success toast. */
export const showSuccess = (t: ToastText): string => toast.success(t.title, t.text);
