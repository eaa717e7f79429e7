import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_MIN_BYTES = 1024;

/** Types worth compressing: JSON (JSON-LD too), text, CSV, HTML, JavaScript, SVG. Images and PDFs already are. */
const COMPRESSIBLE = /^(application\/(?:[\w.+-]*\+)?json|application\/javascript|text\/|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from the request's Accept-Encoding: brotli first, then gzip; none when neither is
 * accepted or both are refused with q=0.
 * @example chooseEncoding('gzip, deflate, br') // 'br'
 * @example chooseEncoding('br;q=0, gzip') // 'gzip'
 */
export function chooseEncoding(header: string | null): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Wraps a fetch handler so that its answers are compressed the way a real platform's are (brotli or gzip, as the
 * client accepts), with `Vary: Accept-Encoding`. Small answers, types that are already compressed, answers that
 * carry an encoding and event streams go through untouched.
 */
export function withCompression<Env>(
  handler: (request: Request, env: Env) => Response | Promise<Response>,
): (request: Request, env: Env) => Promise<Response> {
  return async (request, env) => {
    const response = await handler(request, env);
    const encoding = chooseEncoding(request.headers.get('accept-encoding'));
    const type = response.headers.get('content-type') ?? '';
    if (
      request.method === 'HEAD' ||
      !response.body ||
      response.status === 204 ||
      response.status === 304 ||
      response.headers.has('content-encoding') ||
      !COMPRESSIBLE.test(type) ||
      type.includes('text/event-stream')
    ) {
      return response;
    }
    const headers = new Headers(response.headers);
    headers.append('vary', 'Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    if (!encoding || body.byteLength < COMPRESSION_MIN_BYTES) {
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              // Quality 5: most of brotli's gain at a fraction of its top level's time, as servers set it.
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          })
        : await gzipAsync(body, { level: 6 });
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.byteLength));
    return new Response(compressed, { status: response.status, statusText: response.statusText, headers });
  };
}
