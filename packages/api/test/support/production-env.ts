/**
 * Everything a production start needs, with the sandbox explicitly allowed (test mode): for
 * suites that start the app as production to check what changes there.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SIGNING_KEYS: 'H5:h5-production-key-123456,PC:pc-production-key-123456',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  PAYMENT_PIN_KEY: 'a-production-payment-pin-key-of-32-chars',
  PARTNER_KEY_SECRET: 'a-production-partner-key-secret-of-32-chars',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  OPS_EMAIL: 'ops@example.com',
  PUBLIC_API_URL: 'https://api.fanpass.example',
  PUBLIC_SITE_URL: 'https://fanpass.example',
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  SANDBOX_PAY_SECRET: 'a-deployment-sandbox-secret-0123456789',
};
