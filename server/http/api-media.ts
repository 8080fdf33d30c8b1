import { z } from 'zod';
import { MEDIA_MAX_BYTES, mediaListQuery, mediaUpdateInput } from '../../common/media.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { idParams, ok } from './route-kit';

const uploadQuery = z.object({ name: z.string().max(255).optional() });

/**
 * The album library (/api/manage/media, issue 11). Every route: signed in (401), staff with the
 * route's ALBUM permission (403). An upload is one image as the raw body (checked by what the bytes
 * are, never by name or header); several files are several uploads, each answered on its own.
 */
export function mediaRoutes(services: AppServices): AnyRoute[] {
  const m = services.media;
  return [
    route({
      method: 'get', path: '/api/manage/media', access: 'staff', permission: perm.view('ALBUM'), query: mediaListQuery,
      summary: 'Library images, newest first: search in file name or alt text; each with its WebP/AVIF copies',
      handler: async (c, { query }) => c.json(await m.list(query)),
    }),
    route({
      method: 'post', path: '/api/manage/media', access: 'staff', permission: perm.edit('ALBUM'), query: uploadQuery, upload: { maxBytes: MEDIA_MAX_BYTES, contentType: 'image/*' },
      summary: 'Adds one image (raw body; ?name= the file name): JPEG, PNG, WebP, AVIF, HEIF or GIF by content, metadata stripped, responsive copies made; the same content again answers the existing image with duplicate: true',
      handler: async (c, { ctx, bytes, query }) => c.json(await m.upload(ctx, bytes, query.name)),
    }),
    route({
      method: 'put', path: '/api/manage/media/{id}', access: 'staff', permission: perm.edit('ALBUM'), params: idParams, body: mediaUpdateInput,
      summary: 'Sets an image’s alt text (zh-HK, zh-CN, en) and focal point',
      handler: async (c, { ctx, params, body }) => c.json({ image: await m.update(ctx, params.id, body) }),
    }),
    route({
      method: 'delete', path: '/api/manage/media/{id}', access: 'staff', permission: perm.delete('ALBUM'), params: idParams,
      summary: 'Deletes an image and its files; 409 MEDIA_IN_USE naming where it is shown',
      handler: async (c, { ctx, params }) => ok(c, m.remove(ctx, params.id)),
    }),
  ];
}
