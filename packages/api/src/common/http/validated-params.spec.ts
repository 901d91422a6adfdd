import { describe, expect, it } from '@jest/globals';
import { Body, createParamDecorator, type PipeTransform, Headers, Param, Query } from '@nestjs/common';
import { IsInt } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { validatedParamsOf, validateParams } from './validated-params.js';

/** A custom param decorator, as @CurrentUser() is: left to Nest. */
const CurrentUser = createParamDecorator(() => null);

class CountDto {
  @IsInt()
  count!: number;
}

class Routes {
  create(
    @CurrentUser() _user: unknown,
    @Headers('platform') _platform: string,
    @Body() _body: CountDto,
    @Query('to') _to: string,
  ): void {}

  both(@Query() _query: CountDto, @Query('to') _to: string): void {}

  show(@Param('id') _id: string): void {}
}

/** A pipe that shows what it was given: the value, wrapped with its param's type and field. */
const pipe: PipeTransform = {
  transform: (value: unknown, metadata) => Promise.resolve({ value, type: metadata.type, data: metadata.data }),
};

describe('validatedParamsOf', () => {
  it('finds the body, query and path params in param order, with their declared types, and leaves the others to Nest', () => {
    const params = validatedParamsOf(Routes as never, 'create');
    expect(params).toEqual([
      { source: 'body', metadata: { type: 'body', metatype: CountDto, data: undefined } },
      { source: 'query', metadata: { type: 'query', metatype: String, data: 'to' } },
    ]);
    expect(validatedParamsOf(Routes as never, 'show')).toEqual([
      { source: 'params', metadata: { type: 'param', metatype: String, data: 'id' } },
    ]);
  });

  it('refuses at start a route whose whole query and one of its fields would overwrite each other', () => {
    expect(() => validatedParamsOf(Routes as never, 'both')).toThrow('Routes.both: two params read the request');
  });
});

describe('validateParams', () => {
  it("puts what the pipe answers back where Nest's decorators read it", async () => {
    const request = { body: { count: 1 }, query: { to: 'a@b.c', other: 'x' }, params: {} } as unknown as FastifyRequest;
    await validateParams(pipe, request, validatedParamsOf(Routes as never, 'create'));
    expect(request.body).toEqual({ value: { count: 1 }, type: 'body', data: undefined });
    expect(request.query).toEqual({ to: { value: 'a@b.c', type: 'query', data: 'to' }, other: 'x' });
  });

  it('stops at the first param the pipe refuses', async () => {
    const refusing: PipeTransform = { transform: () => Promise.reject(new Error('refused')) };
    const request = { body: { count: 'x' }, query: {}, params: {} } as unknown as FastifyRequest;
    await expect(validateParams(refusing, request, validatedParamsOf(Routes as never, 'create'))).rejects.toThrow(
      'refused',
    );
    expect(request.body).toEqual({ count: 'x' });
  });
});
