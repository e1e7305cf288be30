// Synonyms of software help desks: words customers and support articles use for the same thing, which
// stemming cannot join and a general English thesaurus does not know ("MFA" and "two-factor", "sign in" and
// "log in", "invoice" and "bill"). Only vocabulary any SaaS help desk shares: no product's features or names,
// no topic clusters (words that are about the same subject without meaning the same thing). Each line is a
// group whose members stand for one another; a query word found here also searches the rest of its group, at
// a lower weight than the word typed. Keep it short: every entry must be a synonym in every SaaS product.

export const SUPPORT_SYNONYM_GROUPS: string[] = [
  // billing
  'price, pricing, cost, fee',
  'bill, invoice',
  'receipt, invoice',
  'refund, money back, reimbursement, reimburse',
  'charge, charged, billed, debited',
  'pay, payment',
  'discount, coupon, promo code',
  'tax, vat, gst, sales tax',
  'tax id, vat id, vat number, tax number',
  'plan, tier',
  'subscription, membership',
  'free plan, free version, free tier',
  'paid, premium',
  'prorate, prorated, pro rata, proration',
  'cancel, cancellation, terminate, termination',
  'amex, american express',
  'nonprofit, non-profit, not-for-profit, charity, ngo',
  // people and access
  'user, member, seat, license, licence',
  'teammate, team member, colleague, coworker, co-worker',
  'admin, administrator',
  'permission, rights, privileges, access level',
  'deactivate, offboard, remove user, revoke access',
  'workspace, organization, organisation, tenant',
  // signing in
  'log in, login, sign in, signin, sign on, log on, logon',
  'log out, logout, sign out, signout',
  'sign up, signup, register, registration, create an account',
  'password, passcode, pw, pwd',
  'username, user name',
  'email, e-mail, mail',
  'locked out, lockout',
  'two-factor, two factor, 2fa, mfa, multi-factor, multi factor, two-step, two step, 2-step, 2sv',
  'recovery code, backup code',
  'sso, single sign-on, single sign on, single signon',
  'identity provider, idp',
  'audit log, activity log, audit trail',
  // developers and integrations
  'api key, api token, access token, personal access token',
  'rate limit, rate limiting, throttling, throttle, throttled',
  'webhook, callback',
  'integration, connector, plugin, add-on',
  'sync, synchronize, synchronise',
  'import, migrate, migration',
  'csv, spreadsheet, excel',
  'dpa, data processing agreement',
  'soc 2, soc2',
  // running the service
  'notification, notify, alert',
  'mobile, phone, smartphone, cell phone, cellphone',
  'slow, sluggish, laggy, lag',
  'outage, downtime',
  'sla, service level agreement',
  'allowlist, allow list, whitelist',
  'spam, junk',
];
