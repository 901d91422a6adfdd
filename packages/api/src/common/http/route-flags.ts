import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, RAW_KEY, REPAIR_EXEMPT_KEY, UNSIGNED_KEY } from './decorators.js';
import { type ValidatedParam, validatedParamsOf } from './validated-params.js';

/** A route's decorator flags (@Public(), @Unsigned(), @Raw()...), handler over class. */
export interface RouteFlags {
  readonly public: boolean;
  readonly optionalAuth: boolean;
  readonly unsigned: boolean;
  readonly raw: boolean;
  readonly repairExempt: boolean;
}

/** What `resolveRouteFlags` adds to a Nest route's Fastify config. */
interface FanpassRouteConfig {
  fanpass?: RouteFlags;
  /** The params the DTO validation runs on (validated-params.ts). */
  fanpassParams?: ValidatedParam[];
}

/**
 * Works out every route's flags and validated params once, before the routes are registered, and
 * adds them to the route's Fastify config (what @RouteConfig() sets), which Nest passes on when it
 * registers the route: the onRoute hook finds them there (`routeFlagsOf`, `routeParamsOf`) and no
 * request looks a decorator up.
 */
export function resolveRouteFlags(app: INestApplication): void {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller || typeof controller !== 'function') continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const flag = (key: string) =>
          reflector.getAllAndOverride<boolean | undefined>(key, [handler, controller]) === true;
        const flags: RouteFlags = {
          public: flag(PUBLIC_KEY),
          optionalAuth: flag(OPTIONAL_AUTH_KEY),
          unsigned: flag(UNSIGNED_KEY),
          raw: flag(RAW_KEY),
          repairExempt: flag(REPAIR_EXEMPT_KEY),
        };
        const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as FanpassRouteConfig;
        if (config.fanpass && JSON.stringify(config.fanpass) !== JSON.stringify(flags)) {
          // One method inherited by two controllers with different class flags: it cannot hold both.
          throw new Error(`route flags differ for ${controller.name}.${name} and another controller`);
        }
        const fanpassParams = validatedParamsOf(controller, name);
        Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, fanpass: flags, fanpassParams }, handler);
      }
    }
  }
}

/** The flags `resolveRouteFlags` put in a route's config (none on routes not Nest's). */
export function routeFlagsOf(config: unknown): RouteFlags | undefined {
  return (config as FanpassRouteConfig | undefined)?.fanpass;
}

/** The params `resolveRouteFlags` found the DTO validation runs on (none on routes not Nest's). */
export function routeParamsOf(config: unknown): readonly ValidatedParam[] {
  return (config as FanpassRouteConfig | undefined)?.fanpassParams ?? [];
}
