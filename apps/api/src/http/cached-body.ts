import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body compressed once, served many times. */
export interface CachedBody {
  etag: string;
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function cacheBody(identity: Buffer, contentType: string, brotliQuality = 11): Promise<CachedBody> {
  // Compression runs on libuv's thread pool, so a rebuild never blocks requests.
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: brotliQuality >= 9 ? 9 : 6 }),
  ]);
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return { etag: `W/"${digest}"`, contentType, identity, gzip: gz, br };
}

export function cacheJson(value: unknown): Promise<CachedBody> {
  return cacheBody(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 refuses one). */
function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    const candidate: Encoding | null = name === 'br' ? 'br' : name === 'gzip' ? 'gzip' : null;
    if (!candidate) continue;
    // Prefer brotli when both are equally welcome.
    if (q > bestQ || (q === bestQ && candidate === 'br')) {
      best = candidate;
      bestQ = q;
    }
  }
  return best;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody, status = 200): FastifyReply {
  reply.header('etag', body.etag);
  reply.header('vary', 'Accept-Encoding');
  reply.header('cache-control', 'no-cache');
  if (status === 200 && matchesEtag(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  reply.code(status).type(body.contentType);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.identity);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : body.gzip);
}
