import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

// Without a relay the server writes every outgoing email to <DATA_DIR>/outbox as an .eml file
// (server/mail/outbound/transport.ts). These read it back.

export interface OutboxMail {
  file: string;
  raw: string;
  parsed: ParsedMail;
}

/** The .eml files of the outbox whose raw text contains `needle` (none yet: an empty list). */
export async function outboxMailsContaining(outboxDir: string, needle: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const file = path.join(outboxDir, name);
    const raw = await fs.readFile(file, 'utf8');
    if (raw.includes(needle)) found.push({ file, raw, parsed: await simpleParser(raw) });
  }
  return found;
}
