import Router from '@koa/router';
import type { AppState, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';

/** Object keys are content hashes plus a variant name, so a URL's bytes never change. */
const KEY = /^[0-9a-f]{64}\/[a-z0-9]+\.(?:webp|jpg|png|gif)$/;

/** GET /media/<key>: images from the bucket, same-origin, cached for ever. */
export function mediaRouter({ bucket }: Deps) {
  const router = new Router<AppState>();
  router.get('/media/*key', async (ctx) => {
    const key = ctx.params.key ?? '';
    if (!KEY.test(key)) throw notFound('Image not found');
    const etag = `"${key.replace('/', '-')}"`;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', etag);
    if (ctx.get('if-none-match') === etag) {
      ctx.status = 304;
      return;
    }
    const object = await bucket.get(key);
    if (!object) throw notFound('Image not found');
    ctx.type = object.contentType;
    ctx.length = object.size;
    ctx.body = object.stream;
  });
  return router;
}
