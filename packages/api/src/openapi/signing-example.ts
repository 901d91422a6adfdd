/**
 * The worked signing example of the OpenAPI document and docs/api.md. Its canonical string and
 * signature are written out (not computed) so a reader can recompute them; a test recomputes them.
 */
export const SIGNING_EXAMPLE = {
  keyId: 'pk_example012',
  key: 'pk_example_3fQ9xV2mL8nR4tW7yB1cD6',
  method: 'POST',
  path: '/fanapih5/example',
  platform: 'PARTNER',
  timestamp: '1700000000000',
  nonce: 'Q3xv9TzL0aBc7DeF',
  body: { email: 'Fan@Example.com', items: [{ id: 7, qty: 2 }], note: null },
  canonical:
    'email=fan@example.com&items=[{"id":7,"qty":2}]&nonce=q3xv9tzl0abc7def&platform=partner&timestamp=1700000000000',
  signature: 'zJcx47Ev3tntlbvvtIANUYkx2b3WgDgJsWoB7TYYOwY',
} as const;
