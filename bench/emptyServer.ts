/** The start-up bench's reference: an empty Koa server, started the way `npm start` starts (Node with tsx). */
import http from 'node:http';
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { data: { status: 'ok' } };
});
http.createServer(app.callback()).listen(Number(process.env.PORT), '127.0.0.1');
