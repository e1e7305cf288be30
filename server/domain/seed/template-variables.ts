import { pick, randomInt, type Random } from './random.ts';
import {
  APP_SCREENS,
  BROWSERS,
  CARRIERS,
  CITIES,
  DEVICES,
  ERROR_CODES,
  FEATURES,
  INTEGRATIONS,
  PAYMENT_METHODS,
  PLANS,
  PRODUCTS,
} from './vocabulary.ts';

// The nouns of one thread: drawn once per conversation so every message of it talks about the same
// order, amount and error code.
export interface ThreadVariables {
  customerFirst: string;
  agentFirst: string;
  team: string;
  product: string;
  order: string;
  amount: string;
  amount2: string;
  date: string;
  plan: string;
  plan2: string;
  invoice: string;
  tracking: string;
  carrier: string;
  city: string;
  browser: string;
  device: string;
  screen: string;
  error: string;
  integration: string;
  feature: string;
  card: string;
  last4: string;
  days: string;
  seats: string;
  version: string;
}

const DAY_MS = 86_400_000;

function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function money(random: Random, min: number, max: number): string {
  return `$${randomInt(random, min, max)}.${pick(random, ['00', '00', '99', '50', '49'])}`;
}

function trackingNumber(random: Random, carrier: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(random, 0, 9)).join('');
  if (carrier === 'UPS') return `1Z${randomInt(random, 100, 999)}AA1${digits(11)}`;
  if (carrier === 'USPS') return `9400${digits(18)}`;
  return digits(12);
}

export function makeThreadVariables(
  random: Random,
  people: { customerFirst: string; agent: string; team: string },
  createdAt: Date,
): ThreadVariables {
  const carrier = pick(random, CARRIERS);
  const plan = pick(random, PLANS);
  const year = createdAt.getUTCFullYear();
  return {
    customerFirst: people.customerFirst,
    agentFirst: people.agent.split(' ')[0] || people.agent,
    team: people.team,
    product: pick(random, PRODUCTS),
    order: String(randomInt(random, 100_000, 999_999)),
    amount: money(random, 9, 480),
    amount2: money(random, 5, 120),
    date: formatDay(new Date(createdAt.getTime() - randomInt(random, 1, 20) * DAY_MS)),
    plan,
    plan2: pick(random, PLANS.filter((p) => p !== plan)),
    invoice: `INV-${year}-${String(randomInt(random, 1, 9999)).padStart(4, '0')}`,
    tracking: trackingNumber(random, carrier),
    carrier,
    city: pick(random, CITIES),
    browser: pick(random, BROWSERS),
    device: pick(random, DEVICES),
    screen: pick(random, APP_SCREENS),
    error: pick(random, ERROR_CODES),
    integration: pick(random, INTEGRATIONS),
    feature: pick(random, FEATURES),
    card: pick(random, PAYMENT_METHODS),
    last4: String(randomInt(random, 1000, 9999)),
    days: String(randomInt(random, 3, 14)),
    seats: String(randomInt(random, 2, 40)),
    version: `${randomInt(random, 3, 5)}.${randomInt(random, 0, 19)}.${randomInt(random, 0, 9)}`,
  };
}

/** Replaces `{name}` placeholders; an unknown name is a bug in a template, so it throws. */
export function fillTemplate(template: string, vars: ThreadVariables): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (!Object.hasOwn(vars, name)) throw new Error(`unknown template variable {${name}} in: ${template}`);
    return vars[name as keyof ThreadVariables];
  });
}
