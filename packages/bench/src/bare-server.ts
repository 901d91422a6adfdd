import Fastify from 'fastify';

// The baseline for the http scenario: the same route and reply with nothing in between.
const app = Fastify({ logger: false });
app.get('/fanapih5/notify', async () => ({ code: 200, msg: 'Success', data: null }));
await app.listen({ port: Number(process.argv[2] ?? 3901), host: '127.0.0.1' });
