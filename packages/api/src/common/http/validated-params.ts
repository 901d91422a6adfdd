import type { ArgumentMetadata, PipeTransform, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { FastifyRequest } from 'fastify';

/** Where on the Fastify request a validated param is read from, and written back to. */
type Source = 'body' | 'query' | 'params';

/** A route param the DTO validation runs on: @Body(), @Query() or @Param(), whole or one field. */
export interface ValidatedParam {
  readonly source: Source;
  readonly metadata: ArgumentMetadata;
}

const SOURCES = new Map<number, { source: Source; type: ArgumentMetadata['type'] }>([
  [RouteParamtypes.BODY, { source: 'body', type: 'body' }],
  [RouteParamtypes.QUERY, { source: 'query', type: 'query' }],
  [RouteParamtypes.PARAM, { source: 'params', type: 'param' }],
]);

/** Param kinds Nest would hand to a global pipe that this file does not (none is used today). */
const UNSUPPORTED = new Set<number>([
  RouteParamtypes.RAW_BODY,
  RouteParamtypes.FILE,
  RouteParamtypes.FILES,
  RouteParamtypes.COOKIES,
  RouteParamtypes.SIGNED_COOKIES,
]);

/**
 * The params of a controller method that the global DTO validation runs on, in param order, worked
 * out once at start (route-flags.ts keeps them in the route's config). Custom decorators
 * (@CurrentUser()) are not validated, as ValidationPipe leaves them alone.
 */
export function validatedParamsOf(controller: Type, method: string): ValidatedParam[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as (Type | undefined)[];
  const params: (ValidatedParam & { index: number })[] = [];
  for (const [key, arg] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]);
    if (UNSUPPORTED.has(kind)) throw new Error(`${controller.name}.${method}: param kind ${kind} is not validated`);
    const found = SOURCES.get(kind);
    if (!found) continue;
    const data = typeof arg.data === 'string' ? arg.data : undefined;
    params.push({
      index: arg.index,
      source: found.source,
      metadata: { type: found.type, metatype: types[arg.index], data },
    });
  }
  for (const param of params) {
    // A whole object and one of its fields would each be written back over the other.
    const clash = params.find(
      (other) => other !== param && other.source === param.source && (!other.metadata.data || !param.metadata.data),
    );
    if (clash) throw new Error(`${controller.name}.${method}: two params read the request's ${param.source}`);
  }
  return params.sort((a, b) => a.index - b.index).map(({ source, metadata }) => ({ source, metadata }));
}

/**
 * Runs the DTO validation on a request's params and puts what it answers back where Nest's
 * decorators read them (`request.body`, a field of `request.query`…), so the handler receives the
 * DTO: the work of a global pipe, done in the route's preHandler after the guards (app.factory.ts).
 * Nest then has no pipe to run and hands the params over without a promise for each.
 */
export async function validateParams(
  pipe: PipeTransform,
  request: FastifyRequest,
  params: readonly ValidatedParam[],
): Promise<void> {
  for (const { source, metadata } of params) {
    const holder = request[source] as Record<string, unknown> | undefined;
    const field = metadata.data;
    const value: unknown = await pipe.transform(field === undefined ? holder : holder?.[field], metadata);
    if (field === undefined) (request as unknown as Record<Source, unknown>)[source] = value;
    else if (holder) holder[field] = value;
    else if (value !== undefined) (request as unknown as Record<Source, unknown>)[source] = { [field]: value };
  }
}
