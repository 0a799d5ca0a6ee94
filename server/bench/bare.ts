/** The yardstick of `npm run bench`: a bare Fastify with one route, no plugins, no hooks, no logger. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
