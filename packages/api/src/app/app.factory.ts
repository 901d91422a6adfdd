import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { AllExceptionsFilter } from '../common/http/all-exceptions.filter.js';
import { keepsCreated } from '../common/http/created-status.js';
import { EnvelopeAdapter } from '../common/http/envelope-adapter.js';
import { RequestLog } from '../common/http/request-log.js';
import { SecurityHeaders } from '../common/http/security-headers.js';
import { JSON_BODY_LIMIT, parseJsonBody } from '../common/http/json-body.js';
import { validationPipe } from '../common/http/validation.js';
import type { AppConfig } from '../config/config.js';
import { createLogger, PinoNestLogger } from '../infra/logger.js';
import { setupOpenApi } from '../openapi/openapi.js';

/** Builds the whole service (HTTP, guards, database, migrations) ready to listen. */
export async function createApp(config: AppConfig, options: AppModuleOptions = {}): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel, config.logFormat);
  const adapter = new EnvelopeAdapter({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new RequestLog(),
    // No Nest middleware anywhere (the per-request checks are a guard), so Nest need not
    // register @fastify/middie, whose onRequest hook ran on every request for an empty list. A
    // middleware added later fails at start-up (no use() without middie), never silently.
    skipMiddie: true,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    abortOnError: false,
  });
  const fastify = adapter.getInstance();
  fastify.decorateRequest('fanpassRoute', null);
  // A route may take a larger body than the JSON limit: @RouteConfig({ bodyLimit }) (support requests with an image).
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  // The request checks are one global guard (RequestGuards, app.module.ts); every DTO is validated
  // by the one ValidationPipe.
  app.useGlobalPipes(validationPipe());
  app.useBodyParser('application/json', { bodyLimit: JSON_BODY_LIMIT }, (request, body, done) =>
    parseJsonBody(request, body, done),
  );
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const security = await SecurityHeaders.of(config);
  // A callback hook, not an async one: no promise per reply.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    security.apply(reply);
    reply.header('x-request-id', request.id);
    // Success is always 200 (DESIGN.md): Nest would answer 201 to a POST.
    if (reply.statusCode === 201 && !keepsCreated(reply)) reply.code(200);
    done(null, payload);
  });

  if (config.env !== 'production') setupOpenApi(app);

  if (existsSync(join(config.webDist, 'index.html'))) {
    // The web build writes .br and .gz beside every text file; serve those to clients that accept them.
    app.useStaticAssets({
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
    });
  }

  await app.init();
  return app;
}
