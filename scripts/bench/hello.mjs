// The ceiling for `npm run bench`: a bare Fastify hello-world on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4799) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
