/**
 * Hashing and signing on Web Crypto, so that the sandbox runs the same in Node, in tests and in a browser
 * (Storybook) without node:crypto.
 */
const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Base64url without padding, as JWT uses it. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url text to bytes; throws on malformed input. */
export function fromBase64url(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/** HMAC-SHA256 of a text, as raw bytes. */
export async function hmacSha256(secret: string, text: string): Promise<Uint8Array> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text));
  return new Uint8Array(signature);
}

/** HMAC-SHA256 of a text, hex encoded (the Pusher channel auth signature). */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text));
  return toHex(signature);
}

/** SHA-256 of a text, hex encoded. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** A random opaque token (refresh tokens, reset tokens), from the platform's cryptographic generator. */
export function randomToken(bytes = 32): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)).buffer);
}

/**
 * A token that grants access without a login (an order's public link, a canteen's labels, a custom export): 128
 * random bits, hex encoded.
 */
export function publicToken(): string {
  return randomToken(16);
}

/**
 * Whether a presented token is the expected one, compared in constant time; an absent, empty or non-text token on
 * either side never matches.
 */
export function tokenMatches(presented: unknown, expected: unknown): boolean {
  if (typeof presented !== 'string' || typeof expected !== 'string') return false;
  if (presented === '' || expected === '') return false;
  return safeEqual(presented, expected);
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let index = 0; index < a.length; index += 1) diff |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return diff === 0;
}
