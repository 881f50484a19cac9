/** GET /media/<key>: images from the bucket, same-origin, cached for ever. */
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { makeMailPhoto, mailPhotoKey } from '../../storage/images.ts';
import { declareRoutes } from '../endpoint.ts';

/** Object keys are content hashes plus a variant name, so a URL's bytes never change. */
const KEY = /^[0-9a-f]{64}\/[a-z0-9]+\.(?:webp|jpg|png|gif)$/;

export function mediaRouter(deps: Deps) {
  const { bucket } = deps;
  const routes = declareRoutes(deps, { tag: 'Site' });
  routes.endpoint(
    {
      method: 'get',
      path: '/media/{key}',
      pattern: '/media/*key',
      root: true,
      pathParameters: { key: "The image's content hash and variant, as its URL names it (`<sha-256>/w640.webp`)." },
      summary: 'An image of a listing, project or account',
      description:
        'Content-addressed: the bytes of a URL never change, so it is cached for a year; `If-None-Match` answers 304. `<sha-256>/mail.jpg` is the JPEG that mails show, made from the photo on first request.',
      auth: 'public',
      success: { status: 200, description: 'The image.', data: null, raw: { contentType: 'image/*', description: 'The image bytes' } },
      errors: { 404: 'No such image: "Image not found".' },
    },
    async (ctx) => {
      const key = ctx.params.key ?? '';
      if (!KEY.test(key)) throw notFound('Image not found');
      const etag = `"${key.replace('/', '-')}"`;
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('ETag', etag);
      if (ctx.get('if-none-match') === etag) {
        ctx.status = 304;
        return;
      }
      let object = await bucket.get(key);
      // A photo stored before mails carried JPEG gets its mail JPEG on the first request for it.
      const photoKey = object ? null : mailPhotoKey(key);
      if (photoKey && (await makeMailPhoto(bucket, photoKey))) object = await bucket.get(key);
      if (!object) throw notFound('Image not found');
      ctx.type = object.contentType;
      ctx.length = object.size;
      ctx.body = object.stream;
    },
  );
  return routes;
}
