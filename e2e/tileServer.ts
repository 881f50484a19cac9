/**
 * The end-to-end suite's map tiles: one small picture (a pale square with a grid line) for every
 * tile request, so no test reaches a tile provider. playwright.config.ts starts it and points
 * MAP_TILES at it.
 */
import http from 'node:http';
import zlib from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 px square PNG, sand with a darker line along its top and left edges (the tile grid shows). */
function tilePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < SIZE; y++) {
    rows.push(0);
    for (let x = 0; x < SIZE; x++) rows.push(...(x === 0 || y === 0 ? [200, 190, 170] : [242, 236, 222]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tile = tilePng();
const port = Number(process.env.E2E_TILE_PORT ?? 3103);

http
  .createServer((request, response) => {
    if (request.method !== 'GET' || !/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' });
    response.end(tile);
  })
  .listen(port, '127.0.0.1');
