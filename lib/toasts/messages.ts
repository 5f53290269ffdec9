/**
 * Success toasts of teams, workspaces and the account, decided in one place. Every title is in
 * sentence case and says what happened ("Team created", "Team added to the workspace"), as in
 * Linear and Plane; where spec §8 names a toast its words are kept, not its Title Case. Area tables
 * (lib/companies/messages.ts, lib/tasks/messages.ts…) hold the other areas' titles.
 *
 * Inline adds (a note, a goal, a subtask typed into a list) have no success toast on purpose: the
 * new row appearing is the feedback. Their failures still toast.
 */
import { toast } from './toast-store';

export type ToastText = { title: string; text?: string };

export const TEAM_TOAST = {
  created: { title: 'Team created', text: 'The new team has been successfully created' },
  updated: { title: 'Team updated', text: 'Your changes are saved.' },
  deleted: { title: 'Team deleted' },
  left: { title: 'You left the team' },
  inviteSent: { title: 'Invite sent', text: 'Invite has been sent' },
  inviteDeleted: { title: 'Invite deleted' },
  memberRemoved: { title: 'Member removed from the team' },
  roleUpdated: { title: 'Role updated', text: 'Role has been updated' },
} as const satisfies Record<string, ToastText>;

export const WORKSPACE_TOAST = {
  /** A new workspace is a request until a super-administrator approves it: §8's "Workspace Created" would not be true yet. */
  requested: { title: 'Workspace requested', text: 'It opens once a super-administrator approves it.' },
  updated: { title: 'Workspace updated' },
  deleted: { title: 'Workspace deleted' },
  goalsUpdated: { title: 'Workspace goals updated' },
  statusUpdated: { title: 'Workspace status updated' },
  invitationSent: { title: 'Invitation sent' },
  inviteRemoved: { title: 'Invite removed' },
  teamAdded: { title: 'Team added to the workspace' },
  teamRemoved: { title: 'Team removed from the workspace' },
  teamUpdated: { title: 'Workspace team updated' },
  left: { title: 'You left the workspace' },
  ownershipTransferred: { title: 'Workspace ownership transferred' },
  /** Asking again for a request that was turned down. */
  approvalRequested: { title: 'Request for approval sent', text: 'The super-administrators have been reminded.' },
  approved: { title: 'Workspace approved' },
  disapproved: { title: 'Workspace disapproved' },
} as const satisfies Record<string, ToastText>;

export const ACCOUNT_TOAST = {
  loggedIn: { title: 'Signed in' },
  signedUp: { title: 'Account created', text: 'Account created successfully' },
  codeResent: { title: 'Code sent', text: 'We sent you a new code.' },
  businessDataSaved: { title: 'Profile saved', text: 'Your business details have been saved.' },
  profileUpdated: { title: 'Profile updated', text: 'User updated successfully' },
  tokenRevoked: { title: 'Token revoked', text: 'The token no longer works.' },
  googleConnected: { title: 'Google Calendar connected', text: 'Your meetings will sync with it.' },
  googleDisconnected: { title: 'Google Calendar disconnected' },
  /** Disconnected here, but Google did not confirm the revoke (it could not be reached). */
  googleDisconnectedNotRevoked: {
    title: 'Google Calendar disconnected',
    text: 'Google could not be reached: remove Collab in your Google Account permissions.',
  },
  calendarFeedCreated: { title: 'Calendar subscription created', text: 'Copy the new address now: it is shown only once.' },
  calendarFeedOff: { title: 'Calendar subscription turned off', text: 'The subscription address no longer works.' },
  defaultWorkspaceSet: { title: 'Default workspace set' },
  notificationPreferencesSaved: { title: 'Notification settings saved' },
  unsubscribed: { title: 'Unsubscribed', text: 'You will get no more emails of this kind.' },
  contactSent: { title: 'Message sent', text: 'Thank you for contacting us.' },
} as const satisfies Record<string, ToastText>;

/** "Code sent" after a new phone code, naming the number it went to. */
export const phoneCodeSent = (shownNumber: string): ToastText => ({ title: 'Code sent', text: `We sent a new code to ${shownNumber}.` });

/** Shows one of these as a success toast. */
export const showSuccess = (t: ToastText): string => toast.success(t.title, t.text);
