/**
 * Limits on what a request may carry, so that no input can exhaust the stack or the memory of the server: body
 * size (413) and JSON nesting depth (400).
 */
import type { MiddlewareHandler } from 'hono';

import { ApiProblem } from './hydra.js';

/** Largest JSON (or form) body: 1 MiB. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Largest multipart body (file uploads, menu imports): 10 MiB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Deepest nesting of arrays and objects in a JSON body; the deepest the platform's own shapes go is about 5. */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of JSON text, counted without parsing (no recursion, so any input is safe to measure). Brackets
 * inside strings do not count.
 * @example jsonDepth('{"a":[1,[2]]}') // 3
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * Parses JSON text from a client: throws 400 when it is nested deeper than {@link MAX_JSON_DEPTH} or is not JSON.
 * @example parseClientJson('{"a":1}', 'The request body') // { a: 1 }
 */
export function parseClientJson(text: string, what: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiProblem(400, `${what} is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiProblem(400, `Syntax error: ${what.toLowerCase()} is not valid JSON.`);
  }
}

/** Refuses bodies larger than the limit of their type with 413, before they are read into memory whole. */
export function bodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const type = c.req.header('content-type') ?? '';
    const limit = type.includes('multipart/form-data') ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES;
    const tooLarge = () =>
      new ApiProblem(413, `Payload Too Large: the body must not be larger than ${limit} bytes.`);
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      if (Number(declared) > limit) throw tooLarge();
      return next();
    }
    // No length announced (chunked): count while reading, and stop at the limit.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
