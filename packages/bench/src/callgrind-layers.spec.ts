import { describe, expect, it } from 'vitest';
import { LAYERS, layerCosts, packageOf, readCallgrind, readPerfMap } from './callgrind-layers.js';

// Two JavaScript functions (a guard of the app, a Fastify hook), a builtin both call, and SQLite
// called by the builtin on behalf of the guard only; a regular expression run by the hook.
const MAP = [
  '1000 100 JS:*check file:///w/packages/api/dist/common/guards/signature.guard.js:46:16',
  '2000 100 JS:*hookRunner /w/node_modules/.pnpm/fastify@5.12.8/node_modules/fastify/lib/hooks.js:231:30',
  '3000 10 RegExp:^[a-z]+$',
].join('\n');

const PROFILE = [
  'events: Ir Dr',
  'fn=(1) 0x0000000000001010',
  '0 100 5',
  'cfn=(3) Builtins_LoadIC',
  'calls=3 0',
  '0 150 0',
  'fn=(2) 0x0000000000002020',
  '0 50 5',
  'cfn=(3)',
  'calls=1 0',
  '0 1000 0',
  'cfn=(5) 0x0000000000003000',
  'calls=1 0',
  '0 20 0',
  'fn=(3)',
  '0 200 0',
  'cfn=(4) sqlite3VdbeExec',
  'calls=1 0',
  '0 200 0',
  'fn=(4)',
  '0 200 0',
  'fn=(5)',
  '0 20 0',
  'fn=(6) uv_run',
  '0 7 0',
].join('\n');

describe('callgrind layers', () => {
  it('reads compressed names, own costs and calls', () => {
    const { own, calls } = readCallgrind(PROFILE);
    expect(own.get('Builtins_LoadIC')).toBe(200);
    expect(own.get('sqlite3VdbeExec')).toBe(200);
    expect(calls.get('Builtins_LoadIC')).toEqual(
      new Map([
        ['0x0000000000001010', 3],
        ['0x0000000000002020', 1],
      ]),
    );
  });

  it('names JIT code by the last map entry covering it (V8 reuses the addresses of dropped code)', () => {
    expect(readPerfMap(MAP)).toHaveLength(3);
    const reused = `${MAP}\n1000 100 JS:*handle /w/node_modules/.pnpm/@nestjs+core@12.5.1/node_modules/@nestjs/core/router.js:1:1`;
    const layers = layerCosts(PROFILE, reused);
    expect(layers.get('signature')).toBe(0);
    expect(layers.get('nest')).toBeCloseTo(400, 6);
  });

  it('hands native costs up to the JavaScript that called them, by their calls, and keeps the total', () => {
    const layers = layerCosts(PROFILE, MAP);
    // The builtin's 200 and SQLite's 200 split 3:1 between the guard and the hook, by calls, not by
    // the calls' inclusive cost (150 against 1000).
    expect(layers.get('signature')).toBeCloseTo(100 + 300, 6);
    expect(layers.get('fastify')).toBeCloseTo(50 + 100 + 20, 6);
    // The event loop's own cost reaches no JavaScript.
    expect(layers.get('runtime')).toBeCloseTo(7, 6);
    const total = [...layers.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(100 + 50 + 200 + 200 + 20 + 7, 6);
  });

  it('tells a package by its own folder, not by the peers pnpm names in its store folder', () => {
    const store = '/w/node_modules/.pnpm';
    const nest = `${store}/@nestjs+core@12.5.1_@nestjs+common@12.5.1_class-transformer@0.5.1_class-validator@0.15.1/node_modules/@nestjs/core/router/router-execution-context.js:278:16`;
    const rule = `${store}/class-validator@0.15.1/node_modules/class-validator/cjs/decorator/typechecker/IsInt.js:20:23`;
    const adapter = `${store}/@nestjs+platform-fastify@12.5.0_@fastify+static@10.1.11/node_modules/@nestjs/platform-fastify/adapters/fastify-adapter.js:1:1`;
    expect(packageOf(nest)).toBe('@nestjs/core');
    expect(packageOf(rule)).toBe('class-validator');
    expect(packageOf('file:///w/packages/api/dist/common/http/compiled-validation.js:149:15')).toBe('');
    const layerOf = (script: string) => LAYERS.find((l) => l.test(script))?.name;
    expect(layerOf(`JS:* file://${nest}`)).toBe('nest');
    expect(layerOf(`JS:*validate ${rule}`)).toBe('validation');
    expect(layerOf(`JS:* file://${adapter}`)).toBe('nest');
    expect(layerOf('JS:*build file:///w/packages/api/dist/common/http/compiled-validation.js:149:15')).toBe(
      'validation',
    );
    expect(layerOf(`JS:*find ${store}/find-my-way@9.10.1/node_modules/find-my-way/index.js:618:39`)).toBe('fastify');
    expect(layerOf('JS:*place file:///w/packages/api/dist/modules/orders/orders.service.js:122:16')).toBe('app-code');
  });
});
