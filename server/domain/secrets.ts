import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// Tokens (API keys, sessions, invitations) are random and stored only as SHA-256 hashes: they are long
// enough that a fast hash is safe. Passwords are chosen by people, so they get argon2id.

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A readable random password (no 0/O, 1/l/I), ~95 bits. */
export function generatePassword(length = 16): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length];
  return out;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never authenticates
  }
}
