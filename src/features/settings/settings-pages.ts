import {
  Ban,
  BookOpen,
  Bot,
  LifeBuoy,
  Building2,
  CreditCard,
  KeyRound,
  Mailbox,
  MessageSquareText,
  Timer,
  Users,
  Webhook,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { Session } from '#contract/session';

// The settings pages, in the order of the settings navigation, with who may use each. The server enforces the
// same rules (403): hiding a page only spares people a screen they cannot use.

export type SettingsPath =
  | '/settings/organization'
  | '/settings/channels'
  | '/settings/webhooks'
  | '/settings/suppressions'
  | '/settings/sla'
  | '/settings/rules'
  | '/settings/snippets'
  | '/settings/ai'
  | '/settings/teammates'
  | '/settings/api-keys'
  | '/settings/billing'
  | '/settings/knowledge'
  | '/settings/help-center';

export interface SettingsPage {
  path: SettingsPath;
  label: string;
  description: string;
  icon: LucideIcon;
  /** Who may use it: everyone signed in, or owners and admins. */
  access: 'everyone' | 'admins';
}

export const SETTINGS_PAGES: SettingsPage[] = [
  { path: '/settings/organization', label: 'Organization', description: 'Name and time zone.', icon: Building2, access: 'everyone' },
  { path: '/settings/teammates', label: 'Teammates', description: 'Agents, roles and invitations.', icon: Users, access: 'everyone' },
  { path: '/settings/channels', label: 'Mailboxes', description: 'The addresses mail is received at and sent from.', icon: Mailbox, access: 'everyone' },
  { path: '/settings/suppressions', label: 'Suppression list', description: 'Addresses and domains whose mail is refused.', icon: Ban, access: 'everyone' },
  { path: '/settings/rules', label: 'Rules', description: 'Assign, tag and auto-reply to new mail automatically.', icon: Workflow, access: 'admins' },
  { path: '/settings/sla', label: 'Service levels', description: 'Business hours and SLA targets.', icon: Timer, access: 'admins' },
  { path: '/settings/snippets', label: 'Snippets', description: 'Reusable replies and actions, in categories.', icon: MessageSquareText, access: 'admins' },
  { path: '/settings/ai', label: 'AI answers', description: 'Questions and answers the suggestions draw on.', icon: Bot, access: 'admins' },
  { path: '/settings/help-center', label: 'Help center', description: 'Articles and categories of your public help site.', icon: LifeBuoy, access: 'admins' },
  { path: '/settings/knowledge', label: 'Help site domain', description: 'The custom domain of the knowledge site.', icon: BookOpen, access: 'admins' },
  { path: '/settings/api-keys', label: 'API keys', description: 'Keys for integrations.', icon: KeyRound, access: 'admins' },
  { path: '/settings/webhooks', label: 'Webhooks', description: 'Changes sent to your systems as they happen.', icon: Webhook, access: 'admins' },
  { path: '/settings/billing', label: 'Billing', description: 'Plan and invoices.', icon: CreditCard, access: 'admins' },
];

export const isAdmin = (session: Session) => session.agent.role === 'owner' || session.agent.role === 'admin';

export function canUse(page: SettingsPage, session: Session): boolean {
  return page.access === 'everyone' || isAdmin(session);
}

export function settingsPage(path: SettingsPath): SettingsPage {
  return SETTINGS_PAGES.find((p) => p.path === path)!;
}
