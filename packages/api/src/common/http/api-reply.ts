import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import type { ReplyCodeKey } from '@fanpass/contracts';
import { ApiExtraModels, ApiOkResponse, type ApiResponseSchemaHost, getSchemaPath } from '@nestjs/swagger';

type SchemaObject = ApiResponseSchemaHost['schema'];

/** What `data` holds: a view class, a list of them, or a plain schema (strings, null). */
export type ReplyData = Type<unknown> | [Type<unknown>] | SchemaObject;

function dataSchema(data: ReplyData): SchemaObject {
  if (Array.isArray(data)) return { type: 'array', items: { $ref: getSchemaPath(data[0]) } };
  if (typeof data === 'function') return { $ref: getSchemaPath(data) };
  return data;
}

/** `data` of a call that answers nothing: always null. */
export const NO_DATA: SchemaObject = { nullable: true, description: 'Always null', example: null };

/**
 * Documents a call's success answer: the envelope `{ code: 200, msg, data }` with `data` as
 * given. The view classes named here implement the contracts' view types, so the document
 * cannot drift from what the controller is declared to return.
 */
export function ApiReply(data: ReplyData, options: { nullable?: boolean; description?: string } = {}) {
  const models = (Array.isArray(data) ? data : [data]).filter((d): d is Type<unknown> => typeof d === 'function');
  const schema = dataSchema(data);
  return applyDecorators(
    ApiExtraModels(...models),
    ApiOkResponse({
      description: options.description ?? 'Success: the envelope with code 200',
      schema: {
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: {
          code: { type: 'integer', enum: [200], example: 200 },
          msg: { type: 'string' },
          data: options.nullable ? { allOf: [schema], nullable: true } : schema,
        },
      },
    }),
  );
}

/** Documents an answer sent as it is, outside the envelope (health, raw JSON). */
export function ApiRawReply(data: Type<unknown>) {
  return applyDecorators(ApiExtraModels(data), ApiOkResponse({ schema: { $ref: getSchemaPath(data) } }));
}

export const API_CODES_KEY = 'fanpass:api-codes';

/**
 * Codes one call can answer that its sources do not show (the OpenAPI document reads the rest
 * from the code it reaches: `openapi/reply-codes.ts`), e.g. a refusal the framework makes. On a
 * route handler; read by the OpenAPI document only.
 */
export const ApiCodes = (...keys: ReplyCodeKey[]) => SetMetadata(API_CODES_KEY, keys);
