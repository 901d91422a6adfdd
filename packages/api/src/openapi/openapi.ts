import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_BASE_PATH } from '@fanpass/contracts';

const SIGNATURE_DOC = `Every call under ${API_BASE_PATH} is signed. Send the headers \`platform\` (H5 for the mobile web,
PC for the desktop web, or your partner id), \`timestamp\` (milliseconds since the epoch, within 5 minutes of the
server clock), \`nonce\` (16 random characters, never reused) and \`signature\`.

To sign: take the pairs platform, timestamp and nonce, plus the query parameters (GET) or the top-level fields of
the JSON body (other methods); drop null and undefined values; write an object or array value as its JSON text;
lower-case the keys; sort by key; join as \`key=value\` with \`&\`; lower-case the whole string; HMAC-SHA256 it with
your platform's key; encode base64url without padding.

Example: platform=H5, timestamp=1700000000000, nonce=abcdefghijklmnop, no parameters, key fanpass-dev-h5-key:
canonical string \`nonce=abcdefghijklmnop&platform=h5&timestamp=1700000000000\`,
signature \`lPztk_o2S1UBHnxCFsepjkUjQd8UFiaMmdY3l0Zx-m0\`.

Replies are \`{ code, msg, data }\`; code 200 is success; msg follows Accept-Language (en_US, zh, zh_tw, th, vi, ms).
After login send \`token\` and \`uuid\`. A missing, expired or revoked login answers 401 with code 2062000.
Writes that move money or stock accept an \`Idempotency-Key\` header.`;

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Fanpass API')
    .setDescription(SIGNATURE_DOC)
    .setVersion('1')
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'signature', description: 'Request signature (see above)' },
      'signature',
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'token', description: 'Login token from loginByEmail/regByEmail' },
      'token',
    )
    .addSecurityRequirements('signature')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Serves the document and its viewer in development. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(`${API_BASE_PATH.slice(1)}/docs`, app, () => buildOpenApi(app), {
    jsonDocumentUrl: `${API_BASE_PATH.slice(1)}/docs/openapi.json`,
  });
}
